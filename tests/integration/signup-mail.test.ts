import { describe, expect, it } from 'vitest'
import { requestPasswordReset, signup } from '@/features/sign-in/auth-service'
import { messages } from '@/i18n/messages'
import { sendQueued } from '@/services/outbox'
import { smtpGate } from '../support/smtp-gate'
import { makeCustomer, shop } from './helpers'

/**
 * A mail server that answers each message only once the shop has answered the request (a sign-up, a
 * reset request) or after 20 s, so code that waits for it ends too; it refuses (451) until `up`.
 * `events` says which answered first.
 */
async function slowServer() {
  const events: string[] = []
  const delivered: string[] = []
  let answered!: () => void
  const shopAnswered = new Promise<void>((resolve) => (answered = resolve))
  const state = { up: false }
  const gate = await smtpGate(async (raw) => {
    await Promise.race([shopAnswered, new Promise((resolve) => setTimeout(resolve, 20_000))])
    events.push('mail server answered')
    if (!state.up) return 'refuse'
    // Quoted-printable's soft line breaks out, so a link reads whole.
    delivered.push(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
    return 'accept'
  })
  process.env.SMTP_URL = gate.url
  return {
    events,
    delivered,
    state,
    answered: () => {
      events.push('shop answered')
      answered()
    },
    close: async () => {
      answered()
      delete process.env.SMTP_URL
      await gate.close()
    },
  }
}

const queued = async (email: string) =>
  (
    await (
      await shop()
    ).find({ collection: 'mail-queue', where: { to: { equals: email } }, sort: 'createdAt', overrideAccess: true })
  ).docs

describe('sign-up never waits for the mail server (issue 53)', () => {
  it('answers before the SMTP conversation ends; the verification e-mail waits in the outbox and is delivered when the server is back', async () => {
    const payload = await shop()
    const email = `slow-smtp-${Date.now()}@example.com`
    const server = await slowServer()
    try {
      const res = await signup(payload, 'it', {
        firstName: 'Lenta',
        lastName: 'Posta',
        email,
        password: 'long-enough-pw',
      })
      server.answered()
      expect(res).toMatchObject({ ok: true, session: { user: { email } } })
      // The refused first try is written on the row, which stays for the outbox's next round.
      await expect.poll(async () => (await queued(email))[0]?.lastError ?? '', { timeout: 60_000 }).toContain('451')
      expect(server.events).toEqual(['shop answered', 'mail server answered'])
      const [row] = await queued(email)
      expect(row).toMatchObject({ status: 'pending', subject: messages.it.auth.verifySubject })

      server.state.up = true
      await sendQueued(payload, [row!.id])
      expect((await queued(email))[0]).toMatchObject({ status: 'sent' })
      const user = (
        await payload.find({
          collection: 'users',
          where: { email: { equals: email } },
          overrideAccess: true,
          showHiddenFields: true,
        })
      ).docs[0]!
      expect(server.delivered).toHaveLength(1)
      expect(server.delivered[0]).toContain(`/api/auth/verify?token=${user.verifyToken}`)
    } finally {
      await server.close()
    }
  })

  it('answers a sign-up with a registered address as fast, its notice to the owner queued the same way', async () => {
    const payload = await shop()
    const email = `slow-smtp-known-${Date.now()}@example.com`
    await signup(payload, 'en', { firstName: 'A', lastName: 'B', email, password: 'long-enough-pw' })
    await expect.poll(async () => (await queued(email))[0]?.status).toBe('sent')
    const server = await slowServer()
    try {
      const res = await signup(payload, 'en', { firstName: 'X', lastName: 'Y', email, password: 'another-long-pw' })
      server.answered()
      expect(res).toEqual({ ok: true, session: null })
      await expect.poll(async () => (await queued(email))[1]?.lastError ?? '', { timeout: 60_000 }).toContain('451')
      expect(server.events).toEqual(['shop answered', 'mail server answered'])
      expect((await queued(email))[1]).toMatchObject({ status: 'pending', subject: messages.en.auth.existingSubject })
    } finally {
      await server.close()
    }
  })

  it('answers a reset request for a known address before the mail server too (no enumeration by the relay’s pace)', async () => {
    const payload = await shop()
    const { email } = await makeCustomer(payload)
    const server = await slowServer()
    try {
      await requestPasswordReset(payload, 'it', email)
      server.answered()
      await expect.poll(async () => (await queued(email))[0]?.lastError ?? '', { timeout: 60_000 }).toContain('451')
      expect(server.events).toEqual(['shop answered', 'mail server answered'])
      expect((await queued(email))[0]).toMatchObject({ status: 'pending', subject: messages.it.auth.resetSubject })
    } finally {
      await server.close()
    }
  })
})
