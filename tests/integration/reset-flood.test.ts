import { describe, expect, it } from 'vitest'
import { login, requestPasswordReset, resetPassword } from '@/features/sign-in/auth-service'
import { LIMITS } from '@/services/rate-limit'
import { makeCustomer, shop } from './helpers'

const scale = () => Math.max(1, Number(process.env.RATE_LIMIT_SCALE) || 1)

describe('password reset e-mails to one address (no mail-bombing)', () => {
  it('sends one mailbox a few links an hour however many addresses ask, and the last link sent keeps working', async () => {
    const payload = await shop()
    const user = await makeCustomer(payload)
    const cap = LIMITS['reset:email'].limit * scale()
    // Each request from another client address (the per-address limit, reset:ip, never applies).
    for (let i = 0; i < cap + 4; i++) await requestPasswordReset(payload, i % 2 ? 'en' : 'it', user.email.toUpperCase())
    const rows = await payload.find({
      collection: 'mail-queue',
      where: { to: { equals: user.email } },
      sort: 'createdAt',
      limit: 100,
      overrideAccess: true,
    })
    expect(rows.totalDocs).toBe(cap)
    // The refused requests wrote no new token: the link in the last e-mail sent still sets the password.
    const last = JSON.stringify(rows.docs.at(-1)!.message)
    const token = /reset-password\?token=([a-f0-9]+)/.exec(last)?.[1]
    expect(token).toBeTruthy()
    expect(await resetPassword(payload, token!, 'brand-new-pass-2')).toBe(true)
    expect((await login(payload, 'en', user.email, 'brand-new-pass-2', `reset-flood-${Date.now()}`)).ok).toBe(true)
  })
})
