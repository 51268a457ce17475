import fs from 'node:fs'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPendingOrder } from '@/features/checkout/create-order'
import { signedTestEvent } from '@/features/payments/test-provider'
import { handlePaymentEvent, verifyEvent } from '@/features/checkout/payments/webhook'
import { queueOrderMails, renderOrderMail } from '@/features/orders/mail'
import { emailLayout } from '@/features/ui/email-layout'
import { env } from '@/lib/env'
import { backoffMs, drainOutbox, enqueue, LEASE_MS, RETRY_WINDOW_MS } from '@/services/outbox'
import { firstTriesSettled, queueMail } from '@/services/queue-mail'
import { sendAgain } from '@/services/outbox-operator'
import { pdfText } from '../support/pdf-text'
import { italianBilling, productWithStock, shop } from './helpers'

const outbox = () => (fs.existsSync(env.outboxDir) ? fs.readdirSync(env.outboxDir) : [])
/** The e-mails written with this subject (and to this address: files share the run's outbox directory). */
const emlWith = (subject: string, to?: string) =>
  outbox().filter((f) => {
    const text = fs.readFileSync(`${env.outboxDir}/${f}`, 'utf8')
    return text.includes(`Subject: ${subject}`) && (!to || text.includes(`To: ${to}`))
  }).length
let layout = ''
beforeAll(async () => {
  await shop()
  layout = await emailLayout('it', 'Prova', '<p>Ciao</p>')
})
const message = (subject: string) => ({
  to: 'someone@example.com',
  subject,
  html: layout,
  text: 'Ciao',
})
const row = async (dedupeKey: string) =>
  (
    await (
      await shop()
    ).find({ collection: 'mail-queue', where: { dedupeKey: { equals: dedupeKey } }, overrideAccess: true })
  ).docs[0]!
const at = (ms: number) => new Date(Date.now() + ms)

afterEach(async () => {
  await firstTriesSettled()
  delete process.env.MAIL_FAIL
})

/** Queues a message and waits for its first try, which runs beside a request's answer. */
const deliver = async (...args: Parameters<typeof queueMail>) => {
  const created = await queueMail(...args)
  await firstTriesSettled()
  return created
}

describe('outbox', () => {
  it('writes each message as an .eml file, in the brand layout', async () => {
    const payload = await shop()
    const before = outbox().length
    await deliver(payload, message('Prova di consegna'))
    const files = outbox()
    expect(files.length).toBe(before + 1)
    const eml = fs.readFileSync(`${env.outboxDir}/${files.sort().at(-1)}`, 'utf8')
    expect(eml).toContain('To: someone@example.com')
    expect(eml).toContain('Subject: Prova di consegna')
    expect(eml).toContain('VETRINA')
  })

  it("signs every e-mail with the seller's identity from the settings, as a company's must (art. 2250 c.c.)", async () => {
    const payload = await shop()
    expect(layout).toContain('Vetrina S.r.l. · Via Cavour 12, 31029 Vittorio Veneto (TV), Italia · P.IVA 04123450266')
    expect(layout).toContain(
      'REA TV-321654 · Capitale sociale € 10.000 i.v. · Socio unico · PEC vetrina@pec.vetrina.example',
    )
    const before = await payload.findGlobal({ slug: 'seller', depth: 0 })
    try {
      await payload.updateGlobal({ slug: 'seller', data: { reaNumber: '777001', shareCapital: 50000 } })
      const edited = await emailLayout('en', 'Test', '<p>Hi</p>')
      expect(edited).toContain(
        'VAT no. 04123450266 · REA TV-777001 · Share capital €50,000 fully paid · Sole shareholder',
      )
    } finally {
      await payload.updateGlobal({
        slug: 'seller',
        data: { reaNumber: before.reaNumber, shareCapital: before.shareCapital },
      })
    }
  })

  it('sends a message with a dedupe key only once', async () => {
    const payload = await shop()
    expect(await deliver(payload, message('Una volta sola'), 'test:once')).toBe(true)
    expect(await deliver(payload, message('Una volta sola'), 'test:once')).toBe(false)
    expect(emlWith('Una volta sola')).toBe(1)
  })

  it('a failed send waits for its back-off, then goes out', async () => {
    const payload = await shop()
    process.env.MAIL_FAIL = '1'
    await deliver(payload, message('Ritenta'), 'test:retry')
    expect(emlWith('Ritenta')).toBe(0)
    expect(await row('test:retry')).toMatchObject({ status: 'pending', attempts: 1 })
    delete process.env.MAIL_FAIL
    await drainOutbox(payload) // not due yet: one minute after the first failure
    expect(emlWith('Ritenta')).toBe(0)
    await drainOutbox(payload, undefined, 25, at(backoffMs(1) + 1_000))
    expect(emlWith('Ritenta')).toBe(1)
    expect(await row('test:retry')).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('back-off doubles up to 6 hours; a message is retried for 3 days before it is failed, then the operator sends it again', async () => {
    expect([1, 2, 3, 10, 20].map(backoffMs)).toEqual([60_000, 120_000, 240_000, 6 * 3600_000, 6 * 3600_000])
    const payload = await shop()
    process.env.MAIL_FAIL = '1'
    await deliver(payload, message('Tre giorni'), 'test:three-days')
    let clock = 0
    let tries = 1
    for (;;) {
      const r = await row('test:three-days')
      if (r.status !== 'pending') break
      clock = new Date(r.nextAttemptAt!).getTime() - Date.now() + 1_000
      await drainOutbox(payload, undefined, 100, at(clock))
      tries += 1
      expect(tries).toBeLessThan(40)
    }
    const failed = await row('test:three-days')
    expect(failed.status).toBe('failed')
    expect(failed.lastError).toContain('MAIL_FAIL')
    // It was retried for (almost) the whole window, not dropped after a few minutes.
    expect(clock).toBeGreaterThan(RETRY_WINDOW_MS - 6 * 3600_000)
    expect(tries).toBeGreaterThan(10)
    delete process.env.MAIL_FAIL
    expect(await sendAgain(payload, failed.id)).toBe(true)
    expect(emlWith('Tre giorni')).toBe(1)
    expect((await row('test:three-days')).status).toBe('sent')
  })

  it('two processes draining at once send each message once (leases)', async () => {
    const payload = await shop()
    for (let i = 0; i < 5; i++) await enqueue(payload, { message: message(`Lease ${i}`) }, `test:lease:${i}`)
    await Promise.all([drainOutbox(payload, undefined, 100), drainOutbox(payload, undefined, 100)])
    for (let i = 0; i < 5; i++) expect(emlWith(`Lease ${i}`)).toBe(1)
  })

  it('a message never tried (crash after recording) and one whose sender died mid-way (lease lapsed) are picked up', async () => {
    const payload = await shop()
    await enqueue(payload, { message: message('Mai provato') }, 'test:never')
    const stuck = await enqueue(payload, { message: message('Lease scaduto') }, 'test:stuck')
    await payload.update({
      collection: 'mail-queue',
      id: stuck.id,
      overrideAccess: true,
      data: { leaseUntil: at(LEASE_MS).toISOString(), attempts: 1 },
    })
    await drainOutbox(payload, undefined, 100)
    expect(emlWith('Mai provato')).toBe(1)
    expect(emlWith('Lease scaduto')).toBe(0) // its sender may still be at work
    await drainOutbox(payload, undefined, 100, at(LEASE_MS + 1_000))
    expect(emlWith('Lease scaduto')).toBe(1)
  })
})

describe("an order's e-mails", () => {
  const billing = italianBilling('Outbox', 'outbox-buyer@example.com')
  async function pendingOrder() {
    const payload = await shop()
    const p = await productWithStock('vaso-onda', 50)
    const made = await createPendingOrder(payload, {
      lang: 'it',
      user: null,
      note: '',
      billing,
      lines: [{ id: String(p.id), quantity: 1, sets: '', fragrance: '' }],
    })
    if (!made.ok) throw new Error(made.error)
    return payload.update({
      collection: 'orders',
      id: made.order.id,
      overrideAccess: true,
      data: { checkoutSessionId: `cs_test_${String(made.order.id).padEnd(36, '1')}` },
    })
  }

  it('are recorded before the move and wait for it: nothing is sent for a move that has not happened', async () => {
    const payload = await shop()
    const order = await pendingOrder()
    const rows = await queueOrderMails(payload, order.id, 'paid')
    expect(rows).toHaveLength(2)
    await drainOutbox(payload, renderOrderMail, 100)
    expect((await row(`order-confirmation:${order.id}`)).status).toBe('pending')
    // The payment arrives (same rows: one per order and mail), and both go out once.
    const e = signedTestEvent(order, order.checkoutSessionId!, 'paid')
    expect(await handlePaymentEvent(payload, verifyEvent(e.body, e.signature))).toBe('paid')
    await firstTriesSettled()
    expect((await row(`order-confirmation:${order.id}`)).status).toBe('sent')
    expect((await row(`seller-copy:${order.id}`)).status).toBe('sent')
  })

  it('a failure while rendering or sending the confirmation keeps it queued, and the next tick sends it', async () => {
    const payload = await shop()
    const order = await pendingOrder()
    process.env.MAIL_FAIL = '1'
    const e = signedTestEvent(order, order.checkoutSessionId!, 'paid')
    expect(await handlePaymentEvent(payload, verifyEvent(e.body, e.signature))).toBe('paid')
    await firstTriesSettled()
    expect((await row(`order-confirmation:${order.id}`)).status).toBe('pending')
    delete process.env.MAIL_FAIL
    await drainOutbox(payload, renderOrderMail, 100, at(backoffMs(1) + 1_000))
    expect((await row(`order-confirmation:${order.id}`)).status).toBe('sent')
    expect(emlWith(`Il tuo ordine Vetrina #${order.id}: conferma`, billing.email)).toBe(1)
  })

  it('the confirmation carries the withdrawal information, the model form and the terms of sale as a PDF', async () => {
    const payload = await shop()
    const order = await pendingOrder()
    const e = signedTestEvent(order, order.checkoutSessionId!, 'paid')
    await handlePaymentEvent(payload, verifyEvent(e.body, e.signature))
    const mail = await renderOrderMail(payload, {
      id: 0,
      kind: 'order-confirmation',
      ref: String(order.id),
      awaitStatus: 'paid',
      createdAt: new Date().toISOString(),
    })
    if (!mail || mail === 'wait') throw new Error('no confirmation rendered')
    for (const part of ['Diritto di recesso', '/withdraw/', 'Modulo di recesso tipo', 'Destinatario: Vetrina S.r.l.'])
      expect(mail.text).toContain(part)
    expect(mail.html).toContain('<h3>Modulo di recesso tipo</h3>')
    // Amounts in the language's own format, in the plain-text part too ("59,00 €", not "59.00 EUR").
    expect(mail.text).toMatch(/— \d+,\d{2}\s€/)
    expect(mail.text).not.toMatch(/\d\.\d{2} EUR/)
    expect(mail.html).toContain(`${env.siteUrl}/terms`)
    // The products' pictures, at addresses a mail client can load; links in the brand's colour, the
    // withdrawal button keeping its own style.
    expect(mail.html).toMatch(new RegExp(`<img src="${env.siteUrl}/[^"]+" alt="" width="48" height="48"`))
    expect(mail.html).toContain(`<a style="color:#8a4b2c;text-decoration:underline" href="${env.siteUrl}/terms"`)
    expect(mail.html).not.toMatch(/<a [^>]*style=[^>]*style=/)
    const terms = mail.attachments?.find((a) => a.filename === 'condizioni-di-vendita.pdf')
    expect(terms?.contentType).toBe('application/pdf')
    const text = await pdfText(Buffer.from(terms!.contentBase64, 'base64'))
    for (const part of ['Condizioni generali di vendita', 'Modulo di recesso tipo', 'Garanzia legale di conformit'])
      expect(text).toContain(part)
  })

  it('rows for a move that never happens are void after an hour, not sent', async () => {
    const payload = await shop()
    const order = await pendingOrder()
    await queueOrderMails(payload, order.id, 'shipped')
    await drainOutbox(payload, renderOrderMail, 100, at(61 * 60_000))
    expect((await row(`shipped:${order.id}`)).status).toBe('void')
  })
})

describe('the outbox after an outage of the relay (issue 37)', () => {
  it('drains within a tick of the relay’s return, probing it once per slot while it is down, each message once', async () => {
    const payload = await shop()
    const { drizzle, tables } = payload.db as unknown as {
      drizzle: { delete(t: unknown): { where(w: unknown): Promise<unknown> } }
      tables: Record<string, { key: never }>
    }
    const { eq } = await import('@payloadcms/db-sqlite/drizzle')
    await drizzle.delete(tables.rate_limits).where(eq(tables.rate_limits.key, 'outbox:probe' as never))
    const tag = `outage-${Date.now()}`
    process.env.MAIL_FAIL = '1' // the relay refuses
    const ids = []
    for (let i = 0; i < 4; i++)
      ids.push((await enqueue(payload, { message: message(`${tag} ${i}`) }, `${tag}:${i}`)).id)
    // Ten minutes of outage: every message tried and failed on its own back-off (1, 2, 4 … minutes).
    for (let minute = 0; minute <= 10; minute += 0.5) await drainOutbox(payload, undefined, 100, at(minute * 60_000))
    const waiting = await Promise.all(ids.map((_, i) => row(`${tag}:${i}`)))
    expect(waiting.every((r) => r.status === 'pending' && (r.attempts ?? 0) >= 3)).toBe(true)
    // Every try of every row (other tests' rows may be the one probed).
    const allAttempts = async () =>
      (await payload.find({ collection: 'mail-queue', limit: 0, pagination: false, overrideAccess: true })).docs.reduce(
        (a, r) => a + (r.attempts ?? 0),
        0,
      )
    const attemptsBefore = await allAttempts()
    // Still down at minute 11 with nothing due: one probe, and no second one in the same slot.
    await drizzle.delete(tables.rate_limits).where(eq(tables.rate_limits.key, 'outbox:probe' as never))
    const nothingDue = waiting.every((r) => new Date(r.nextAttemptAt!).getTime() > at(11 * 60_000).getTime())
    expect(nothingDue).toBe(true)
    await drainOutbox(payload, undefined, 100, at(11 * 60_000))
    await drainOutbox(payload, undefined, 100, at(11 * 60_000 + 1_000))
    expect(await allAttempts()).toBe(attemptsBefore + 1)
    // The relay is back at minute 11.5; the next tick (a slot later) probes, succeeds, and sends the rest.
    delete process.env.MAIL_FAIL
    await drizzle.delete(tables.rate_limits).where(eq(tables.rate_limits.key, 'outbox:probe' as never)) // the slot has passed
    await drainOutbox(payload, undefined, 100, at(12 * 60_000))
    for (let i = 0; i < 4; i++) {
      expect(emlWith(`${tag} ${i}`)).toBe(1)
      expect(await row(`${tag}:${i}`)).toMatchObject({ status: 'sent' })
    }
    await drainOutbox(payload, undefined, 100, at(13 * 60_000))
    for (let i = 0; i < 4; i++) expect(emlWith(`${tag} ${i}`)).toBe(1)
  })
})
