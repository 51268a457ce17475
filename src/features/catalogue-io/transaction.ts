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

/** Hands out requests in the transaction: each its own id for the same transaction, so a write that fails
 * (Payload then forgets the id it was given) leaves the others in it until the whole is rolled back. */
export type InTransaction = { req(): Partial<PayloadRequest> }

export async function inTransaction<T>(payload: Payload, fn: (tx: InTransaction) => Promise<T>): Promise<T> {
  const adapter = payload.db as unknown as Adapter
  const ids: string[] = []
  const sqlite = adapter.name === 'sqlite'
  try {
    return await adapter.drizzle.transaction(
      async (tx) => {
        const result = await fn({
          req() {
            const id = randomUUID()
            ids.push(id)
            adapter.sessions[id] = { db: tx, resolve: async () => {}, reject: async () => {} }
            return { transactionID: id }
          },
        })
        if (ids.some((id) => !adapter.sessions[id])) throw new Error('a write in the transaction failed')
        return result
      },
      sqlite ? { behavior: 'immediate' } : undefined,
    )
  } finally {
    for (const id of ids) delete adapter.sessions[id]
  }
}
