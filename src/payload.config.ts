import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { en } from '@payloadcms/translations/languages/en'
import { it } from '@payloadcms/translations/languages/it'
import { env, payloadSecret } from './lib/env'
import { Carts } from './payload/collections/Carts'
import { Media } from './payload/collections/Media'
import { Orders } from './payload/collections/Orders'
import { Products } from './payload/collections/Products'
import { Users } from './payload/collections/Users'
import { Wishlists } from './payload/collections/Wishlists'
import { CartMerges, InvoiceCounters, MailQueue, PaymentEvents, RateLimits } from './payload/collections/Ledger'
import { BackupRuns } from './payload/collections/BackupRuns'
import { Subscribers } from './payload/collections/Subscribers'
import { Submissions } from './payload/collections/Submissions'
import { globals } from './payload/globals'
import { authSessionStore } from './payload/auth-sessions'
import { mediaStorage } from './payload/storage'
import { MAX_UPLOAD_BYTES } from './lib/limits'
import { DEFAULT_LANG, payloadLocales } from './features/i18n/locales'

const dirname = path.dirname(fileURLToPath(import.meta.url))

function database() {
  if (env.usePostgres) {
    return postgresAdapter({
      pool: { connectionString: env.databaseUrl },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      push: false,
    })
  }
  return sqliteAdapter({
    client: { url: `file:${path.join(env.dataDir, 'vetrina.db')}` },
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    push: false,
  })
}

export default buildConfig({
  secret: payloadSecret(),
  // Cookie-authenticated API writes are accepted only from the shop's own origin.
  csrf: env.siteOrigins,
  // Read by the patched session writes of Payload (patches/, ADR 0002).
  custom: { authSessions: authSessionStore },
  routes: { admin: '/cms', api: '/cms/api', graphQL: '/cms/graphql', graphQLPlayground: '/cms/graphql-playground' },
  // The operator's CMS in Italian, or English when they choose it (src/proxy.ts picks Italian by default).
  i18n: { supportedLanguages: { it, en }, fallbackLanguage: 'it' },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Vetrina CMS' },
    components: {
      afterNavLinks: ['/payload/admin/OperatorLinks#OperatorLinks'],
      beforeDashboard: ['/payload/admin/BackupStatus#BackupStatus'],
    },
    importMap: { baseDir: dirname, importMapFile: path.resolve(dirname, 'app/(payload)/cms/importMap.js') },
  },
  localization: {
    locales: payloadLocales(),
    defaultLocale: DEFAULT_LANG,
    fallback: true,
  },
  collections: [
    Users,
    Media,
    Products,
    Carts,
    Wishlists,
    Orders,
    Submissions,
    Subscribers,
    PaymentEvents,
    InvoiceCounters,
    RateLimits,
    MailQueue,
    CartMerges,
    BackupRuns,
  ],
  globals,
  editor: lexicalEditor(),
  db: database(),
  sharp,
  plugins: [mediaStorage(env.s3)],
  telemetry: false,
  // A larger upload is refused with 413 before it is stored (deploy/nginx/vetrina.conf has the same limit).
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES }, abortOnLimit: true },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
