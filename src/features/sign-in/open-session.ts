import crypto from 'node:crypto'
import { getFieldsToSign, jwtSign, type Payload } from 'payload'
import type { User } from '@/payload-types'
import { authSessionStore } from '@/features/sign-in/auth-sessions'
import type { AuthMethod } from './session-factors'

/**
 * Sign-ins that prove who the visitor is without Payload's password check (Google, a passkey) open their
 * session here.
 */
/**
 * Adds a session to the user (through the same session store as Payload's own login) and signs its token;
 * `methods`: how the visitor proved who they are (Google `fed`; a passkey `pk`, with `uv` when its
 * authenticator verified the user), kept on the session's row (ADR 0034).
 */
export async function openSession(payload: Payload, user: User, methods: readonly AuthMethod[]): Promise<string> {
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
    methods,
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
