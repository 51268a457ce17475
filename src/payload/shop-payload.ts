import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { env } from '@/lib/env'
import { log } from '@/lib/logger'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { seed } from './seed'
import { ensureSearchIndex } from '@/features/search/sync'
import { revokeWeakOperatorSessions } from '@/features/two-factor/session-guard'

let ready: Promise<Payload> | undefined

/** Payload on the configured database with the committed migrations applied, nothing seeded (a restore's target). */
export async function migratedPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  // The generated migration modules type their arguments more narrowly than the adapter's Migration type.
  const migrations = (env.usePostgres ? postgresMigrations : sqliteMigrations) as never
  await payload.db.migrate({ migrations })
  return payload
}

/**
 * The one way server code gets Payload: the first call applies the committed
 * migrations and seeds the demo content when the database is empty.
 */
export function getShopPayload(): Promise<Payload> {
  ready ??= (async () => {
    const payload = await migratedPayload()
    await seed(payload)
    await ensureSearchIndex(payload)
    // Where operators need a second factor, their sessions opened without one end (ADR 0034).
    if (env.requireOperator2fa) await revokeWeakOperatorSessions(payload)
    return payload
  })().catch((err) => {
    ready = undefined
    log.error('database start failed', { error: (err as Error).message })
    throw err
  })
  return ready
}
