import { randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'

/**
 * `fn` in ONE database transaction, on SQLite and PostgreSQL alike: Payload's Local API calls given
 * the `req` passed to `fn` run in it (Payload finds the transaction by `req.transactionID`), and every
 * write stands or falls together — an error anywhere, or a failed COMMIT, rolls everything back and is
 * thrown. Payload's own begin/commit would do on PostgreSQL but swallow a failed COMMIT, and Payload
 * runs SQLite without transactions (ADR 0012): this opens one with the adapter's drizzle instance
 * (SQLite: BEGIN IMMEDIATE, so while it runs the shop's other writes wait or are refused).
 */
type Session = { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> }
type Drizzle = { transaction<T>(fn: (tx: unknown) => Promise<T>, config?: unknown): Promise<T> }
type Adapter = { drizzle: Drizzle; sessions: Record<string, Session>; name?: string }

export async function inTransaction<T>(payload: Payload, fn: (req: Partial<PayloadRequest>) => Promise<T>): Promise<T> {
  const adapter = payload.db as unknown as Adapter
  const id = randomUUID()
  const sqlite = adapter.name === 'sqlite'
  try {
    return await adapter.drizzle.transaction(
      async (tx) => {
        adapter.sessions[id] = { db: tx, resolve: async () => {}, reject: async () => {} }
        const result = await fn({ transactionID: id })
        if (!adapter.sessions[id]) throw new Error('the transaction was rolled back by a failed write')
        return result
      },
      sqlite ? { behavior: 'immediate' } : undefined,
    )
  } finally {
    delete adapter.sessions[id]
  }
}
