import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { authSessionStore } from '@/features/sign-in/auth-sessions'
import type { User } from '@/payload-types'
import { shownMethods } from './session-factors'

/**
 * A customer's sign-in sessions (issue 42): the sessions themselves are Payload's rows (ADR 0002,
 * `features/sign-in/auth-sessions.ts`); beside each, `session-devices` keeps the browser it came from and when
 * it was last seen, written when the shell asks who is signed in (`/api/session`, once per page).
 */

/** How often a session's "last seen" is written again, at most. */
const SEEN_EVERY_MS = 5 * 60_000

type Table = { sid: never; lastSeenAt: never; userAgent: never; user: never }
type Db = {
  insert(t: unknown): {
    values(v: unknown): { onConflictDoUpdate(c: unknown): Promise<unknown> }
  }
}

/** The session of this request: its device and "last seen" recorded (one statement, written every few minutes at most). */
export async function touchSession(payload: Payload, user: User | null, userAgent: string | null): Promise<void> {
  const sid = (user as (User & { _sid?: string }) | null)?._sid
  if (!user || !sid) return
  const { drizzle, tables } = payload.db as unknown as { drizzle: Db; tables: Record<string, Table> }
  const t = tables.session_devices
  const now = new Date()
  const iso = now.toISOString()
  await drizzle
    .insert(t)
    .values({
      sid,
      user: user.id,
      userAgent: (userAgent ?? '').slice(0, 400),
      lastSeenAt: iso,
      updatedAt: iso,
      createdAt: iso,
    })
    .onConflictDoUpdate({
      target: t.sid,
      set: { lastSeenAt: iso, updatedAt: iso },
      setWhere: sql`${t.lastSeenAt} < ${new Date(now.getTime() - SEEN_EVERY_MS).toISOString()}`,
    })
}

export type AccountSession = {
  id: string
  signedInAt: string
  lastSeenAt: string | null
  userAgent: string
  current: boolean
  /** How it was opened (ADR 0034), as shown; empty for a session from before sessions remembered it. */
  methods: ReturnType<typeof shownMethods>
}

/** The account's sessions still valid, the current one first, then the most recently seen. */
export async function listSessions(payload: Payload, user: User): Promise<AccountSession[]> {
  const fresh = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
  const now = Date.now()
  const sessions = (fresh.sessions ?? []).filter((s) => s.expiresAt && Date.parse(s.expiresAt) > now)
  const devices = await payload.find({
    collection: 'session-devices',
    where: { user: { equals: user.id } },
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  const bySid = new Map(devices.docs.map((d) => [d.sid, d]))
  // Devices of sessions that ended (signed out, expired, a password change) go when the list is read.
  const ended = devices.docs.filter((d) => !sessions.some((s) => s.id === d.sid)).map((d) => d.id)
  if (ended.length)
    await payload.delete({ collection: 'session-devices', where: { id: { in: ended } }, overrideAccess: true })
  const current = (user as User & { _sid?: string })._sid
  return sessions
    .map((s) => ({
      id: s.id,
      signedInAt: s.createdAt ?? '',
      lastSeenAt: bySid.get(s.id)?.lastSeenAt ?? null,
      userAgent: bySid.get(s.id)?.userAgent ?? '',
      current: s.id === current,
      methods: shownMethods(s.amr),
    }))
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) ||
        (b.lastSeenAt ?? b.signedInAt).localeCompare(a.lastSeenAt ?? a.signedInAt),
    )
}

/**
 * Signs out sessions of this account: one (`sid`), or every one but the current (`'others'`). A session
 * id of another account is nothing here (the revoke is scoped to the user).
 */
export async function signOutSessions(
  payload: Payload,
  user: User,
  which: { sid: string } | 'others',
): Promise<number> {
  const current = (user as User & { _sid?: string })._sid
  const listed = await listSessions(payload, user)
  const ended = listed.filter((s) => (which === 'others' ? !s.current : s.id === which.sid && !s.current))
  for (const s of ended) {
    await authSessionStore.revoke({ collection: 'users', userId: user.id, sid: s.id, req: { payload } })
  }
  if (ended.length)
    await payload.delete({
      collection: 'session-devices',
      where: { and: [{ user: { equals: user.id } }, { sid: { in: ended.map((s) => s.id) } }] },
      overrideAccess: true,
    })
  return ended.filter((s) => s.id !== current).length
}
