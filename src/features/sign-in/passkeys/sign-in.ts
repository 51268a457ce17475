import type { Payload } from 'payload'
import { sessionCookie } from '../auth-service'
import { openSession } from '../open-session'
import { log } from '@/lib/logger'
import { metrics } from '@/services/metrics'
import { isAdminUser } from '@/payload/access'
import type { User } from '@/payload-types'
import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import { verifyPasskey } from './service'

/**
 * A sign-in with a passkey alone: possession of the device and, for an operator, its user verification
 * (PIN or biometrics) — two factors in one, so it stands instead of the password and the code.
 */
export async function passkeySignIn(
  payload: Payload,
  answer: { ticket: string; response: AuthenticationResponseJSON },
  origin: string | null,
): Promise<{ user: User; cookie: string } | null> {
  const proof = await verifyPasskey(payload, answer, origin)
  const user = proof
    ? ((await payload
        .findByID({ collection: 'users', id: proof.userId, depth: 0, overrideAccess: true })
        .catch(() => null)) as User | null)
    : null
  if (!proof || !user || (isAdminUser(user) && !proof.userVerified)) {
    metrics().signInFailures.inc({ path: 'passkey' })
    if (proof && user) log.warn('operator passkey without user verification refused', { user: user.email })
    return null
  }
  return {
    user,
    cookie: sessionCookie(
      payload,
      await openSession(payload, { ...user, collection: 'users' } as User, proof.userVerified ? ['pk', 'uv'] : ['pk']),
    ),
  }
}
