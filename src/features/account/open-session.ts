import crypto from 'node:crypto'
import { getFieldsToSign, jwtSign, type Payload } from 'payload'
import type { User } from '@/payload-types'
import { authSessionStore } from '@/payload/auth-sessions'

/**
 * Sign-ins that prove who the visitor is without Payload's password check (Google, a passkey) open their
 * session here.
 */
/** Adds a session to the user (through the same session store as Payload's own login) and signs its token. */
export async function openSession(payload: Payload, user: User): Promise<string> {
  const config = payload.collections.users.config
  const sid = crypto.randomUUID()
  const now = new Date()
  await authSessionStore.add({
    collection: 'users',
    userId: user.id,
    sid,
    createdAt: now,
    expiresAt: new Date(now.getTime() + config.auth.tokenExpiration * 1000),
    req: { payload },
  })
  const fields = getFieldsToSign({
    collectionConfig: config,
    email: user.email,
    sid,
    user: { ...user, collection: 'users' } as never,
  })
  const { token } = await jwtSign({
    fieldsToSign: fields,
    secret: payload.secret,
    tokenExpiration: config.auth.tokenExpiration,
  })
  return token
}
