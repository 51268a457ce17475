import type { Where } from 'payload'
import { describe, expect, it } from 'vitest'
import { requestEmailChange } from '@/features/account/email-change'
import { handlePaymentEvent, verifyEvent } from '@/features/checkout/payments/webhook'
import { subscribe } from '@/features/forms/newsletter'
import { markCancelled } from '@/features/orders/operator'
import { signedTestEvent } from '@/features/payments/test-provider'
import { askForAlert } from '@/features/stock-alerts/data'
import { messages } from '@/i18n/messages'
import type { User } from '@/payload-types'
import { enqueue } from '@/services/outbox'
import { firstTriesSettled, sendBeside, settledAfter } from '@/services/queue-mail'
import { slowSmtp } from '../support/slow-smtp'
import { deleteOrders, makeCustomer, pendingGuestOrder, productWithStock, shop } from './helpers'

/**
 * Every request that queues an e-mail answers without waiting for the mail server (issue 53, ADR 0012):
 * the stand-in answers each message only after the shop answered the request (or after 20 s), refusing
 * with 451. Code that waited for the SMTP conversation answers after it; the e-mail stays queued.
 */
let seq = 0
const address = (tag: string) => `req-mail-${tag}-${Date.now()}-${++seq}@example.com`

const rows = async (where: Where) =>
  (await (await shop()).find({ collection: 'mail-queue', where, sort: 'createdAt', overrideAccess: true })).docs
const lastError = async (where: Where) => (await rows(where))[0]?.lastError ?? ''

/** Runs `request` against the slow, refusing server; the rows `where` names get a refused first try after the answer. */
async function whileSmtpSlow<T>(request: () => Promise<T>, ...wheres: Where[]): Promise<T> {
  const server = await slowSmtp()
  try {
    const answer = await request()
    server.answered()
    for (const where of wheres)
      await expect.poll(() => lastError(where), { timeout: 60_000, interval: 200 }).toContain('451')
    expect(server.events).toEqual(['shop answered', 'mail server answered'])
    for (const where of wheres) expect((await rows(where))[0]).toMatchObject({ status: 'pending', attempts: 1 })
    return answer
  } finally {
    await firstTriesSettled()
    await server.close()
  }
}

async function operator(): Promise<User> {
  const res = await (
    await shop()
  ).find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, overrideAccess: true })
  return res.docs[0] as User
}

describe('requests that queue an e-mail never wait for the mail server (issue 53)', () => {
  it('an e-mail change answers first; the link to the new address and the notice to the old one wait in the outbox', async () => {
    const payload = await shop()
    const user = await makeCustomer(payload)
    const next = address('change')
    await whileSmtpSlow(
      () => requestEmailChange(payload, 'it', user, next),
      { to: { equals: next } },
      { to: { equals: user.email } },
    )
    expect((await rows({ to: { equals: next } }))[0]).toMatchObject({ subject: messages.it.account.changeSubject })
  })

  it('a back-in-stock alert and a newsletter sign-up answer alike for a new address and one that asked before', async () => {
    const payload = await shop()
    const p = await productWithStock('vaso-cilindro-fume', 0)
    const ask = (email: string) => askForAlert(payload, { email, productId: String(p.id), fragrance: '', lang: 'en' })
    // Known: asked before (no mail server then: the e-mails went to files), not confirmed yet.
    const known = address('known')
    expect(await ask(known)).toBe('ok')
    expect(await subscribe(payload, known, 'en')).toBe('pending')
    await firstTriesSettled()
    for (const email of [address('new'), known]) {
      const mine = { to: { equals: email } }
      const before = (await rows(mine)).length
      const answers = await whileSmtpSlow(async () => [await ask(email), await subscribe(payload, email, 'en')], {
        and: [mine, { status: { equals: 'pending' } }],
      })
      expect(answers).toEqual(['ok', 'pending'])
      // One confirmation for the alert and one for the newsletter, each refused once and kept.
      const pending = await rows({ and: [mine, { status: { equals: 'pending' } }] })
      expect(pending).toHaveLength(2)
      expect(pending.map((r) => r.subject)).toContain(messages.en.newsletterMail.subject)
      expect((await rows(mine)).length).toBe(before + 2)
      expect(pending.every((r) => String(r.lastError).includes('451'))).toBe(true)
    }
  })

  it('an operator’s cancel answers first; the customer’s e-mail waits in the outbox', async () => {
    const payload = await shop()
    const order = await pendingGuestOrder(address('cancel').split('@')[0]!)
    try {
      const op = await operator()
      const res = await whileSmtpSlow(() => markCancelled(payload, op, 'it', String(order.id)), {
        dedupeKey: { equals: `cancelled:${order.id}` },
      })
      expect(res).toMatchObject({ ok: true })
    } finally {
      await deleteOrders([order.id])
    }
  })

  it('the payment webhook answers first; the confirmation and the seller’s copy wait in the outbox', async () => {
    const payload = await shop()
    const order = await pendingGuestOrder(address('paid').split('@')[0]!)
    try {
      const e = signedTestEvent(order, order.checkoutSessionId!, 'paid')
      const res = await whileSmtpSlow(
        () => handlePaymentEvent(payload, verifyEvent(e.body, e.signature)),
        { dedupeKey: { equals: `order-confirmation:${order.id}` } },
        { dedupeKey: { equals: `seller-copy:${order.id}` } },
      )
      expect(res).toBe('paid')
    } finally {
      await deleteOrders([order.id])
    }
  })

  it('a stopping process waits for the sends a running tick hands off, not only those under way when it stops', async () => {
    const payload = await shop()
    const to = address('tick')
    const server = await slowSmtp()
    try {
      // A timer's tick (back-in-stock alerts, invitations, reminders): it queues and hands off after the stop began.
      const tick = (async () => {
        await new Promise((resolve) => setTimeout(resolve, 50))
        const { id } = await enqueue(payload, { message: { to, subject: 'Tick', html: '<p>Tick</p>', text: 'Tick' } })
        sendBeside(payload, [id])
      })()
      let stopped = false
      const stop = settledAfter(tick).then(() => (stopped = true))
      await tick
      await new Promise((resolve) => setTimeout(resolve, 100))
      // The tick's send is still talking to the mail server: the process may not exit yet.
      expect(stopped).toBe(false)
      server.answered()
      await stop
      // When the stop settles, that first try has ended (refused here: left queued, not cut mid-send).
      expect((await rows({ to: { equals: to } }))[0]).toMatchObject({ status: 'pending', attempts: 1 })
    } finally {
      await firstTriesSettled()
      await server.close()
    }
  })
})
