import { randomUUID } from 'node:crypto'
import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import { sqliteTransaction } from './sqlite-transaction'

/**
 * `fn` in ONE database transaction, on SQLite and PostgreSQL alike: Payload's Local API calls given
 * the `req` passed to `fn` run in it (Payload finds the transaction by `req.transactionID`), and every
 * write stands or falls together — an error anywhere, or a failed COMMIT, rolls everything back and is
 * thrown. Payload's own begin/commit would do on PostgreSQL but swallow a failed COMMIT, and Payload
 * runs SQLite without transactions (ADR 0012).
 *
 * SQLite: BEGIN IMMEDIATE on a connection of its own, closed after it; while it runs the shop's other
 * writes wait for it, a bounded time (sqlite-transaction.ts).
 *
 * PostgreSQL: `lock` tables are locked against other writers first (SHARE ROW EXCLUSIVE: others read,
 * their writes wait for the commit), as SQLite's one write lock does, so what `fn` reads stays true
 * until it commits: a sale cannot take pieces between the import's read and its write of the count.
 */
type Session = { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> }
type Drizzle = {
  transaction<T>(fn: (tx: { execute(q: unknown): Promise<unknown> }) => Promise<T>, config?: unknown): Promise<T>
}
type Adapter = Parameters<typeof sqliteTransaction>[0] & {
  drizzle: Drizzle
  sessions: Record<string, Session>
  name?: string
  tables: Record<string, unknown>
}

/** Hands out requests in the transaction: each its own id for the same transaction, so a write that fails
 * (Payload then forgets the id it was given) leaves the others in it until the whole is rolled back. */
export type InTransaction = {
  req(): Partial<PayloadRequest>
  /** The transaction's Drizzle database and the adapter's tables, for the few rows written without the Local API. */
  db(): { db: unknown; tables: Record<string, unknown> }
}

export async function inTransaction<T>(
  payload: Payload,
  fn: (tx: InTransaction) => Promise<T>,
  options: { lock?: readonly string[] } = {},
): Promise<T> {
  const adapter = payload.db as unknown as Adapter
  const ids: string[] = []
  const run = async (db: unknown) => {
    const result = await fn({
      req() {
        const id = randomUUID()
        ids.push(id)
        adapter.sessions[id] = { db, resolve: async () => {}, reject: async () => {} }
        return { transactionID: id }
      },
      db: () => ({ db, tables: adapter.tables }),
    })
    if (ids.some((id) => !adapter.sessions[id])) throw new Error('a write in the transaction failed')
    return result
  }
  try {
    if (adapter.name === 'sqlite') return await sqliteTransaction(adapter, run)
    return await adapter.drizzle.transaction(async (tx) => {
      const tables = (options.lock ?? []).map((name) => adapter.tables[name]).filter(Boolean)
      if (tables.length)
        await tx.execute(sql`lock table ${sql.join(tables as never[], sql`, `)} in share row exclusive mode`)
      return run(tx)
    })
  } finally {
    for (const id of ids) delete adapter.sessions[id]
  }
}
