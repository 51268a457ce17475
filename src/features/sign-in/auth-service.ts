import crypto from 'node:crypto'
import { generateExpiredPayloadCookie, generatePayloadCookie, type Payload } from 'payload'
import { fill } from '@/i18n/config'
import { type Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages/index'
import { linkMessage } from '@/features/ui/server'
import { env } from '@/lib/env'
import { errorStatus, invalidFields, isLockedAccount } from '@/lib/payload-errors'
import { metrics } from '@/services/metrics'
import { queueMail } from '@/services/queue-mail'
import { allowPolicy } from '@/services/rate-limit'
import type { User } from '@/payload-types'
import { authSessionStore, SESSIONLESS } from '@/features/sign-in/auth-sessions'
import { secondFactorRefusal, type SecondFactorInput } from './two-factor/gate'
import type { Enrolment } from './two-factor/enrolment'
import { factorState } from './two-factor/store'
import { sendSecurityNotice } from './security-notice'
import { shopAuthHeaders } from './session'

/**
 * A sign-in's outcome. `secondFactor`: the password was right and an operator's second factor is
 * asked for (`enrolment` when an authenticator app must be set up first); `recoveryCodes`: the codes
 * of an app just set up, to show once; `recoveryLeft` after a sign-in with a recovery code.
 */
export type AuthResult =
  | { ok: true; user: User; cookie: string; recoveryCodes?: string[]; recoveryLeft?: number }
  | {
      ok: false
      status: number
      error: string
      secondFactor?: 'needed' | 'enrol' | 'wrong'
      enrolment?: Omit<Enrolment, 'secret'> & { secret: string }
    }

export function sessionCookie(payload: Payload, token: string): string {
  const users = payload.collections.users.config
  return generatePayloadCookie({ collectionAuthConfig: users.auth, cookiePrefix: payload.config.cookiePrefix, token })
}

/** The session cookie as an object (for server actions, which set cookies through next/headers). */
export function sessionCookieObject(payload: Payload, token: string) {
  const users = payload.collections.users.config
  return generatePayloadCookie({
    collectionAuthConfig: users.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
    returnCookieAsObject: true,
  })
}

/** Ends the session of this request's token on the server (the token stops working at once), and returns the cookie that clears it. */
export async function logout(payload: Payload, headers: Headers): Promise<string> {
  const { user } = await payload.auth({ headers: shopAuthHeaders(headers) })
  const sid = (user as { _sid?: string } | null)?._sid
  if (user && user.collection === 'users' && sid)
    await authSessionStore.revoke({ collection: 'users', userId: user.id, sid, req: { payload } })
  return expiredSessionCookie(payload)
}

export function expiredSessionCookie(payload: Payload): string {
  const users = payload.collections.users.config
  return generateExpiredPayloadCookie({ collectionAuthConfig: users.auth, cookiePrefix: payload.config.cookiePrefix })
}

/**
 * Email + password sign-in. Wrong password and unknown user give the same message (no account
 * enumeration). `clientIp` feeds the login limits of the Users collection (which hold on every path).
 */
export async function login(
  payload: Payload,
  lang: Lang,
  email: string,
  password: string,
  clientIp = 'local',
  secondFactor: Pick<SecondFactorInput, 'code' | 'enrolTicket' | 'passkey' | 'origin'> = {},
): Promise<AuthResult> {
  const started = Date.now()
  const result = await attemptLogin(payload, lang, email, password, clientIp, secondFactor)
  // A refusal takes as long whether or not the account exists (an unknown address skips the hash).
  if (!result.ok) {
    metrics().signInFailures.inc({ path: 'shop' })
    await until(started + REFUSAL_FLOOR_MS)
  }
  return result
}

/** How long a refused sign-in or any reset request takes at least (above the password hash's cost). */
export const REFUSAL_FLOOR_MS = 400
const until = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())))

async function attemptLogin(
  payload: Payload,
  lang: Lang,
  email: string,
  password: string,
  clientIp: string,
  factor: Pick<SecondFactorInput, 'code' | 'enrolTicket' | 'passkey' | 'origin'>,
): Promise<AuthResult> {
  const t = messages[lang].auth
  // The hook of the Users collection (features/sign-in/two-factor/gate.ts) reads the code here and leaves its news.
  const secondFactor: SecondFactorInput = { ...factor }
  try {
    const res = await payload.login({
      collection: 'users',
      data: { email: email.trim().toLowerCase(), password },
      req: { context: { clientIp, secondFactor } },
    })
    if (!res.token || !res.user) return { ok: false, status: 401, error: t.wrongCredentials }
    const user = res.user as User
    // An app set up inside this sign-in (a required second factor): its owner is told, as from Sicurezza.
    if (secondFactor.issuedCodes) await sendSecurityNotice(payload, lang, user, { kind: 'appOn' })
    return {
      ok: true,
      user,
      cookie: sessionCookie(payload, res.token),
      ...(secondFactor.issuedCodes ? { recoveryCodes: secondFactor.issuedCodes } : {}),
      ...(secondFactor.usedRecoveryCode ? { recoveryLeft: (await factorState(payload, user.id)).recoveryLeft } : {}),
    }
  } catch (err) {
    const second = secondFactorRefusal(err)
    if (second) return secondFactorAnswer(second, lang)
    if (isLockedAccount(err)) return { ok: false, status: 429, error: t.locked }
    // Our own login limit (Users collection, beforeOperation).
    if (errorStatus(err) === 429) return { ok: false, status: 429, error: t.tooMany }
    // Wrong password, unknown user, or a blank or malformed password (a validation error): all the same to the visitor.
    if ([400, 401, 403].includes(errorStatus(err) ?? 0)) return { ok: false, status: 401, error: t.wrongCredentials }
    throw err
  }
}

function secondFactorAnswer(err: NonNullable<ReturnType<typeof secondFactorRefusal>>, lang: Lang): AuthResult {
  const t = messages[lang].auth
  switch (err.reason) {
    case 'too-many':
      return { ok: false, status: 429, error: t.tooMany }
    case 'wrong':
      return { ok: false, status: 401, error: t.second.wrong, secondFactor: 'wrong' }
    case 'enrol':
      return { ok: false, status: 401, error: t.second.enrol, secondFactor: 'enrol', enrolment: err.enrolment }
    default:
      return { ok: false, status: 401, error: t.second.needed, secondFactor: 'needed' }
  }
}

const verifyLink = (token: string) => `${env.siteUrl}/api/auth/verify?token=${encodeURIComponent(token)}`

/**
 * Queues the e-mail with the link that proves `token`, stored on the account (with the new account at
 * sign-up; "send the link again" sends the same one, ./resend-verification.ts).
 */
export async function queueVerification(
  payload: Payload,
  lang: Lang,
  user: Pick<User, 'email' | 'firstName'>,
  token: string,
): Promise<void> {
  const t = messages[lang].auth
  const link = verifyLink(token)
  const intro = fill(t.verifyBody, { name: user.firstName || '' })
  // Queued, its first try not awaited: the sign-up answers whatever the mail server does (issue 53).
  await queueMail(payload, {
    to: user.email,
    ...(await linkMessage(lang, {
      subject: t.verifySubject,
      body: intro,
      link,
      button: t.verifyButton,
      showUrl: true,
    })),
  })
}

/**
 * A sign-up's outcome. The visitor is told the same whether or not the address already has an account
 * (no enumeration): a new account comes with its session; an existing one gets an e-mail instead.
 */
export type SignupResult =
  { ok: true; session: { user: User; cookie: string } | null } | { ok: false; status: number; error: string }

/** A sign-up answers in at least this long, new address or known (creating the account takes about as long). */
export const SIGNUP_FLOOR_MS = 700

export async function signup(
  payload: Payload,
  lang: Lang,
  data: { firstName: string; lastName: string; email: string; password: string },
  clientIp = 'local',
): Promise<SignupResult> {
  const started = Date.now()
  const result = await attemptSignup(payload, lang, data, clientIp)
  await until(started + SIGNUP_FLOOR_MS)
  return result
}

async function attemptSignup(
  payload: Payload,
  lang: Lang,
  data: { firstName: string; lastName: string; email: string; password: string },
  clientIp: string,
): Promise<SignupResult> {
  const email = data.email.trim().toLowerCase()
  const existing = await payload.count({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) return alreadyRegistered(payload, lang, email)
  // Customers cannot create accounts through Payload's API: this endpoint is the only way in (with
  // its rate limit and the verification e-mail), so it writes as the system, with exactly these fields.
  const token = crypto.randomBytes(24).toString('hex')
  let user: User
  try {
    user = (await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        email,
        password: data.password,
        firstName: data.firstName.trim(),
        lastName: data.lastName.trim(),
        role: 'customer',
        verified: false,
        verifyToken: token,
      } as never,
    })) as User
  } catch (err) {
    // The same address signed up at the same moment by another request: the unique index decides.
    if (invalidFields(err).includes('email')) return alreadyRegistered(payload, lang, email)
    throw err
  }
  await queueVerification(payload, lang, user, token)
  const session = await login(payload, lang, email, data.password, clientIp)
  return { ok: true, session: session.ok ? { user: session.user, cookie: session.cookie } : null }
}

/**
 * Sign-up with an address that has an account: the visitor sees the usual answer, and the address's
 * owner gets an e-mail saying so, with the way to sign in or reset the password (a few a day at most,
 * so nobody's mailbox can be flooded through this form).
 */
async function alreadyRegistered(payload: Payload, lang: Lang, email: string): Promise<SignupResult> {
  if (await allowPolicy(payload, 'signup:existing', email)) {
    const t = messages[lang].auth
    // Queued like a new account's verification, so both answers take the same time.
    await queueMail(payload, {
      to: email,
      ...(await linkMessage(lang, {
        subject: t.existingSubject,
        body: t.existingBody,
        link: `${env.siteUrl}/account`,
        button: t.existingButton,
      })),
    })
  }
  return { ok: true, session: null }
}

export async function verifyEmail(payload: Payload, token: string): Promise<boolean> {
  if (!/^[a-f0-9]{48}$/.test(token)) return false
  const found = await payload.find({
    collection: 'users',
    where: { verifyToken: { equals: token } },
    limit: 1,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const user = found.docs[0]
  if (!user) return false
  await payload.update({
    collection: 'users',
    id: user.id,
    overrideAccess: true,
    data: { verified: true, verifyToken: null },
  })
  return true
}

export async function requestPasswordReset(payload: Payload, lang: Lang, email: string): Promise<void> {
  const started = Date.now()
  await sendResetLink(payload, lang, email)
  // The same answer in the same time whether or not the address has an account.
  await until(started + REFUSAL_FLOOR_MS)
}

async function sendResetLink(payload: Payload, lang: Lang, email: string): Promise<void> {
  const t = messages[lang].auth
  const normalized = email.trim().toLowerCase()
  // A few links an hour to one mailbox, whoever asks (reset:ip is per client): counted for every address,
  // known or not, so the answer takes the same time; a refused request leaves the last link valid.
  if (!(await allowPolicy(payload, 'reset:email', normalized))) return
  const token = await payload.forgotPassword({
    collection: 'users',
    data: { email: normalized },
    disableEmail: true,
    expiration: 60 * 60 * 1000,
  })
  if (!token) return
  const link = `${env.siteUrl}/reset-password?token=${encodeURIComponent(token)}`
  // Queued, not awaited: a known address's answer would otherwise take the relay's time (enumeration).
  await queueMail(payload, {
    to: normalized,
    ...(await linkMessage(lang, { subject: t.resetSubject, body: t.resetBody, link, button: t.resetButton })),
  })
}

export async function resetPassword(payload: Payload, token: string, password: string): Promise<boolean> {
  try {
    // The token it would sign is never handed out (the visitor signs in afterwards): no second factor
    // here, and no session either — every session of the account ends, none is opened (ADR 0034).
    await payload.resetPassword({
      collection: 'users',
      data: { token, password },
      overrideAccess: true,
      req: { context: { secondFactorSatisfied: true, [SESSIONLESS]: true } },
    })
    return true
  } catch {
    return false
  }
}
