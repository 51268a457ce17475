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
import { answeredByCollection, publicErrorAnswer } from './lib/payload-errors'
import { Carts } from './payload/collections/Carts'
import { Media } from './payload/collections/Media'
import { Orders } from './payload/collections/Orders'
import { Products } from './payload/collections/Products'
import { Users } from './payload/collections/Users'
import { Wishlists } from './payload/collections/Wishlists'
import {
  CartMerges,
  InvoiceCounters,
  MailQueue,
  PaymentEvents,
  RateLimits,
  ReviewVotes,
} from './payload/collections/Ledger'
import { BackupRuns } from './payload/collections/BackupRuns'
import { PriceHistory, Sales } from './payload/collections/Sales'
import { CategoryHistory } from './payload/collections/CategoryHistory'
import { CodeUses, DiscountCodes } from './payload/collections/DiscountCodes'
import { Offers } from './payload/collections/Offers'
import { Subscribers } from './payload/collections/Subscribers'
import { Submissions } from './payload/collections/Submissions'
import { globals } from './payload/globals'
import { SearchQueries } from './payload/collections/SearchQueries'
import { StockAlerts } from './payload/collections/StockAlerts'
import { Reviews } from './payload/collections/Reviews'
import { MailOptOuts } from './payload/collections/MailOptOuts'
import { SessionDevices } from './payload/collections/SessionDevices'
import { RecoveryCodes, TotpFactors } from './payload/collections/TwoFactor'
import { Passkeys } from './payload/collections/Passkeys'
import { AuditLog } from './payload/collections/AuditLog'
import { WebVitals } from './payload/collections/WebVitals'
import { audited, auditedGlobal } from '@/features/audit/server'
import { composeCollection, composeGlobal, startup } from './composition'
import { provideShopComposition } from './payload/shop-payload'
import { PriceLists } from './payload/collections/PriceLists'
import { authSessionStore } from '@/features/sign-in/server'
import { mediaStorage } from './payload/storage'
import { MAX_UPLOAD_BYTES } from './lib/limits'
import { DEFAULT_LANG, payloadLocales } from './i18n/locales'

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
    // Ids are never given twice: without AUTOINCREMENT SQLite gives the newest deleted row's id to the next
    // row, and what was keyed by that id (an outbox key, a code's use) would belong to a stranger (ADR 0036).
    autoIncrement: true,
    // A write that meets another connection's lock (the command-line import, another shop process) waits
    // up to 5 s instead of failing at once with SQLITE_BUSY (the CSV import's connection waits as long).
    busyTimeout: 5_000,
    // WAL (ADR 0046): the shop reads while a long write (the CSV import's one transaction) is open; in the
    // rollback journal every read waited for it. FULL sync: a committed order survives a power cut.
    wal: { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'FULL' },
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    push: false,
  })
}

const config = buildConfig({
  secret: payloadSecret(),
  // Cookie-authenticated API writes are accepted only from the shop's own origin.
  csrf: env.siteOrigins,
  // Read by the patched session writes of Payload (patches/, ADR 0002).
  custom: { authSessions: authSessionStore },
  routes: { admin: '/cms', api: '/cms/api', graphQL: '/cms/graphql', graphQLPlayground: '/cms/graphql-playground' },
  // The operator's CMS in Italian, or English when they choose it (src/proxy.ts picks Italian by default).
  i18n: { supportedLanguages: { it, en }, fallbackLanguage: 'it' },
  // REST errors (/cms and /cms/api): a hook's refusal and a field's reason reach the client, recognised by
  // their shape — Payload's own formatter misses them in the production bundle (lib/payload-errors.ts).
  hooks: {
    afterError: [({ error, result }) => (answeredByCollection(error, result) ? undefined : publicErrorAnswer(error))],
  },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Vetrina CMS' },
    components: {
      afterNavLinks: ['/payload/admin/OperatorLinks#OperatorLinks'],
      beforeDashboard: [
        '/features/dashboard/CmsDashboard#SalesDashboard',
        '/features/backup/BackupStatus#BackupStatus',
      ],
      afterLogin: ['/payload/admin/TwoStepLink#TwoStepLink'],
    },
    importMap: { baseDir: dirname, importMapFile: path.resolve(dirname, 'app/(payload)/cms/importMap.js') },
  },
  localization: {
    locales: payloadLocales(),
    defaultLocale: DEFAULT_LANG,
    fallback: true,
  },
  // Every operator change is recorded in the audit log (payload/audit.ts).
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
    Sales,
    PriceHistory,
    CategoryHistory,
    DiscountCodes,
    CodeUses,
    Offers,
    SearchQueries,
    StockAlerts,
    Reviews,
    ReviewVotes,
    MailOptOuts,
    PriceLists,
    SessionDevices,
    TotpFactors,
    RecoveryCodes,
    Passkeys,
    AuditLog,
    WebVitals,
  ]
    .map(composeCollection)
    .map(audited),
  globals: globals.map(composeGlobal).map(auditedGlobal),
  editor: lexicalEditor(),
  db: database(),
  sharp,
  plugins: [mediaStorage(env.s3)],
  telemetry: false,
  // A larger upload is refused with 413 before it is stored (deploy/nginx/vetrina.conf has the same limit).
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES }, abortOnLimit: true },
  // Types are generated by `npm run migrate:create` (scripts/migrate-create.sh), not by every start of a script.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
})

// Every entry loads this module first (Next's instrumentation and /cms routes, the scripts, the test setup):
// the floor below the features gets the config from here (payload/shop-payload.ts, ADR 0038).
provideShopComposition({ config, startup })

export default config
