import { and, eq, isNull, lt } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import { amrOf, methodsOf, withMethods, type AuthMethod } from './session-factors'

/**
 * Sign-in sessions as rows, written one at a time (ADR 0002).
 *
 * Payload 3.90 keeps a user's sessions as an array that every login reads, appends to and writes
 * back whole: two sign-ins that overlap lose one of the two sessions (payload#18132, #16027), and a
 * logout racing a sign-in can delete the new one. Until a Payload release fixes it, a small patch
 * (`patches/payload+*.patch`, applied on install) hands every session write to this store through
 * `config.custom.authSessions`; each write here is one SQL statement on the `<collection>_sessions`
 * table, so concurrent sign-ins and sign-outs never overwrite each other, on SQLite and PostgreSQL.
 *
 * Each row also says how its session was opened (`amr`, ADR 0034): the password for Payload's own
 * sign-ins, which the second factor's hook then adds to (`addMethods`); Google or a passkey for the
 * shop's own (`openSession`). A password check that must leave no session (`SESSIONLESS` in the
 * request's context) writes no row at all, so its token names a session that never existed.
 */
export type AuthSessionStore = {
  add(args: {
    collection: string
    userId: number | string
    sid: string
    createdAt: Date
    expiresAt: Date
    req: SessionReq
    /** How the session was opened; Payload's own sign-ins (no `methods`) are by password. */
    methods?: readonly AuthMethod[]
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
  /** The user's session rows as stored (no read hook filters them). */
  list(args: {
    collection: string
    userId: number | string
    req: SessionReq
  }): Promise<{ id: string; amr: string | null }[]>
  /** Adds methods to a session's `amr` (it just proved another factor); false when there is no such session. */
  addMethods(args: {
    collection: string
    userId: number | string
    sid: string
    methods: readonly AuthMethod[]
    req: SessionReq
  }): Promise<boolean>
}

/**
 * In a Local API call's context: check the password, open no session (the shop's own re-checks of a
 * signed-in visitor's password, and the reset by e-mailed link, whose token is never handed out).
 */
export const SESSIONLESS = 'vetrina:sessionless'
/** Where `add` leaves the id of the session it opened, for the second factor's hook of the same sign-in. */
const OPENED = 'vetrina:openedSession'

/** The session a sign-in of this request opened (read by the second factor's hook), if any. */
export function openedSessionOf(req: SessionReq): string | undefined {
  const v = (req.context as Record<string, unknown> | undefined)?.[OPENED]
  return typeof v === 'string' ? v : undefined
}

/** Payload's request (its transaction is used when it has one), or just `{ payload }`. */
export type SessionReq = Partial<PayloadRequest> & { payload: Payload }
type SessionTable = { _parentID: never; id: never; expiresAt: never; amr: never }
type Db = {
  insert(table: unknown): { values(v: unknown): Promise<unknown> }
  delete(table: unknown): { where(w: unknown): Promise<unknown> }
  update(table: unknown): {
    set(v: unknown): { where(w: unknown): Promise<unknown> & { returning(r: unknown): Promise<unknown[]> } }
  }
  select(f: unknown): { from(t: unknown): { where(w: unknown): Promise<unknown[]> } }
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
  async add({ collection, userId, sid, createdAt, expiresAt, req, methods = ['pwd'] }) {
    const context = req.context as Record<string, unknown> | undefined
    if (context?.[SESSIONLESS] === true) return
    if (context) context[OPENED] = sid
    const { db, t } = await target(req, collection)
    await db.delete(t).where(and(eq(t._parentID, userId as never), lt(t.expiresAt, createdAt.toISOString() as never)))
    // _order only sorts the array when Payload reads it back; sessions have no meaningful order.
    await db.insert(t).values({
      _order: 1,
      _parentID: userId,
      id: sid,
      createdAt: createdAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
      amr: amrOf(methods),
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
  async list({ collection, userId, req }) {
    const { db, t } = await target(req, collection)
    return (await db
      .select({ id: t.id, amr: t.amr })
      .from(t)
      .where(eq(t._parentID, userId as never))) as {
      id: string
      amr: string | null
    }[]
  },
  async addMethods({ collection, userId, sid, methods, req }) {
    const { db, t } = await target(req, collection)
    const where = and(eq(t._parentID, userId as never), eq(t.id, sid as never))
    const [row] = (await db.select({ amr: t.amr }).from(t).where(where)) as { amr: string | null }[]
    if (!row) return false
    const amr = withMethods(row.amr, methods)
    if (amr === amrOf(methodsOf(row.amr))) return true
    // Conditional on the value read: methods only ever grow, so a lost race is simply taken again.
    const done = await db
      .update(t)
      .set({ amr })
      .where(and(where, row.amr === null ? isNull(t.amr) : eq(t.amr, row.amr as never)))
      .returning({ id: t.id })
    return done.length === 1 || authSessionStore.addMethods({ collection, userId, sid, methods, req })
  },
}
