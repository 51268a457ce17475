import type { Payload } from 'payload'
import type { User } from '@/payload-types'

/**
 * A signed-in account's new password (the current one was checked already): every other session ends,
 * this browser's stays as it is — the same cookie, and the second factor its session passed (ADR 0034).
 * Payload's update keeps the session of the request's user when it changes that user's password, and no
 * new session is opened (a fresh one would show in Accessi and, for an operator, lack the second factor).
 */
export async function setOwnPassword(payload: Payload, user: User, password: string): Promise<void> {
  await payload.update({
    collection: 'users',
    id: user.id,
    overrideAccess: true,
    user: { ...user, collection: 'users' },
    data: { password },
  })
}
