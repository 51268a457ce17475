import { APIError, type CollectionBeforeLoginHook, type PayloadRequest } from 'payload'
import { recordAudit } from '@/features/audit/server'
import { env } from '@/lib/env'
import { clientIpFrom } from '@/lib/http'
import { log } from '@/lib/logger'
import { metrics } from '@/services/metrics'
import { allowPolicy, returnHit } from '@/services/rate-limit'
import { isAdminUser } from '@/payload/access'
import { authSessionStore, openedSessionOf, SESSIONLESS } from '@/features/sign-in/auth-sessions'
import type { AuthMethod } from '../session-factors'
import { verifyPasskey } from '../passkeys/service'
import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import { enrolmentSecret, newEnrolment, type Enrolment } from './enrolment'
import { enableTotp, factorState, spendRecoveryCode, spendTotpCode } from './store'
import { isRecoveryCodeShape, totpStep } from './totp'
import { revokeWeakSessions } from './session-guard'

/**
 * The second factor at sign-in (issue 42, ADR 0028), as a `beforeLogin` hook of the Users collection:
 * it runs on every password sign-in — the shop's dialog, /cms/api/users/login (GraphQL is not mounted), the Local API,
 * and Payload's reset-password, which signs in too — after the password was checked and before any
 * token is signed (a refusal here revokes the session row Payload had just added and ends the
 * login's transaction). Operators with an authenticator app must give a code from it or a recovery code;
 * when the second factor is required (https, or REQUIRE_OPERATOR_2FA) an operator without one sets
 * it up before the first session.
 *
 * The code comes in the request body (`code`, and `enrolTicket` while setting up) on Payload's REST
 * login, and in `context.secondFactor` on the Local API (the shop's own sign-in).
 */
export type SecondFactorInput = {
  code?: string
  enrolTicket?: string
  /** A passkey's answer to a sign-in ticket (features/sign-in/passkeys), and the page's origin it was made for. */
  passkey?: { ticket: string; response: AuthenticationResponseJSON }
  origin?: string | null
  /** Filled by the hook: recovery codes to show once (set-up), or that a recovery code was used. */
  issuedCodes?: string[]
  usedRecoveryCode?: boolean
}

export type SecondFactorReason = 'needed' | 'enrol' | 'wrong' | 'too-many' | 'enrol-in-shop'

/** A sign-in stopped at the second factor; `enrolment` when the operator must set up an app first. */
export class SecondFactorError extends APIError<{ secondFactor: SecondFactorReason }> {
  constructor(
    readonly reason: SecondFactorReason,
    readonly enrolment?: Enrolment,
  ) {
    super(MESSAGES[reason], reason === 'too-many' ? 429 : 401, { secondFactor: reason }, true)
  }
}

/**
 * The second-factor refusal inside an error from Payload's login, or null. Read from the error's data,
 * not by `instanceof`: the hook and the shop's routes may be bundled apart (two copies of the class).
 */
export function secondFactorRefusal(err: unknown): { reason: SecondFactorReason; enrolment?: Enrolment } | null {
  const e = err as { data?: { secondFactor?: unknown }; enrolment?: Enrolment } | null
  const reason = e?.data?.secondFactor
  if (typeof reason !== 'string' || !(reason in MESSAGES)) return null
  return { reason: reason as SecondFactorReason, enrolment: e?.enrolment }
}

const MESSAGES: Record<SecondFactorReason, string> = {
  needed: 'A second factor is required: send `code` (from the authenticator app, or a recovery code).',
  enrol: 'Set up an authenticator app to sign in.',
  wrong: 'The second-factor code is wrong or was already used.',
  'too-many': 'Too many wrong codes. Try again in a few minutes.',
  'enrol-in-shop': `This operator account must set up a second factor first: sign in at ${env.siteUrl}/sign-in.`,
}

type Ctx = { secondFactor?: SecondFactorInput; secondFactorSatisfied?: boolean; clientIp?: string }

function inputOf(req: PayloadRequest): SecondFactorInput {
  if (req.payloadAPI === 'local') return (req.context as Ctx | undefined)?.secondFactor ?? {}
  const data = (req.data ?? {}) as Record<string, unknown>
  const str = (v: unknown) => (typeof v === 'string' && v.length <= 4000 ? v : undefined)
  const passkey = data.passkey as { ticket?: unknown; response?: unknown } | undefined
  return {
    code: str(data.code),
    enrolTicket: str(data.enrolTicket),
    ...(passkey && str(passkey.ticket) && passkey.response && typeof passkey.response === 'object'
      ? {
          passkey: { ticket: str(passkey.ticket)!, response: passkey.response as AuthenticationResponseJSON },
          origin: req.headers?.get('origin') ?? null,
        }
      : {}),
  }
}

const ipOf = (req: PayloadRequest) =>
  (req.context as Ctx | undefined)?.clientIp ?? (req.headers ? clientIpFrom(req.headers) : null)

export const requireSecondFactor: CollectionBeforeLoginHook = async ({ req, user }) => {
  if (!isAdminUser(user)) return user
  // The shop's own checks of a signed-in operator's password (changing the e-mail address or the password,
  // a reset from the e-mailed link): they open no session (ADR 0034), so no token of theirs is ever honoured.
  const ctx = req.context as (Ctx & Record<string, unknown>) | undefined
  if (req.payloadAPI === 'local' && ctx?.secondFactorSatisfied === true && ctx[SESSIONLESS] === true) return user
  const state = await factorState(req.payload, user.id)
  const hasFactor = state.totp || state.passkeys > 0
  if (!hasFactor && !env.requireOperator2fa) return user
  const input = inputOf(req)
  if (!hasFactor) return enrolAtSignIn(req, user, input)
  if (input.passkey) {
    const ok = await verifyPasskey(req.payload, input.passkey, input.origin ?? null, { onlyUser: user.id })
    if (!ok) {
      await allowPolicy(req.payload, 'second-factor:acct', String(user.id))
      throw new SecondFactorError(refused(user, ipOf(req), 'wrong'))
    }
    await sessionProved(req, user, ok.userVerified ? ['pk', 'uv'] : ['pk'])
    return user
  }
  if (!input.code) throw new SecondFactorError('needed')
  await checkCode(req, user, input)
  return user
}

async function checkCode(req: PayloadRequest, user: { id: number | string; email: string }, input: SecondFactorInput) {
  const outcome = await verifyCode(req.payload, user, input.code ?? '', ipOf(req))
  if (outcome === 'wrong' || outcome === 'too-many') throw new SecondFactorError(outcome)
  if (outcome === 'recovery') input.usedRecoveryCode = true
  await sessionProved(req, user, [outcome === 'recovery' ? 'rec' : 'otp'])
}

/** The session this sign-in opened (by password) records the second factor it passed (ADR 0034). */
async function sessionProved(req: PayloadRequest, user: { id: number | string }, methods: AuthMethod[]) {
  const sid = openedSessionOf(req)
  if (sid) await authSessionStore.addMethods({ collection: 'users', userId: user.id, sid, methods, req })
}

/**
 * An operator's code checked and used up: one from the app or a recovery code (each works once). Wrong
 * codes count against the account's limit; past it every code is refused for a while. Refusals are
 * logged and counted; a recovery code's use goes in the audit log.
 */
export async function verifyCode(
  payload: PayloadRequest['payload'],
  user: { id: number | string; email: string },
  code: string,
  ip: string | null,
): Promise<'ok' | 'recovery' | 'wrong' | 'too-many'> {
  const subject = String(user.id)
  // The attempt is counted before the code is looked at, in one atomic insert-or-add: codes sent at once
  // each take their own place in the count, so no more of them are looked at than one by one.
  if (!(await allowPolicy(payload, 'second-factor:acct', subject))) return refused(user, ip, 'too-many')
  const recovery = isRecoveryCodeShape(code)
  const ok = recovery ? await spendRecoveryCode(payload, user.id, code) : await spendTotpCode(payload, user.id, code)
  if (!ok) return refused(user, ip, 'wrong')
  // Only wrong codes count against the limit: a right one gives its place back.
  await returnHit(payload, `second-factor:acct:${subject}`)
  if (!recovery) return 'ok'
  const left = (await factorState(payload, user.id)).recoveryLeft
  log.warn('operator used a recovery code', { user: user.email, left })
  await auditTwoFactor(payload, user, ip, { recoveryUsed: left })
  return 'recovery'
}

async function enrolAtSignIn(
  req: PayloadRequest,
  user: { id: number | string; email: string },
  input: SecondFactorInput,
) {
  // REST callers have no page to show a QR code on: the set-up happens in the shop's sign-in.
  if (req.payloadAPI !== 'local') throw new SecondFactorError('enrol-in-shop')
  if (!input.enrolTicket || !input.code) throw new SecondFactorError('enrol', await newEnrolment(user))
  const secret = await enrolmentSecret(input.enrolTicket, user.id)
  const step = secret ? totpStep(secret, input.code) : null
  if (!secret || step === null) {
    await allowPolicy(req.payload, 'second-factor:acct', String(user.id))
    throw new SecondFactorError(refused(user, ipOf(req), 'wrong'))
  }
  const codes = await enableTotp(req.payload, user.id, secret, step, req)
  if (!codes) throw new SecondFactorError('needed')
  // This session proved the new app; any other opened with the password alone ends (ADR 0034).
  await sessionProved(req, user, ['otp'])
  await revokeWeakSessions(req.payload, user.id, req)
  input.issuedCodes = codes
  await auditTwoFactor(req.payload, user, ipOf(req), 'on', req)
  return user
}

function refused<R extends 'wrong' | 'too-many'>(user: { email: string }, ip: string | null, reason: R): R {
  log.warn('second factor refused', { user: user.email, reason, ip })
  metrics().signInFailures.inc({ path: 'second-factor' })
  return reason
}

/** The audit log's line for turning the second factor on or off (or new recovery codes). */
export async function auditTwoFactor(
  payload: PayloadRequest['payload'],
  user: { id: number | string; email: string },
  ip: string | null,
  what: 'on' | 'off' | 'new-codes' | 'passkey-added' | 'passkey-removed' | { recoveryUsed: number },
  req?: PayloadRequest,
) {
  const [change, note] =
    typeof what === 'object'
      ? [{ field: 'recoveryCodesLeft', before: what.recoveryUsed + 1, after: what.recoveryUsed }, 'recovery code used']
      : what === 'new-codes'
        ? [{ field: 'recoveryCodes', before: 'replaced', after: 'new' }, 'new recovery codes']
        : what.startsWith('passkey')
          ? [{ field: 'passkeys', before: null, after: what === 'passkey-added' ? 'added' : 'removed' }, what]
          : [{ field: 'twoFactor', before: what === 'on' ? 'off' : 'on', after: what }, `second factor ${what}`]
  await recordAudit(payload, {
    by: user.email,
    ip,
    target: 'users',
    docId: user.id,
    operation: 'action',
    changes: [change],
    note,
    req,
  })
}
