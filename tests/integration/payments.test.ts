import { afterAll, describe, expect, it } from 'vitest'
import { billingSchema, emptyBilling } from '@/features/checkout/billing'
import { createPendingOrder } from '@/features/checkout/create-order'
import { checkoutRequestSchema } from '@/features/checkout/request-schema'
import { resetStripeClient, stripe } from '@/features/payments/stripe-client'
import { stripeProvider } from '@/features/payments/stripe-provider'
import { signedTestEvent } from '@/features/payments/test-provider'
import { handlePaymentEvent, SignatureError, verifyEvent } from '@/features/checkout/payments/webhook'
import { messages } from '@/i18n/messages'
import { markOrderPaid } from '@/features/orders/fulfilment'
import { releasePieces } from '@/features/orders/stock'
import type { Order } from '@/payload-types'
import { startStripeFake } from '../support/stripe-fake.mjs'
import { shop } from './helpers'

const billing = {
  ...emptyBilling(),
  firstName: 'Giulia',
  lastName: 'Rossi',
  email: 'giulia@example.com',
  address: 'Via Roma 1',
  city: 'Treviso',
  state: 'Veneto',
}

async function product(url: string) {
  const payload = await shop()
  return (
    await payload.find({ collection: 'products', where: { url: { equals: url } }, limit: 1, overrideAccess: true })
  ).docs[0]
}

/** An Italian business asking for an invoice (the only orders that take a number of the e-invoice series). */
const business = { invoice: 'yes' as const, azienda: 'Bottega Verdi S.n.c.', piva: '01234567897', sdi: 'M5UXCR1' }

async function order(
  lines: { url: string; quantity: number; sets?: string; fragrance?: string }[],
  country = 'Italy',
  { invoice = false, code = undefined as string | undefined } = {},
): Promise<Order> {
  const payload = await shop()
  const keys = []
  for (const l of lines) {
    // Money is under test here, not stock: other files (one database on PostgreSQL) may have sold the seeded pieces.
    const p = (await product(l.url))!
    const need = l.quantity * (Number(l.sets) || 1)
    // One atomic statement (orders are placed concurrently here; two whole-document updates of one
    // localized product at once collide in Payload's locale rows).
    if ((p.stock ?? 0) < need) await releasePieces(payload, new Map([[`p:${p.id}`, need + 50]]))
    keys.push({
      id: String(p.id),
      quantity: l.quantity,
      sets: l.sets ?? '',
      fragrance: l.fragrance ?? '',
    })
  }
  const res = await createPendingOrder(payload, {
    lang: 'it',
    user: null,
    lines: keys,
    note: '',
    billing: { ...billing, country, ...(invoice ? business : {}) },
    code,
  })
  if (!res.ok) throw new Error(res.error)
  return payload.update({
    collection: 'orders',
    id: res.order.id,
    overrideAccess: true,
    data: { checkoutSessionId: `cs_test_${res.order.id}${'0'.repeat(30)}` },
  })
}

const mailCount = async (dedupe: string) =>
  (
    await (
      await shop()
    ).count({ collection: 'mail-queue', where: { dedupeKey: { equals: dedupe } }, overrideAccess: true })
  ).totalDocs

describe('the server decides the money', () => {
  it('ignores tampered prices, totals and shipping fee in the request', async () => {
    const fig = await product('candela-fico-mediterraneo')
    const tampered = {
      cart: [{ id: String(fig.id), fragrance: 'Fico', sets: '2', quantity: 2, price: 0.01, name: 'cheap' }],
      billingData: billing,
      shippingFee: 0,
      totalAmount: 0.02,
    }
    const parsed = checkoutRequestSchema.parse(tampered)
    expect(parsed.cart[0]).toEqual({ id: String(fig.id), fragrance: 'Fico', sets: '2', quantity: 2 })
    const b = billingSchema(messages.it).parse(parsed.billingData)
    const res = await createPendingOrder(await shop(), {
      lang: 'it',
      user: null,
      lines: parsed.cart,
      note: '',
      billing: { ...b, invoice: 'no' },
    })
    if (!res.ok) throw new Error(res.error)
    expect(res.order.items[0].price).toBe(54.9)
    expect(res.order.subtotal).toBe(109.8)
    expect(res.order.shippingFee).toBe(0)
    expect(res.order.totalAmount).toBe(109.8)
    expect(res.order.status).toBe('pending')
  })

  it('applies the shipping rule and refuses out-of-stock products', async () => {
    const cheap = await order([{ url: 'vaso-bolla-mini', quantity: 1 }], 'France')
    expect(cheap.shippingFee).toBe(14.99)
    expect(cheap.totalAmount).toBe(33.49)
    const soldOut = await product('candela-te-bianco')
    const res = await createPendingOrder(await shop(), {
      lang: 'en',
      user: null,
      lines: [{ id: String(soldOut.id), quantity: 1, sets: '', fragrance: '' }],
      note: '',
      billing,
    })
    expect(res.ok).toBe(false)
    if (!res.ok) expect(res.error).toBe('White Tea Candle is out of stock. Please remove it from your cart.')
  })
})

describe('payment webhook', () => {
  it('rejects a bad signature', () => {
    const o = { id: 1, totalAmount: 10 } as Order
    const { body } = signedTestEvent(o, 'cs_test_x', 'paid')
    expect(() => verifyEvent(body, 't=1,v1=deadbeef')).toThrow(SignatureError)
    expect(() => verifyEvent(body, null)).toThrow(SignatureError)
    const { signature } = signedTestEvent(o, 'cs_test_x', 'paid')
    expect(() => verifyEvent(body.replace('"amount_total":1000', '"amount_total":1'), signature)).toThrow(
      SignatureError,
    )
  })

  it('answers 400 to a webhook with a bad signature, and changes nothing', async () => {
    const { POST } = await import('@/app/api/webhooks/stripe/route')
    const payload = await shop()
    const o = await order([{ url: 'vaso-onda', quantity: 1 }])
    const { body } = signedTestEvent(o, o.checkoutSessionId!, 'paid')
    const res = await POST(
      new Request('http://shop.test/api/webhooks/stripe', {
        method: 'POST',
        body,
        headers: { 'stripe-signature': 't=1,v1=forged' },
      }),
    )
    expect(res.status).toBe(400)
    const missing = await POST(new Request('http://shop.test/api/webhooks/stripe', { method: 'POST', body }))
    expect(missing.status).toBe(400)
    expect((await payload.findByID({ collection: 'orders', id: o.id, overrideAccess: true })).status).toBe('pending')
  })

  it('marks the order paid once for an event delivered three times and out of order, with one set of e-mails', async () => {
    const payload = await shop()
    const o = await order([{ url: 'vaso-onda', quantity: 1 }])
    const failed = signedTestEvent(o, o.checkoutSessionId!, 'declined')
    const paid = signedTestEvent(o, o.checkoutSessionId!, 'paid')
    const deliver = (e: { body: string; signature: string }) =>
      handlePaymentEvent(payload, verifyEvent(e.body, e.signature))
    expect(await deliver(paid)).toBe('paid')
    expect(await deliver(failed)).toBe('failed-payment')
    expect(await deliver(paid)).toBe('duplicate')
    expect(await deliver(paid)).toBe('duplicate')
    // Another event for the same, already paid session (a retry with a new id) changes nothing either.
    expect(await deliver(signedTestEvent(o, o.checkoutSessionId!, 'paid'))).toBe('already-paid')
    const after = await payload.findByID({ collection: 'orders', id: o.id, overrideAccess: true })
    expect(after.status).toBe('paid')
    expect(after.history?.filter((h) => h.status === 'paid')).toHaveLength(1)
    expect(await mailCount(`order-confirmation:${o.id}`)).toBe(1)
    expect(await mailCount(`seller-copy:${o.id}`)).toBe(1)
  })

  it('does not sell against an amount that does not match the order: held for the operator (ADR 0031)', async () => {
    const payload = await shop()
    const o = await order([{ url: 'vaso-onda', quantity: 1 }])
    const e = signedTestEvent({ ...o, totalAmount: 1 }, o.checkoutSessionId!, 'paid')
    expect(await handlePaymentEvent(payload, verifyEvent(e.body, e.signature))).toBe('needs-attention')
    const held = await payload.findByID({ collection: 'orders', id: o.id, overrideAccess: true })
    expect(held.status).toBe('needs-attention')
    expect(held.heldPayment?.amount).toBe(1)
    expect(await mailCount(`order-confirmation:${o.id}`)).toBe(0)
  })
})

describe('paid orders', () => {
  it('get sequential invoice numbers under concurrent payments', async () => {
    const payload = await shop()
    const orders = await Promise.all(
      Array.from({ length: 6 }, () => order([{ url: 'vaso-cilindro-fume', quantity: 1 }], 'Italy', { invoice: true })),
    )
    await Promise.all(orders.map((o) => markOrderPaid(payload, o.id, null, o.checkoutSessionId!)))
    const numbers = await Promise.all(
      orders.map(
        async (o) => (await payload.findByID({ collection: 'orders', id: o.id, overrideAccess: true })).invoiceNumber!,
      ),
    )
    const seq = numbers.map((n) => Number(n.split('/')[1])).sort((a, b) => a - b)
    expect(new Set(numbers).size).toBe(6)
    expect(seq.at(-1)! - seq[0]).toBe(5)
    expect(numbers.every((n) => n.startsWith(`${new Date().getFullYear()}/`))).toBe(true)
  })

  it('one order paid by two events at once takes one number, and the series keeps no gap', async () => {
    const payload = await shop()
    const [a, b] = [
      await order([{ url: 'vaso-onda', quantity: 1 }], 'Italy', { invoice: true }),
      await order([{ url: 'vaso-onda', quantity: 1 }], 'Italy', { invoice: true }),
    ]
    const outcomes = await Promise.all([
      markOrderPaid(payload, a.id, null, a.checkoutSessionId!),
      markOrderPaid(payload, a.id, null, a.checkoutSessionId!),
      markOrderPaid(payload, a.id, null, a.checkoutSessionId!),
    ])
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1)
    await markOrderPaid(payload, b.id, null, b.checkoutSessionId!)
    const number = async (id: number) =>
      Number((await payload.findByID({ collection: 'orders', id, overrideAccess: true })).invoiceNumber!.split('/')[1])
    expect((await number(b.id)) - (await number(a.id))).toBe(1)
  })

  it('a consumer sale takes no invoice number; the e-invoice series stays gapless around it', async () => {
    const payload = await shop()
    const a = await order([{ url: 'vaso-onda', quantity: 1 }], 'Italy', { invoice: true })
    const consumer = await order([{ url: 'vaso-onda', quantity: 1 }])
    const b = await order([{ url: 'vaso-onda', quantity: 1 }], 'Italy', { invoice: true })
    for (const o of [a, consumer, b])
      expect(await markOrderPaid(payload, o.id, null, o.checkoutSessionId!)).toBe('paid')
    const reload = (id: number) => payload.findByID({ collection: 'orders', id, overrideAccess: true })
    expect((await reload(consumer.id)).invoiceNumber ?? null).toBeNull()
    const n = async (id: number) => Number((await reload(id)).invoiceNumber!.split('/')[1])
    expect((await n(b.id)) - (await n(a.id))).toBe(1)
  })

  it('two buyers of the last piece at once: one order is made, the other is refused before payment', async () => {
    const payload = await shop()
    const amber = await product('bottiglia-ambra-antica')
    await payload.update({
      collection: 'products',
      id: amber.id,
      overrideAccess: true,
      data: { stock: 1, instock: true },
    })
    const results = await Promise.allSettled([
      order([{ url: 'bottiglia-ambra-antica', quantity: 1 }]),
      order([{ url: 'bottiglia-ambra-antica', quantity: 1 }]),
    ])
    const made = results.filter((r) => r.status === 'fulfilled')
    expect(made).toHaveLength(1)
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect(String(refused.reason)).toContain('esaurito')
    const paid = (made[0] as PromiseFulfilledResult<Order>).value
    expect(await markOrderPaid(payload, paid.id, null, paid.checkoutSessionId!)).toBe('paid')
    const after = await payload.findByID({ collection: 'products', id: amber.id, overrideAccess: true })
    expect(after.stock).toBe(0)
  })

  it('a pending order holds its pieces; payment takes nothing more', async () => {
    const payload = await shop()
    const vase = await payload.update({
      collection: 'products',
      id: (await product('vaso-anfora-salvia'))!.id,
      overrideAccess: true,
      data: { stock: 20 },
    })
    const o = await order([{ url: 'vaso-anfora-salvia', quantity: 3 }])
    const stock = async () =>
      (await payload.findByID({ collection: 'products', id: vase.id, overrideAccess: true })).stock
    expect(await stock()).toBe(vase.stock! - 3)
    await markOrderPaid(payload, o.id, null, o.checkoutSessionId!)
    expect(await stock()).toBe(vase.stock! - 3)
  })
})

describe('Stripe adapter', () => {
  // The local fake of Stripe's API (tests/support/stripe-fake.mjs), reached by the real SDK.
  let fake: Awaited<ReturnType<typeof startStripeFake>>
  const calls = () => fake.requests().filter((r) => r.path === '/v1/checkout/sessions')
  afterAll(async () => {
    await fake?.close()
    delete process.env.STRIPE_SECRET_KEY
    delete process.env.STRIPE_WEBHOOK_SECRET
    delete process.env.STRIPE_API_BASE
    resetStripeClient()
  })

  it('creates the session with the server prices and verifies Stripe-signed webhooks', async () => {
    fake = await startStripeFake()
    process.env.STRIPE_SECRET_KEY = 'sk_test_standin'
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_standin'
    process.env.STRIPE_API_BASE = fake.base()
    resetStripeClient()
    const o = await order([
      { url: 'candela-fico-mediterraneo', quantity: 2, sets: '3', fragrance: 'Cedro' },
      { url: 'vaso-bolla-mini', quantity: 1 },
    ])
    const session = await stripeProvider.createSession(o, 'it')
    expect(session).toEqual({ id: expect.stringMatching(/^cs_test_/), url: `${fake.base()}/c/pay/${session.id}` })
    const form = calls()[0]!.body
    expect(form.line_items[0].price_data.unit_amount).toBe('7990')
    expect(form.line_items[0].quantity).toBe('2')
    expect(form.line_items[1].price_data.unit_amount).toBe('1850')
    expect(form.metadata.orderId).toBe(String(o.id))
    expect(form.line_items).toHaveLength(2)
    expect(fake.session(session.id)!.amount_total).toBe(Math.round(o.totalAmount * 100))

    const payload = await shop()
    await payload.update({
      collection: 'orders',
      id: o.id,
      overrideAccess: true,
      data: { checkoutSessionId: session.id },
    })
    const event = JSON.stringify({
      id: 'evt_standin_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          amount_total: Math.round(o.totalAmount * 100),
          payment_status: 'paid',
          payment_intent: 'pi_1',
          metadata: { orderId: String(o.id) },
        },
      },
    })
    const signature = stripe().webhooks.generateTestHeaderString({ payload: event, secret: 'whsec_standin' })
    expect(await handlePaymentEvent(payload, verifyEvent(event, signature))).toBe('paid')
    expect(() =>
      verifyEvent(event, stripe().webhooks.generateTestHeaderString({ payload: event, secret: 'whsec_other' })),
    ).toThrow(SignatureError)
    expect((await payload.findByID({ collection: 'orders', id: o.id, overrideAccess: true })).paymentIntentId).toBe(
      'pi_1',
    )
  })

  it("charges a discounted order's total to the cent: a discounted line is one item at what it costs now", async () => {
    const payload = await shop()
    const code = await payload.create({
      collection: 'discount-codes',
      overrideAccess: true,
      data: { code: `STRIPE-${Date.now() % 1_000_000}`, kind: 'percent', percent: 10 },
    })
    try {
      // 2 × 79,90 (set of 3) + 18,50 = 178,30; 10% = 15,98 + 1,85; 160,47 ships free.
      const o = await order(
        [
          { url: 'candela-fico-mediterraneo', quantity: 2, sets: '3', fragrance: 'Cedro' },
          { url: 'vaso-bolla-mini', quantity: 1 },
        ],
        'Italy',
        { code: code.code },
      )
      expect(o.totalAmount).toBe(160.47)
      const session = await stripeProvider.createSession(o, 'it')
      const form = calls().at(-1)!.body
      expect(form.line_items[0].quantity).toBe('1')
      expect(form.line_items[0].price_data.unit_amount).toBe('14382')
      expect(form.line_items[0].price_data.product_data.name).toContain(`× 2 (${code.code})`)
      expect(form.line_items[1].price_data.unit_amount).toBe('1665')
      expect(form.line_items).toHaveLength(2)
      expect(fake.session(session.id)!.amount_total).toBe(Math.round(o.totalAmount * 100))
    } finally {
      // Its order keeps it (a code on an order cannot be deleted): it ends instead.
      await payload.update({
        collection: 'discount-codes',
        id: code.id,
        overrideAccess: true,
        data: { ends: new Date().toISOString() },
      })
    }
  })
})
