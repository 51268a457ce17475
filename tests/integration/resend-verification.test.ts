import { describe, expect, it } from 'vitest'
import { verifyEmail } from '@/features/sign-in/auth-service'
import { resendVerification } from '@/features/sign-in/resend-verification'
import { messages } from '@/i18n/messages'
import type { User } from '@/payload-types'
import { firstTriesSettled } from '@/services/queue-mail'
import { LIMITS } from '@/services/rate-limit'
import { makeCustomer, shop } from './helpers'

/**
 * "Send the link again" (account dashboard): an account whose verification e-mail never came (a crash
 * between the account's creation and the queued e-mail, a bounce, the spam folder) can still be verified.
 */
const scale = () => Math.max(1, Number(process.env.RATE_LIMIT_SCALE) || 1)

async function verificationMails(email: string) {
  const payload = await shop()
  const rows = await payload.find({
    collection: 'mail-queue',
    where: { to: { equals: email } },
    sort: 'createdAt',
    limit: 100,
    overrideAccess: true,
  })
  return rows.docs.map((d) => JSON.stringify(d.message))
}

const tokenIn = (mail: string | undefined) => /\/api\/auth\/verify\?token=([a-f0-9]{48})/.exec(mail ?? '')?.[1]

async function isVerified(id: User['id']) {
  const user = (await (await shop()).findByID({ collection: 'users', id, overrideAccess: true })) as User
  return user.verified
}

describe('send the verification link again', () => {
  it('an account created without its e-mail gets one e-mail whose link verifies it', async () => {
    const payload = await shop()
    // As sign-up leaves it when the process stops between the account's creation and the queued e-mail.
    const token = 'ab'.repeat(24)
    const user = await makeCustomer(payload, { verified: false, verifyToken: token } as Partial<User>)
    expect(await verificationMails(user.email)).toEqual([])
    expect(await resendVerification(payload, 'en', user)).toEqual({ ok: true, message: messages.en.account.resent })
    const mails = await verificationMails(user.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain(messages.en.auth.verifySubject)
    // The account's own token: a link sent before (in the spam folder) keeps working too.
    expect(tokenIn(mails[0])).toBe(token)
    expect(await verifyEmail(payload, tokenIn(mails[0])!)).toBe(true)
    expect(await isVerified(user.id)).toBe(true)
    await firstTriesSettled()
  })

  it('an unverified account with no token gets a fresh one, and its link verifies', async () => {
    const payload = await shop()
    const user = await makeCustomer(payload, { verified: false } as Partial<User>)
    expect((await resendVerification(payload, 'it', user)).ok).toBe(true)
    const mails = await verificationMails(user.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain(messages.it.auth.verifySubject)
    const token = tokenIn(mails[0])
    expect(token).toBeTruthy()
    expect(await verifyEmail(payload, token!)).toBe(true)
    expect(await isVerified(user.id)).toBe(true)
    await firstTriesSettled()
  })

  it('refuses a verified account with a 4xx in the page language, and sends nothing', async () => {
    const payload = await shop()
    const user = await makeCustomer(payload, { verified: true } as Partial<User>)
    expect(await resendVerification(payload, 'it', user)).toEqual({
      ok: false,
      status: 409,
      error: messages.it.account.alreadyVerified,
    })
    expect(await resendVerification(payload, 'en', user)).toEqual({
      ok: false,
      status: 409,
      error: messages.en.account.alreadyVerified,
    })
    expect(messages.it.account.alreadyVerified).not.toBe(messages.en.account.alreadyVerified)
    expect(await verificationMails(user.email)).toEqual([])
  })

  it('sends a few an hour per account; past the limit a 429 and no e-mail, and the link still verifies', async () => {
    const payload = await shop()
    const user = await makeCustomer(payload, { verified: false, verifyToken: 'cd'.repeat(24) } as Partial<User>)
    const cap = LIMITS['verify-resend:acct'].limit * scale()
    for (let i = 0; i < cap; i++) expect((await resendVerification(payload, 'it', user)).ok).toBe(true)
    expect(await resendVerification(payload, 'en', user)).toEqual({
      ok: false,
      status: 429,
      error: messages.en.account.resendTooMany,
    })
    const mails = await verificationMails(user.email)
    expect(mails).toHaveLength(cap)
    // Every e-mail carries the same link: the last one sent verifies.
    expect(new Set(mails.map(tokenIn))).toEqual(new Set(['cd'.repeat(24)]))
    expect(await verifyEmail(payload, tokenIn(mails.at(-1))!)).toBe(true)
    await firstTriesSettled()
  })

  it('after the address is changed, the link sent to the old one verifies nothing; the new address gets a link of its own', async () => {
    const payload = await shop()
    const token = 'cd'.repeat(24)
    const user = await makeCustomer(payload, { verified: false, verifyToken: token } as Partial<User>)
    const newEmail = `changed-${Date.now()}@example.com`
    await payload.update({ collection: 'users', id: user.id, overrideAccess: true, data: { email: newEmail } })
    // Whoever holds the old mailbox (and its link) cannot verify the account at an address they never read.
    expect(await verifyEmail(payload, token)).toBe(false)
    expect(await isVerified(user.id)).toBe(false)
    expect((await resendVerification(payload, 'en', { id: user.id })).ok).toBe(true)
    await firstTriesSettled()
    const mails = await verificationMails(newEmail)
    expect(mails).toHaveLength(1)
    const fresh = tokenIn(mails[0])
    expect(fresh).toBeTruthy()
    expect(fresh).not.toBe(token)
    expect(await verifyEmail(payload, fresh!)).toBe(true)
    expect(await isVerified(user.id)).toBe(true)
  })
})
