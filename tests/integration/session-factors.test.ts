import config from '@payload-config'
import { eq } from '@payloadcms/db-sqlite/drizzle'
import { handleEndpoints } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'
import { login, resetPassword } from '@/features/sign-in/auth-service'
import { setOwnPassword } from '@/features/account/own-password'
import { verifyPassword } from '@/features/sign-in/password-check'
import { listSessions } from '@/features/sign-in/sessions'
import { renewCodes, turnOnApp } from '@/features/sign-in/two-factor/app-changes'
import { newEnrolment } from '@/features/sign-in/two-factor/enrolment'
import { verifyCode } from '@/features/sign-in/two-factor/gate'
import { afterFactorAdded, revokeWeakOperatorSessions } from '@/features/sign-in/two-factor/session-guard'
import { enableTotp, factorState } from '@/features/sign-in/two-factor/store'
import { newTotpSecret, totpCode, TOTP_PERIOD_S } from '@/features/sign-in/two-factor/totp'
import type { User } from '@/payload-types'
import { makeCustomer, shop } from './helpers'

/**
 * Issue 52, "Keys and sessions": sessions remember how they were opened, so an operator's sessions
 * without a second factor end when the factor is set up or required (and refresh-token cannot extend
 * them); the shop's own password checks leave no session behind; wrong codes are counted atomically.
 */
const PASSWORD = 'secret-pass-1'
const tokenOf = (cookie: string) => /payload-token=([^;]+)/.exec(cookie)?.[1] ?? ''
const bearer = (token: string) => new Headers({ Authorization: `JWT ${token}` })
const scale = () => Math.max(1, Number(process.env.RATE_LIMIT_SCALE) || 1)
let ip = 0
const freshIp = () => `10.52.${Math.floor(++ip / 250)}.${ip % 250}`

afterEach(() => {
  delete process.env.REQUIRE_OPERATOR_2FA
})

async function signIn(email: string, code?: string, password = PASSWORD): Promise<string> {
  const r = await login(await shop(), 'it', email, password, freshIp(), code ? { code } : {})
  if (!r.ok) throw new Error(`sign-in refused: ${r.error}`)
  return tokenOf(r.cookie)
}

/** The account the token signs in, or null (what every page, /cms and /cms/api ask). */
async function who(token: string): Promise<User | null> {
  const { user } = await (await shop()).auth({ headers: bearer(token) })
  return (user as User | null) ?? null
}

/** Payload's POST /cms/api/users/refresh-token with this token, as the app's route answers it. */
async function refresh(token: string): Promise<number> {
  const res = await handleEndpoints({
    config,
    path: '/cms/api/users/refresh-token',
    request: new Request('http://127.0.0.1:3000/cms/api/users/refresh-token', {
      method: 'POST',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    }),
  })
  return res.status
}

/** The account's session rows in the database, whatever any read filters. */
async function sessionRows(userId: number): Promise<{ id: string; amr: string | null }[]> {
  const payload = await shop()
  const { drizzle, tables } = payload.db as unknown as {
    drizzle: { select(): { from(t: unknown): { where(w: unknown): Promise<{ id: string; amr: string | null }[]> } } }
    tables: Record<string, { _parentID: never }>
  }
  const t = tables.users_sessions
  return drizzle
    .select()
    .from(t)
    .where(eq(t._parentID, userId as never))
}

const makeOperator = async () => makeCustomer(await shop(), { role: 'admin' })
const step = (at = Date.now() - TOTP_PERIOD_S * 1000) => Math.floor(at / 1000 / TOTP_PERIOD_S)

describe("an operator's sessions and the second factor", () => {
  it('sessions opened with the password alone stop working when an app is set up; refresh-token cannot extend them', async () => {
    const payload = await shop()
    const op = await makeOperator()
    const [laptop, phone] = [await signIn(op.email), await signIn(op.email)]
    expect((await who(laptop))?.id).toBe(op.id)
    expect(await refresh(laptop)).toBe(200)
    // The app turned on from elsewhere (another browser, the break-glass script's counterpart).
    const secret = newTotpSecret()
    await enableTotp(payload, op.id, secret, step())
    expect(await who(laptop)).toBeNull()
    expect(await who(phone)).toBeNull()
    expect(await refresh(phone)).not.toBe(200)
    // A session opened with the code is honoured and can be extended.
    const withCode = await signIn(op.email, totpCode(secret))
    expect((await who(withCode))?.id).toBe(op.id)
    expect(await refresh(withCode)).toBe(200)
    // Accessi lists it alone, with how it was opened.
    expect((await listSessions(payload, (await who(withCode))!)).map((s) => [s.current, s.methods])).toEqual([
      [true, ['pwd', 'otp']],
    ])
  })

  it('setting up the app in one browser signs out the others and keeps this one', async () => {
    const payload = await shop()
    const op = await makeOperator()
    const [here, there] = [await signIn(op.email), await signIn(op.email)]
    const me = (await who(here))!
    // What Account › Sicurezza does once the code from the new app is right.
    await enableTotp(payload, op.id, newTotpSecret(), step())
    await afterFactorAdded(payload, me, ['otp'])
    expect((await who(here))?.id).toBe(op.id)
    expect(await who(there)).toBeNull()
    expect(await sessionRows(op.id)).toEqual([expect.objectContaining({ amr: 'otp pwd' })])
    process.env.REQUIRE_OPERATOR_2FA = '1'
    expect((await who(here))?.id).toBe(op.id)
    expect(await refresh(here)).toBe(200)
  })

  it("where the factor is required, an operator's password-only session is refused and revoked; customers are not affected", async () => {
    const payload = await shop()
    const op = await makeOperator()
    const customer = await makeCustomer(payload)
    const [opToken, customerToken] = [await signIn(op.email), await signIn(customer.email)]
    expect((await who(opToken))?.id).toBe(op.id)
    process.env.REQUIRE_OPERATOR_2FA = '1'
    expect(await who(opToken)).toBeNull()
    expect(await refresh(opToken)).not.toBe(200)
    expect((await who(customerToken))?.id).toBe(customer.id)
    // The shop's start where it is required: such rows are deleted.
    await revokeWeakOperatorSessions(payload)
    expect(await sessionRows(op.id)).toEqual([])
    expect(await sessionRows(customer.id)).toHaveLength(1)
    // The set-up inside the sign-in opens a session with the factor, which is honoured.
    const first = await login(payload, 'it', op.email, PASSWORD, freshIp())
    if (first.ok || !first.enrolment) throw new Error('no enrolment')
    const done = await login(payload, 'it', op.email, PASSWORD, freshIp(), {
      enrolTicket: first.enrolment.ticket,
      code: totpCode(first.enrolment.secret),
    })
    expect(done.ok).toBe(true)
    if (done.ok) expect((await who(tokenOf(done.cookie)))?.id).toBe(op.id)
  })

  it('a session opened with the password only before the app was set up inside another sign-in is signed out', async () => {
    const payload = await shop()
    const op = await makeOperator()
    const before = await signIn(op.email)
    process.env.REQUIRE_OPERATOR_2FA = '1'
    const first = await login(payload, 'it', op.email, PASSWORD, freshIp())
    if (first.ok || !first.enrolment) throw new Error('no enrolment')
    const done = await login(payload, 'it', op.email, PASSWORD, freshIp(), {
      enrolTicket: first.enrolment.ticket,
      code: totpCode(first.enrolment.secret),
    })
    if (!done.ok) throw new Error('enrolment refused')
    delete process.env.REQUIRE_OPERATOR_2FA
    expect(await who(before)).toBeNull()
    expect((await sessionRows(op.id)).map((r) => r.amr)).toEqual(['otp pwd'])
  })
})

describe('wrong second-factor codes are counted atomically', () => {
  it('20 wrong codes sent at once are looked at no more than 5 one by one would be; then the right code is refused', async () => {
    const payload = await shop()
    const op = await makeOperator()
    const secret = newTotpSecret()
    await enableTotp(payload, op.id, secret, step())
    const limit = 5 * scale()
    const wrong = Array.from({ length: 4 * limit }, (_, i) => String(100000 + i))
    const outcomes = await Promise.all(wrong.map((code) => verifyCode(payload, op, code, freshIp())))
    expect(outcomes.filter((o) => o === 'wrong').length).toBeLessThanOrEqual(limit)
    expect(outcomes.filter((o) => o === 'too-many').length).toBeGreaterThanOrEqual(3 * limit)
    expect(await verifyCode(payload, op, totpCode(secret), freshIp())).toBe('too-many')
  })

  it('a right code does not count against the limit', async () => {
    const payload = await shop()
    const op = await makeOperator()
    const secret = newTotpSecret()
    await enableTotp(payload, op.id, secret, step())
    const limit = 5 * scale()
    for (let i = 0; i < limit - 1; i++) expect(await verifyCode(payload, op, '000000', freshIp())).toBe('wrong')
    expect(await verifyCode(payload, op, totpCode(secret), freshIp())).toBe('ok')
    expect(await verifyCode(payload, op, '000000', freshIp())).toBe('wrong')
    expect(await verifyCode(payload, op, totpCode(secret, Date.now() + 30_000), freshIp())).toBe('too-many')
  })
})

describe("the shop's own password checks open no session", () => {
  it('checking the current password (e-mail change, password change, account deletion) writes no session row', async () => {
    const payload = await shop()
    const customer = await makeCustomer(payload)
    const token = await signIn(customer.email)
    expect(await verifyPassword(payload, customer.email, PASSWORD, freshIp())).toBe('ok')
    expect(await verifyPassword(payload, customer.email, 'not-the-password', freshIp())).toBe('wrong')
    expect(await sessionRows(customer.id)).toHaveLength(1)
    expect(await listSessions(payload, (await who(token))!)).toHaveLength(1)
  })

  it("a password change keeps this browser's session, with its second factor, and ends the others", async () => {
    const payload = await shop()
    const op = await makeOperator()
    const secret = newTotpSecret()
    await enableTotp(payload, op.id, secret, step())
    const here = await signIn(op.email, totpCode(secret))
    const there = await signIn(op.email, totpCode(secret, Date.now() + 30_000))
    process.env.REQUIRE_OPERATOR_2FA = '1'
    await setOwnPassword(payload, (await who(here))!, 'another-pass-2')
    expect((await who(here))?.id).toBe(op.id)
    expect(await who(there)).toBeNull()
    expect((await sessionRows(op.id)).map((r) => r.amr)).toEqual(['otp pwd'])
    expect((await login(payload, 'it', op.email, PASSWORD, freshIp())).ok).toBe(false)
  })

  it('a reset by the e-mailed link leaves no session of its own: the one opened afterwards is the only one', async () => {
    const payload = await shop()
    const customer = await makeCustomer(payload)
    const old = await signIn(customer.email)
    const token = `reset-${Date.now()}`
    await payload.update({
      collection: 'users',
      id: customer.id,
      overrideAccess: true,
      data: { resetPasswordToken: token, resetPasswordExpiration: new Date(Date.now() + 3600_000).toISOString() },
    })
    expect(await resetPassword(payload, token, 'another-pass-2')).toBe(true)
    expect(await who(old)).toBeNull()
    expect(await sessionRows(customer.id)).toEqual([])
    const fresh = await signIn(customer.email, undefined, 'another-pass-2')
    expect(await listSessions(payload, (await who(fresh))!)).toHaveLength(1)
    expect(await sessionRows(customer.id)).toHaveLength(1)
  })
})

describe('turning the app on and renewing recovery codes need the current password (review of issue 52)', () => {
  /** What Account › Sicurezza hands the signed-in operator: a set-up ticket and the secret behind it. */
  async function setUpFrom(token: string) {
    const me = (await who(token))!
    const enrolment = await newEnrolment(me)
    return { me, ticket: enrolment.ticket, secret: enrolment.secret }
  }

  it('a session alone (a stolen cookie) cannot turn the app on: nothing stored, the other sessions go on', async () => {
    const payload = await shop()
    const op = await makeOperator()
    const [thief, owner] = [await signIn(op.email), await signIn(op.email)]
    const { me, ticket, secret } = await setUpFrom(thief)
    for (const password of ['', 'not-the-password'])
      expect(await turnOnApp(payload, me, { password, ticket, code: totpCode(secret) }, freshIp())).toEqual({
        ok: false,
        refusal: 'password',
      })
    expect((await factorState(payload, op.id)).totp).toBe(false)
    expect((await who(owner))?.id).toBe(op.id)
    expect((await sessionRows(op.id)).map((r) => r.amr)).toEqual(['pwd', 'pwd'])
    // With the current password the same request turns it on, and this session alone stays.
    const done = await turnOnApp(payload, me, { password: PASSWORD, ticket, code: totpCode(secret) }, freshIp())
    expect(done).toMatchObject({ ok: true, codes: expect.any(Array) })
    expect((await factorState(payload, op.id)).totp).toBe(true)
    expect((await who(thief))?.id).toBe(op.id)
    expect(await who(owner)).toBeNull()
  })

  it('wrong passwords count against the sign-in limits: past them even the right one is refused', async () => {
    const payload = await shop()
    const op = await makeOperator()
    const { me, ticket, secret } = await setUpFrom(await signIn(op.email))
    const limit = 10 * scale()
    for (let i = 0; i < limit; i += 1)
      expect(
        await turnOnApp(payload, me, { password: `guess-${i}-wrong`, ticket, code: totpCode(secret) }, freshIp()),
      ).toMatchObject({ ok: false })
    expect(await turnOnApp(payload, me, { password: PASSWORD, ticket, code: totpCode(secret) }, freshIp())).toEqual({
      ok: false,
      refusal: 'too-many',
    })
    expect((await factorState(payload, op.id)).totp).toBe(false)
  })

  it('new recovery codes need the current password and a current code; a refusal spends nothing', async () => {
    const payload = await shop()
    const op = await makeOperator()
    const secret = newTotpSecret()
    const old = (await enableTotp(payload, op.id, secret, step()))!
    const me = (await who(await signIn(op.email, totpCode(secret))))!
    const next = totpCode(secret, Date.now() + 30_000)
    expect(await renewCodes(payload, me, { password: '', code: old[0] }, freshIp())).toEqual({
      ok: false,
      refusal: 'password',
    })
    expect(await renewCodes(payload, me, { password: 'not-the-password', code: next }, freshIp())).toEqual({
      ok: false,
      refusal: 'password',
    })
    // Nothing replaced, and the code given with the wrong password was not used up.
    expect((await factorState(payload, op.id)).recoveryLeft).toBe(10)
    expect(await renewCodes(payload, me, { password: PASSWORD, code: '000000' }, freshIp())).toEqual({
      ok: false,
      refusal: 'code',
    })
    const renewed = await renewCodes(payload, me, { password: PASSWORD, code: next }, freshIp())
    if (!renewed.ok) throw new Error(`renewal refused: ${renewed.refusal}`)
    expect(renewed.codes).toHaveLength(10)
    expect(await verifyCode(payload, op, old[1], freshIp())).toBe('wrong')
    expect(await verifyCode(payload, op, renewed.codes[0], freshIp())).toBe('recovery')
  })
})
