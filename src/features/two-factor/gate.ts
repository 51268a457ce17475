import { APIError, type CollectionBeforeLoginHook, type PayloadRequest } from 'payload'
import { recordAudit } from '@/features/audit/record'
import { env } from '@/lib/env'
import { clientIpFrom } from '@/lib/http'
import { log } from '@/lib/logger'
import { metrics } from '@/lib/metrics'
import { allowPolicy, pastPolicy } from '@/lib/rate-limit'
import { isAdminUser } from '@/payload/access'
import { enrolmentSecret, newEnrolment, type Enrolment } from './enrolment'
import { enableTotp, factorState, useRecoveryCode, useTotpCode } from './store'
import { isRecoveryCodeShape, totpStep } from './totp'

/**
 * The second factor at sign-in (issue 42, ADR 0028), as a `beforeLogin` hook of the Users collection:
 * it runs on every password sign-in — the shop's dialog, /cms/api/users/login, GraphQL, the Local API,
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
  return { code: str(data.code), enrolTicket: str(data.enrolTicket) }
}

const ipOf = (req: PayloadRequest) =>
  (req.context as Ctx | undefined)?.clientIp ?? (req.headers ? clientIpFrom(req.headers) : null)

export const requireSecondFactor: CollectionBeforeLoginHook = async ({ req, user }) => {
  if (!isAdminUser(user)) return user
  // The shop's own checks of a signed-in operator's password (changing it or the e-mail address, a reset
  // from the e-mailed link): their token is never handed out, or the session already passed the factor.
  if (req.payloadAPI === 'local' && (req.context as Ctx | undefined)?.secondFactorSatisfied === true) return user
  const state = await factorState(req.payload, user.id)
  if (!state.totp && !env.requireOperator2fa) return user
  const input = inputOf(req)
  if (!state.totp) return enrolAtSignIn(req, user, input)
  if (!input.code) throw new SecondFactorError('needed')
  await checkCode(req, user, input)
  return user
}

async function checkCode(req: PayloadRequest, user: { id: number | string; email: string }, input: SecondFactorInput) {
  const subject = String(user.id)
  if (await pastPolicy(req.payload, 'second-factor:acct', subject)) throw refused(req, user, 'too-many')
  const code = input.code ?? ''
  const recovery = isRecoveryCodeShape(code)
  const ok = recovery ? await useRecoveryCode(req.payload, user.id, code) : await useTotpCode(req.payload, user.id, code)
  if (!ok) {
    await allowPolicy(req.payload, 'second-factor:acct', subject)
    throw refused(req, user, 'wrong')
  }
  if (recovery) {
    input.usedRecoveryCode = true
    const left = (await factorState(req.payload, user.id)).recoveryLeft
    log.warn('operator signed in with a recovery code', { user: user.email, left })
    await recordAudit(req.payload, {
      by: user.email,
      ip: ipOf(req),
      target: 'users',
      docId: user.id,
      operation: 'action',
      changes: [{ field: 'recoveryCodesLeft', before: left + 1, after: left }],
      note: 'sign-in with a recovery code',
    })
  }
}

async function enrolAtSignIn(req: PayloadRequest, user: { id: number | string; email: string }, input: SecondFactorInput) {
  // REST and GraphQL callers have no page to show a QR code on: the set-up happens in the shop's sign-in.
  if (req.payloadAPI !== 'local') throw new SecondFactorError('enrol-in-shop')
  if (!input.enrolTicket || !input.code) throw new SecondFactorError('enrol', await newEnrolment(user))
  const secret = await enrolmentSecret(input.enrolTicket, user.id)
  const step = secret ? totpStep(secret, input.code) : null
  if (!secret || step === null) {
    await allowPolicy(req.payload, 'second-factor:acct', String(user.id))
    throw refused(req, user, 'wrong')
  }
  const codes = await enableTotp(req.payload, user.id, secret, step, req)
  if (!codes) throw new SecondFactorError('needed')
  input.issuedCodes = codes
  await auditTwoFactor(req.payload, user, ipOf(req), 'on', req)
  return user
}

function refused(req: PayloadRequest, user: { email: string }, reason: 'wrong' | 'too-many') {
  log.warn('second factor refused', { user: user.email, reason, ip: ipOf(req) })
  metrics().signInFailures.inc({ path: 'second-factor' })
  return new SecondFactorError(reason)
}

/** The audit log's line for turning the second factor on or off (or new recovery codes). */
export async function auditTwoFactor(
  payload: PayloadRequest['payload'],
  user: { id: number | string; email: string },
  ip: string | null,
  what: 'on' | 'off' | 'new-codes',
  req?: PayloadRequest,
) {
  await recordAudit(payload, {
    by: user.email,
    ip,
    target: 'users',
    docId: user.id,
    operation: 'action',
    changes: [
      what === 'new-codes'
        ? { field: 'recoveryCodes', before: 'replaced', after: 'new' }
        : { field: 'twoFactor', before: what === 'on' ? 'off' : 'on', after: what },
    ],
    note: what === 'new-codes' ? 'new recovery codes' : `second factor ${what}`,
    req,
  })
}
