import { and, eq, lt } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'

/**
 * Sign-in sessions as rows, written one at a time (ADR 0002).
 *
 * Payload 3.90 keeps a user's sessions as an array that every login reads, appends to and writes
 * back whole: two sign-ins that overlap lose one of the two sessions (payload#18132, #16027), and a
 * logout racing a sign-in can delete the new one. Until a Payload release fixes it, a small patch
 * (`patches/payload+*.patch`, applied on install) hands every session write to this store through
 * `config.custom.authSessions`; each write here is one SQL statement on the `<collection>_sessions`
 * table, so concurrent sign-ins and sign-outs never overwrite each other, on SQLite and PostgreSQL.
 */
export type AuthSessionStore = {
  add(args: {
    collection: string
    userId: number | string
    sid: string
    createdAt: Date
    expiresAt: Date
    req: SessionReq
  }): Promise<void>
  /** Without `sid`: every session of the user (sign out everywhere). */
  revoke(args: { collection: string; userId: number | string; sid?: string; req: SessionReq }): Promise<void>
  refresh(args: {
    collection: string
    userId: number | string
    sid: string
    expiresAt: Date
    req: SessionReq
  }): Promise<void>
}

/** Payload's request (its transaction is used when it has one), or just `{ payload }`. */
export type SessionReq = Partial<PayloadRequest> & { payload: Payload }
type SessionTable = { _parentID: never; id: never; expiresAt: never }
type Db = {
  insert(table: unknown): { values(v: unknown): Promise<unknown> }
  delete(table: unknown): { where(w: unknown): Promise<unknown> }
  update(table: unknown): { set(v: unknown): { where(w: unknown): Promise<unknown> } }
}
type DrizzleAdapter = { drizzle: Db; tables: Record<string, SessionTable>; sessions?: Record<string, { db: Db }> }

function adapter(payload: Payload): DrizzleAdapter {
  return payload.db as unknown as DrizzleAdapter
}

/**
 * Where a session write goes: the request's transaction when there is one (the login runs in one on
 * PostgreSQL), else the pool; and the collection's sessions table.
 */
async function target(req: SessionReq, collection: string): Promise<{ db: Db; t: SessionTable }> {
  const a = adapter(req.payload)
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  const t = a.tables[`${collection.replace(/-/g, '_')}_sessions`]
  if (!t) throw new Error(`no sessions table for ${collection}`)
  return { db: (id !== undefined && id !== null && a.sessions?.[String(id)]?.db) || a.drizzle, t }
}

export const authSessionStore: AuthSessionStore = {
  async add({ collection, userId, sid, createdAt, expiresAt, req }) {
    const { db, t } = await target(req, collection)
    await db.delete(t).where(and(eq(t._parentID, userId as never), lt(t.expiresAt, createdAt.toISOString() as never)))
    // _order only sorts the array when Payload reads it back; sessions have no meaningful order.
    await db.insert(t).values({
      _order: 1,
      _parentID: userId,
      id: sid,
      createdAt: createdAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
    })
  },
  async revoke({ collection, userId, sid, req }) {
    const { db, t } = await target(req, collection)
    await db
      .delete(t)
      .where(sid ? and(eq(t._parentID, userId as never), eq(t.id, sid as never)) : eq(t._parentID, userId as never))
  },
  async refresh({ collection, userId, sid, expiresAt, req }) {
    const { db, t } = await target(req, collection)
    await db
      .update(t)
      .set({ expiresAt: expiresAt.toISOString() })
      .where(and(eq(t._parentID, userId as never), eq(t.id, sid as never)))
  },
}
