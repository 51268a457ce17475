import { beforeAll, describe, expect, it } from 'vitest'
import { login } from '@/features/sign-in/auth-service'
import { securityNotice } from '@/features/sign-in/security-notice'
import { startRegistration } from '@/features/sign-in/passkeys/registration'
import { authenticationOptions, finishRegistration, relyingParty } from '@/features/sign-in/passkeys/service'
import { enableTotp } from '@/features/sign-in/two-factor/store'
import { newTotpSecret, totpCode, TOTP_PERIOD_S } from '@/features/sign-in/two-factor/totp'
import { payloadSecret } from '@/lib/env'
import { signValue } from '@/lib/signed'
import type { User } from '@/payload-types'
import { makeCustomer, shop } from './helpers'
import { softAuthenticator } from './soft-authenticator'

const PASSWORD = 'secret-pass-1'
const origin = () => relyingParty(null).origin
let n = 0
const freshIp = () => `10.52.${Math.floor(++n / 250)}.${n % 250}`

async function passkeysOf(userId: number) {
  const payload = await shop()
  return (await payload.count({ collection: 'passkeys', where: { user: { equals: userId } }, overrideAccess: true }))
    .totalDocs
}

/** Starts a registration with this proof, lets the device answer, and tries to store the passkey. */
async function addWith(user: User, proof: Parameters<typeof startRegistration>[2], device = softAuthenticator()) {
  const payload = await shop()
  const started = await startRegistration(payload, user, proof, null, freshIp())
  if (!started.ok) return started
  const response = device.register(started.options, origin())
  const added = await finishRegistration(payload, user, { ticket: started.ticket, response, name: 'Nuova' }, null)
  return { ok: added, device }
}

/** An operator with the app on (its secret and recovery codes). */
async function operatorWithApp() {
  const payload = await shop()
  const user = await makeCustomer(payload, { role: 'admin' })
  const secret = newTotpSecret()
  const codes = await enableTotp(payload, user.id, secret, Math.floor(Date.now() / 1000 / TOTP_PERIOD_S) - 1)
  return { user, secret, codes: codes! }
}

// The first use of the shop migrates and seeds its database: not inside a test's time.
beforeAll(async () => {
  await shop()
}, 180_000)

describe('adding a passkey needs the current password (issue 52)', () => {
  it('a registration ticket handed to a session alone adds nothing, even with a real authenticator answer', async () => {
    const payload = await shop()
    const user = await makeCustomer(payload)
    // A ticket as the shop made them before: the session's account and a challenge, nothing proved.
    const device = softAuthenticator()
    const challenge = 'Y2hhbGxlbmdlLWZvci1hLXNlc3Npb24tYWxvbmU'
    const ticket = await signValue(
      'vetrina:passkey-register',
      { chal: challenge, user: String(user.id) },
      300,
      payloadSecret(),
    )
    const response = device.register({ challenge, rp: { id: relyingParty(null).rpID } }, origin())
    expect(await finishRegistration(payload, user, { ticket, response, name: 'Rubata' }, null)).toBe(false)
    expect(await passkeysOf(user.id)).toBe(0)
  })

  it('no password or a wrong one gets no challenge; the right one does, and its ticket adds the passkey once', async () => {
    const payload = await shop()
    const user = await makeCustomer(payload)
    expect(await addWith(user, { password: '' })).toEqual({ ok: false, refusal: 'password' })
    expect(await addWith(user, { password: 'not-the-password' })).toEqual({ ok: false, refusal: 'password' })
    expect(await passkeysOf(user.id)).toBe(0)
    const started = await startRegistration(payload, user, { password: PASSWORD }, null, freshIp())
    if (!started.ok) throw new Error(started.refusal)
    const response = softAuthenticator().register(started.options, origin())
    const input = { ticket: started.ticket, response, name: 'Telefono' }
    expect(await finishRegistration(payload, user, input, null)).toBe(true)
    expect(await passkeysOf(user.id)).toBe(1)
    // The ticket is spent, and it is this account's only.
    expect(await finishRegistration(payload, user, input, null)).toBe(false)
    const other = await makeCustomer(payload)
    expect(await finishRegistration(payload, other, input, null)).toBe(false)
    expect(await passkeysOf(other.id)).toBe(0)
  })

  it('wrong passwords count against the sign-in limits: after ten, even the right one is refused', async () => {
    const payload = await shop()
    const user = await makeCustomer(payload)
    for (let i = 0; i < 10; i += 1)
      expect(await addWith(user, { password: `guess-${i}-wrong` })).toMatchObject({ ok: false })
    expect(await addWith(user, { password: PASSWORD })).toEqual({ ok: false, refusal: 'too-many' })
    expect(await passkeysOf(user.id)).toBe(0)
  })

  it('an operator with an app also gives a current code or a recovery code; a wrong one counts', async () => {
    const { user, secret, codes } = await operatorWithApp()
    expect(await addWith(user, { password: PASSWORD })).toEqual({ ok: false, refusal: 'code-needed' })
    expect(await addWith(user, { password: 'wrong-pass-9', code: totpCode(secret) })).toEqual({
      ok: false,
      refusal: 'password',
    })
    expect(await addWith(user, { password: PASSWORD, code: '000000' })).toEqual({ ok: false, refusal: 'code' })
    expect(await passkeysOf(user.id)).toBe(0)
    expect(await addWith(user, { password: PASSWORD, code: totpCode(secret) })).toMatchObject({ ok: true })
    expect(await addWith(user, { password: PASSWORD, code: codes[0] })).toMatchObject({ ok: true })
    // The recovery code is spent.
    expect(await addWith(user, { password: PASSWORD, code: codes[0] })).toEqual({ ok: false, refusal: 'code' })
    expect(await passkeysOf(user.id)).toBe(2)
  })

  it('an operator whose factor is a passkey confirms with one of its own passkeys, not with another account’s', async () => {
    const payload = await shop()
    const user = await makeCustomer(payload, { role: 'admin' })
    // The first passkey of an operator with no factor yet: the password alone.
    const first = await addWith(user, { password: PASSWORD })
    if (!first.ok || !('device' in first)) throw new Error('first passkey not added')
    expect(await addWith(user, { password: PASSWORD })).toEqual({ ok: false, refusal: 'passkey-needed' })
    const answer = async (device: ReturnType<typeof softAuthenticator>) => {
      const { options, ticket } = await authenticationOptions(payload, null)
      return { ticket, response: device.sign(options, origin()) as never }
    }
    // A customer's passkey does not stand for the operator.
    const customer = await makeCustomer(payload)
    const theirs = await addWith(customer, { password: PASSWORD })
    if (!theirs.ok || !('device' in theirs)) throw new Error('customer passkey not added')
    expect(await addWith(user, { password: PASSWORD, passkey: await answer(theirs.device) })).toEqual({
      ok: false,
      refusal: 'passkey',
    })
    expect(await addWith(user, { password: PASSWORD, passkey: await answer(first.device) })).toMatchObject({
      ok: true,
    })
    expect(await passkeysOf(user.id)).toBe(2)
  })
})

describe('the "if this was not you" e-mail (issue 52)', () => {
  it('an app set up inside a required sign-in is e-mailed to its owner, in the sign-in page’s language', async () => {
    process.env.REQUIRE_OPERATOR_2FA = '1'
    try {
      const payload = await shop()
      const user = await makeCustomer(payload, { role: 'admin' })
      const first = await login(payload, 'en', user.email, PASSWORD, freshIp())
      if (first.ok || !first.enrolment) throw new Error('no enrolment')
      const { ticket, secret } = first.enrolment
      const done = await login(payload, 'en', user.email, PASSWORD, freshIp(), {
        enrolTicket: ticket,
        code: totpCode(secret),
      })
      expect(done.ok).toBe(true)
      const mails = await payload.find({
        collection: 'mail-queue',
        where: { to: { equals: user.email } },
        overrideAccess: true,
      })
      expect(mails.docs.map((m) => m.subject)).toEqual(['Two-step sign-in turned on for your Vetrina account'])
    } finally {
      delete process.env.REQUIRE_OPERATOR_2FA
    }
  })

  it('says what changed and when, and links the Security and Sign-ins pages, in either language', async () => {
    const user = { email: 'giulia@example.com', firstName: 'Giulia' }
    const it_ = await securityNotice('it', user, { kind: 'passkeyAdded', passkey: 'Portatile' })
    expect(it_.subject).toBe('Una passkey è stata aggiunta al tuo account Vetrina')
    expect(it_.text).toContain('è stata aggiunta la passkey «Portatile»')
    expect(it_.text).toContain('Se non sei stato tu')
    expect(it_.text).toMatch(/\/account-security\?lang=it/)
    expect(it_.text).toMatch(/\/account-sessions\?lang=it/)
    const en = await securityNotice('en', user, { kind: 'appOff' })
    expect(en.subject).toBe('Two-step sign-in turned off for your Vetrina account')
    expect(en.text).toContain('If this was not you')
    expect(en.html).toContain('lang="en"')
    expect(en.html).toMatch(/account-sessions\?lang=en/)
  })
})
