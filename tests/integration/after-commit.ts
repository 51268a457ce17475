import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { vi } from 'vitest'
import { log } from '@/lib/logger'
import { shop } from './helpers'

/**
 * What a save did, in order: its transaction's commit and the cache tags it revalidated (logged as
 * skipped outside Next). A /cms save runs in a transaction on PostgreSQL; SQLite's adapter runs without
 * one, so here every save of `run` gets a real SQLite transaction too (BEGIN … COMMIT or ROLLBACK, as the
 * PostgreSQL adapter does), and a rolled-back save is told apart from a committed one on both databases.
 */

type Session = { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> }
type Db = {
  beginTransaction: () => Promise<string | number | null>
  sessions?: Record<string, Session>
  drizzle: { transaction: (fn: (tx: unknown) => Promise<void>) => Promise<void> }
}

/** A transaction on SQLite kept open until Payload commits or rolls it back (@payloadcms/drizzle's way). */
async function sqliteTransaction(db: Db): Promise<string> {
  const id = crypto.randomUUID()
  await new Promise<void>((ready, failed) => {
    const done: Promise<void> = db.drizzle
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            db.sessions![id] = {
              db: tx,
              resolve: () => (commit(), done),
              reject: () => (rollback(new Error('rolled back')), done),
            }
            ready()
          }),
      )
      .catch(failed)
  })
  return id
}

/** The commits and revalidations during `run`, in order ('commit', 'rollback', 'revalidate <tag>'). */
export async function eventsOf(run: () => Promise<unknown>): Promise<string[]> {
  const payload = await shop()
  const events: string[] = []
  const debug = vi.spyOn(log, 'debug').mockImplementation(((msg: string, fields?: { tag?: string }) => {
    if (msg === 'revalidate skipped') events.push(`revalidate ${fields?.tag}`)
  }) as never)
  const db = payload.db as unknown as Db
  const begin = db.beginTransaction.bind(db)
  const transactions = vi.spyOn(db, 'beginTransaction').mockImplementation(async () => {
    const id = (await begin()) ?? (db.sessions ? await sqliteTransaction(db) : null)
    const session = id ? db.sessions?.[String(id)] : undefined
    if (session) {
      const { resolve, reject } = session
      session.resolve = async () => {
        await resolve()
        events.push('commit')
      }
      session.reject = async () => {
        await reject()
        events.push('rollback')
      }
    }
    return id
  })
  try {
    await run()
  } finally {
    debug.mockRestore()
    transactions.mockRestore()
  }
  return events
}

type Hooks = Record<string, ((...args: never[]) => unknown)[] | undefined>

/**
 * While `run` runs, a hook of `collection` that comes after the shop's own (`kind`, afterChange by
 * default) throws: the save fails and its transaction is rolled back.
 */
export async function withFailingHook(
  payload: Payload,
  collection: string,
  run: () => Promise<unknown>,
  kind: 'afterChange' | 'afterDelete' = 'afterChange',
): Promise<void> {
  const hooks = (payload.collections as Record<string, { config: { hooks: unknown } }>)[collection]!.config
    .hooks as Hooks
  const boom = () => {
    throw new Error('a later hook failed')
  }
  hooks[kind] = [...(hooks[kind] ?? []), boom]
  try {
    await run()
  } finally {
    hooks[kind] = hooks[kind]!.filter((h) => h !== boom)
  }
}
