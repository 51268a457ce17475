import type { CollectionAfterReadHook, Payload, PayloadRequest } from 'payload'
import { hasSecondFactor, type AuthMethod } from '../session-factors'
import { env } from '@/lib/env'
import { log } from '@/lib/logger'
import { isAdminUser } from '@/payload/access'
import { authSessionStore, type SessionReq } from '@/features/sign-in/auth-sessions'
import type { User } from '@/payload-types'

/**
 * An operator's sessions and the second factor (issue 52, ADR 0034). Each session row says how it was
 * opened (`amr`, features/sign-in/session-factors.ts). Once the operator has an authenticator app or a
 * passkey, or wherever the factor is required (https, REQUIRE_OPERATOR_2FA=1), a session opened without
 * a second factor is not honoured: the Users collection's read hook leaves it out of the account's
 * sessions, so Payload's own session check (every page, /cms, /cms/api, refresh-token) finds no session
 * for its token. That check is the guarantee; the rows are also deleted where it is known to happen
 * (the app or a passkey added, the shop's start where the factor is required).
 */

type SessionRow = { id: string; amr?: string | null }

/** Whether the operator has a second factor of its own (an app or a passkey). */
async function hasFactor(payload: Payload, userId: number | string, req?: Partial<PayloadRequest>): Promise<boolean> {
  const [app, keys] = await Promise.all([
    payload.count({ collection: 'totp-factors', where: { user: { equals: userId } }, overrideAccess: true, req }),
    payload.count({ collection: 'passkeys', where: { user: { equals: userId } }, overrideAccess: true, req }),
  ])
  return app.totalDocs + keys.totalDocs > 0
}

/** Users' read hook: an operator's sessions without a second factor are left out where one is due. */
export const honourOperatorSessions: CollectionAfterReadHook = async ({ doc, req }) => {
  const sessions = (doc as { sessions?: SessionRow[] | null }).sessions
  if (!isAdminUser(doc) || !sessions?.some((s) => !hasSecondFactor(s.amr))) return doc
  if (!env.requireOperator2fa && !(await hasFactor(req.payload, doc.id, req))) return doc
  return { ...doc, sessions: sessions.filter((s) => hasSecondFactor(s.amr)) }
}

/** Deletes the user's sessions opened without a second factor; how many. */
export async function revokeWeakSessions(payload: Payload, userId: number | string, req?: SessionReq) {
  const r: SessionReq = req ?? { payload }
  const weak = (await authSessionStore.list({ collection: 'users', userId, req: r })).filter(
    (s) => !hasSecondFactor(s.amr),
  )
  for (const s of weak) await authSessionStore.revoke({ collection: 'users', userId, sid: s.id, req: r })
  return weak.length
}

/**
 * An account just added a second factor from a signed-in session (the app set up in Account › Sicurezza,
 * a passkey registered): that session proved it (`methods` join its `amr`), and for an operator every
 * other session opened without a second factor is signed out.
 */
export async function afterFactorAdded(payload: Payload, user: User, methods: readonly AuthMethod[]): Promise<void> {
  const sid = (user as User & { _sid?: string })._sid
  if (sid) await authSessionStore.addMethods({ collection: 'users', userId: user.id, sid, methods, req: { payload } })
  // A customer's sessions are not held to a second factor: a passkey added changes none of them.
  if (!isAdminUser(user)) return
  const ended = await revokeWeakSessions(payload, user.id)
  if (ended) log.info('sessions without a second factor signed out', { user: user.email, ended })
}

/** At the shop's start where the factor is required: operators' sessions without it are deleted. */
export async function revokeWeakOperatorSessions(payload: Payload): Promise<number> {
  const operators = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    select: { role: true },
    limit: 1000,
    depth: 0,
    overrideAccess: true,
  })
  let ended = 0
  for (const op of operators.docs) ended += await revokeWeakSessions(payload, op.id)
  if (ended) log.warn('operator sessions without a second factor signed out (the factor is required)', { ended })
  return ended
}
