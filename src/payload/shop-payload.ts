import path from 'node:path'
import { getPayload, type Payload, type SanitizedConfig } from 'payload'
import { env } from '@/lib/env'
import { log } from '@/lib/logger'
import { ownerOnlyFiles, sqliteFiles } from '@/lib/owner-only'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

/**
 * What the composition root (src/payload.config.ts) hands to this floor: the whole config (the schema with
 * the features' behaviour registered on it) and the tasks a first start runs after migrating, in order
 * (seeding the demo shop, the search index, ending operators' weak sessions). This module sits below the
 * features, so it cannot import the config that is built from them (docs/adr/0038-floors.md): the root
 * provides it when it is loaded, which every entry does first (Next's instrumentation and /cms routes,
 * the scripts, the test setup).
 */
export type ShopComposition = {
  config: Promise<SanitizedConfig>
  startup: ReadonlyArray<(payload: Payload) => Promise<unknown>>
}

const KEY = Symbol.for('vetrina.shop-composition')
type Holder = { [KEY]?: ShopComposition }

export function provideShopComposition(composition: ShopComposition): void {
  ;(globalThis as Holder)[KEY] = composition
}

function composition(): ShopComposition {
  const found = (globalThis as Holder)[KEY]
  if (!found) throw new Error('The shop is not composed: load src/payload.config.ts (the composition root) first.')
  return found
}

let ready: Promise<Payload> | undefined

/** Payload on the configured database with the committed migrations applied, nothing seeded (a restore's target). */
export async function migratedPayload(): Promise<Payload> {
  const payload = await getPayload({ config: composition().config })
  // SQLite: the database (personal data, password hashes) owner-only, as the secrets and backups beside it,
  // whatever the umask it was created or restored with; its -wal and -shm take its mode (ADR 0046).
  if (!env.usePostgres) ownerOnlyFiles(sqliteFiles(path.join(env.dataDir, 'vetrina.db')))
  // The generated migration modules type their arguments more narrowly than the adapter's Migration type.
  const migrations = (env.usePostgres ? postgresMigrations : sqliteMigrations) as never
  await payload.db.migrate({ migrations })
  return payload
}

/**
 * The one way server code gets Payload: the first call applies the committed migrations and runs the
 * composition's start-up tasks (seeding the demo content when the database is empty, and the rest).
 */
export function getShopPayload(): Promise<Payload> {
  ready ??= (async () => {
    const payload = await migratedPayload()
    for (const task of composition().startup) await task(payload)
    return payload
  })().catch((err) => {
    ready = undefined
    log.error('database start failed', { error: (err as Error).message })
    throw err
  })
  return ready
}
