import { afterEach, describe, expect, it } from 'vitest'
import { login, resetPassword } from '@/features/sign-in/auth-service'
import { signInWithClaims } from '@/features/sign-in/google'
import { passkeyName } from '@/features/sign-in/passkeys/schemas'
import { renamePasskey } from '@/features/sign-in/passkeys/service'
import { enableTotp, factorState } from '@/features/sign-in/two-factor/store'
import { newTotpSecret, totpCode, TOTP_PERIOD_S } from '@/features/sign-in/two-factor/totp'
import type { User } from '@/payload-types'
import { makeCustomer, shop } from './helpers'

const PASSWORD = 'secret-pass-1'
const tokenOf = (cookie: string) => /payload-token=([^;]+)/.exec(cookie)?.[1] ?? ''
let ip = 0
const freshIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`

async function makeOperator(): Promise<User> {
  return makeCustomer(await shop(), { role: 'admin' })
}

/** An operator with an app on: its secret, the step already used at set-up, and its recovery codes. */
async function operatorWithApp(at = Date.now() - TOTP_PERIOD_S * 1000) {
  const payload = await shop()
  const user = await makeOperator()
  const secret = newTotpSecret()
  const codes = await enableTotp(payload, user.id, secret, Math.floor(at / 1000 / TOTP_PERIOD_S))
  if (!codes) throw new Error('no codes')
  return { user, secret, codes }
}

/** Payload's REST login (/cms/api/users/login): the body is the request's data. */
async function restLogin(email: string, body: Record<string, unknown>) {
  const payload = await shop()
  return payload.login({
    collection: 'users',
    data: { email, password: PASSWORD },
    req: { payloadAPI: 'REST', data: { email, password: PASSWORD, ...body }, context: { clientIp: freshIp() } },
  })
}

afterEach(() => {
  delete process.env.REQUIRE_OPERATOR_2FA
})

describe('operators sign in with a second factor (issue 42)', () => {
  it('an operator with an app gives a code; without one, or with a wrong one, there is no session', async () => {
    const payload = await shop()
    const { user, secret } = await operatorWithApp()
    const none = await login(payload, 'it', user.email, PASSWORD, freshIp())
    expect(none).toMatchObject({ ok: false, status: 401, secondFactor: 'needed' })
    const wrong = await login(payload, 'en', user.email, PASSWORD, freshIp(), { code: '000000' })
    expect(wrong).toMatchObject({ ok: false, secondFactor: 'wrong', error: 'That code is wrong or was already used.' })
    const right = await login(payload, 'it', user.email, PASSWORD, freshIp(), { code: totpCode(secret) })
    expect(right.ok).toBe(true)
    if (!right.ok) return
    const { user: who } = await payload.auth({
      headers: new Headers({ Authorization: `JWT ${tokenOf(right.cookie)}` }),
    })
    expect(who?.id).toBe(user.id)
    // No session row was left by the refused attempts: only the one that passed.
    const fresh = await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })
    expect(fresh.sessions?.length).toBe(1)
  })

  it('a code works once (RFC 6238 replay): the same code again is refused, the next step is accepted', async () => {
    const payload = await shop()
    const { user, secret } = await operatorWithApp()
    const code = totpCode(secret)
    expect((await login(payload, 'it', user.email, PASSWORD, freshIp(), { code })).ok).toBe(true)
    expect(await login(payload, 'it', user.email, PASSWORD, freshIp(), { code })).toMatchObject({
      secondFactor: 'wrong',
    })
    const next = totpCode(secret, Date.now() + TOTP_PERIOD_S * 1000)
    expect((await login(payload, 'it', user.email, PASSWORD, freshIp(), { code: next })).ok).toBe(true)
  })

  it('a recovery code signs in once; two sign-ins racing with it open one session', async () => {
    const payload = await shop()
    const { user, codes } = await operatorWithApp()
    const first = await login(payload, 'it', user.email, PASSWORD, freshIp(), { code: codes[0].toUpperCase() })
    expect(first).toMatchObject({ ok: true, recoveryLeft: 9 })
    expect(await login(payload, 'it', user.email, PASSWORD, freshIp(), { code: codes[0] })).toMatchObject({
      secondFactor: 'wrong',
    })
    const race = await Promise.all(
      [0, 1, 2].map(() => login(payload, 'it', user.email, PASSWORD, freshIp(), { code: codes[1] })),
    )
    expect(race.filter((r) => r.ok)).toHaveLength(1)
    expect((await factorState(payload, user.id)).recoveryLeft).toBe(8)
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ by: { equals: user.email } }, { note: { equals: 'recovery code used' } }] },
      overrideAccess: true,
    })
    expect(audit.totalDocs).toBe(2)
  })

  it('wrong codes are limited: after five, even the right code is refused for a while', async () => {
    const payload = await shop()
    const { user, secret } = await operatorWithApp()
    const scale = Math.max(1, Number(process.env.RATE_LIMIT_SCALE) || 1)
    for (let i = 0; i < 5 * scale; i++)
      expect((await login(payload, 'it', user.email, PASSWORD, freshIp(), { code: '123456' })).ok).toBe(false)
    const right = await login(payload, 'it', user.email, PASSWORD, freshIp(), { code: totpCode(secret) })
    expect(right).toMatchObject({ ok: false, status: 429 })
  })

  it('Payload REST login needs the code in the body too', async () => {
    const { user, secret } = await operatorWithApp()
    await expect(restLogin(user.email, {})).rejects.toMatchObject({ status: 401 })
    await expect(restLogin(user.email, { code: '999999' })).rejects.toMatchObject({ status: 401 })
    const res = await restLogin(user.email, { code: totpCode(secret) })
    expect(res.token).toBeTruthy()
  })

  it('when required, an operator without an app sets one up before the first session; customers are not asked', async () => {
    process.env.REQUIRE_OPERATOR_2FA = '1'
    const payload = await shop()
    const user = await makeOperator()
    const first = await login(payload, 'it', user.email, PASSWORD, freshIp())
    expect(first).toMatchObject({ ok: false, secondFactor: 'enrol' })
    if (first.ok || !first.enrolment) throw new Error('no enrolment')
    const { ticket, secret, uri, qrSvg } = first.enrolment
    expect(uri).toContain(encodeURIComponent(user.email))
    expect(qrSvg).toContain('<svg')
    // A ticket is bound to its account: another operator's ticket is refused.
    const other = await makeOperator()
    const stolen = await login(payload, 'it', other.email, PASSWORD, freshIp(), {
      enrolTicket: ticket,
      code: totpCode(secret),
    })
    expect(stolen).toMatchObject({ ok: false, secondFactor: 'wrong' })
    const wrong = await login(payload, 'it', user.email, PASSWORD, freshIp(), { enrolTicket: ticket, code: '000000' })
    expect(wrong).toMatchObject({ ok: false, secondFactor: 'wrong' })
    expect((await factorState(payload, user.id)).totp).toBe(false)
    const done = await login(payload, 'it', user.email, PASSWORD, freshIp(), {
      enrolTicket: ticket,
      code: totpCode(secret),
    })
    expect(done.ok).toBe(true)
    if (!done.ok) return
    expect(done.recoveryCodes).toHaveLength(10)
    expect(new Set(done.recoveryCodes).size).toBe(10)
    expect(await factorState(payload, user.id)).toEqual({ totp: true, recoveryLeft: 10, passkeys: 0 })
    // REST cannot set up: it is told where to.
    const another = await makeOperator()
    await expect(restLogin(another.email, {})).rejects.toMatchObject({ status: 401, message: /sign-in/ })
    const customer = await makeCustomer(payload)
    expect((await login(payload, 'it', customer.email, PASSWORD, freshIp())).ok).toBe(true)
  })

  it('not required on a plain-http shop: an operator without an app signs in with the password', async () => {
    const payload = await shop()
    const user = await makeOperator()
    expect((await login(payload, 'it', user.email, PASSWORD, freshIp())).ok).toBe(true)
  })

  it('Google sign-in does not skip it, a reset by e-mailed link still works, and deleting the operator deletes the factors', async () => {
    const payload = await shop()
    const { user } = await operatorWithApp()
    await expect(signInWithClaims(payload, { email: user.email, email_verified: true } as never)).rejects.toThrow(
      /two-step/,
    )
    const token = 'reset-token-' + Date.now()
    await payload.update({
      collection: 'users',
      id: user.id,
      overrideAccess: true,
      data: { resetPasswordToken: token, resetPasswordExpiration: new Date(Date.now() + 3600_000).toISOString() },
    })
    expect(await resetPassword(payload, token, 'another-pass-2')).toBe(true)
    await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
    const left = await payload.count({
      collection: 'recovery-codes',
      where: { user: { equals: user.id } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
    expect((await factorState(payload, user.id)).totp).toBe(false)
  })
})

describe('passkey names', () => {
  it('an account renames its own passkey only, to a name of 1 to 60 characters', async () => {
    const payload = await shop()
    const [owner, other] = [await makeCustomer(payload), await makeCustomer(payload)]
    const key = await payload.create({
      collection: 'passkeys',
      overrideAccess: true,
      data: { user: owner.id, credentialId: `cred-${Date.now()}`, publicKey: 'pk', counter: 0, name: 'Telefono' },
    })
    const name = async () =>
      (await payload.findByID({ collection: 'passkeys', id: key.id, overrideAccess: true, depth: 0 })).name
    expect(await renamePasskey(payload, other.id, key.id, 'Preso')).toBe(false)
    expect(await name()).toBe('Telefono')
    expect(await renamePasskey(payload, owner.id, key.id, 'Telefono di lavoro')).toBe(true)
    expect(await name()).toBe('Telefono di lavoro')
    expect(passkeyName.safeParse('  Portatile  ')).toMatchObject({ success: true, data: 'Portatile' })
    for (const bad of ['', '   ', 'x'.repeat(61), null]) expect(passkeyName.safeParse(bad).success).toBe(false)
  })
})
