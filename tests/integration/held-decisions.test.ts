import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPendingOrder } from '@/features/checkout/create-order'
import { resetStripeClient, stripe, webhookSecret } from '@/features/payments/stripe-client'
import { stripeProvider } from '@/features/payments/stripe-provider'
import { signedTestEvent } from '@/features/payments/test-provider'
import { handlePaymentEvent, verifyEvent } from '@/features/checkout/payments/webhook'
import { dashboardData } from '@/features/dashboard/data'
import { messages } from '@/i18n/messages'
import { collectShopMetrics } from '@/features/ops/metrics'
import { cancelOrder } from '@/features/orders/cancel'
import { expireLapsedOrders } from '@/features/orders/expiry'
import { acceptHeld, refundHeld } from '@/features/checkout/payments/held-actions'
import { refundedCents } from '@/features/orders/refunds'
import { findCustomerOrder, findOrder } from '@/features/orders/repository'
import { log } from '@/lib/logger'
import { metrics } from '@/services/metrics'
import { toCents } from '@/lib/money'
import type { Order, User } from '@/payload-types'
import { startStripeFake } from '../support/stripe-fake.mjs'
import { italianBilling, productWithStock, shop } from './helpers'

/**
 * The operator's decision on a held payment (ADR 0031, issue 52 review 1, 4, 6, 11, 13): one decision per
 * held payment, claimed in the database; a late sale takes its discount code's use again; a paid event
 * that matches no order is reported; a held payment is not a sale until accepted.
 */

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000)
const expireOthers = async () => expireLapsedOrders(await shop(), later(24 * 60))
const stockOf = async (id: number) =>
  (await (await shop()).findByID({ collection: 'products', id, overrideAccess: true })).stock
const reload = async (id: Order['id']) => (await shop()).findByID({ collection: 'orders', id, overrideAccess: true })
const uniq = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`

async function operator(): Promise<User> {
  const res = await (
    await shop()
  ).find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, overrideAccess: true })
  return res.docs[0] as User
}

/** A guest's pending order (its own e-mail), with a discount code when given. */
async function place(productId: number, quantity: number, { email = `held2-${uniq()}@example.com`, code = '' } = {}) {
  const payload = await shop()
  const made = await createPendingOrder(payload, {
    lang: 'it',
    user: null,
    note: '',
    billing: italianBilling('Irene', email),
    lines: [{ id: String(productId), quantity, sets: '', fragrance: '' }],
    ...(code ? { code } : {}),
  })
  if (!made.ok) throw new Error(made.error)
  return made.order
}

/** The order with a session of the built-in test checkout. */
const withSession = async (order: Order) =>
  (await shop()).update({
    collection: 'orders',
    id: order.id,
    overrideAccess: true,
    data: { checkoutSessionId: `cs_test_${String(order.id).padEnd(36, '9')}` },
  })

/** The provider's signed "paid" event for the order's session (test checkout), charging `cents`. */
async function pay(order: Order, cents = toCents(order.totalAmount)) {
  const e = signedTestEvent({ ...order, totalAmount: cents / 100 }, order.checkoutSessionId!, 'paid')
  return handlePaymentEvent(await shop(), verifyEvent(e.body, e.signature))
}

beforeAll(async () => {
  await shop()
})

describe('a held payment whose Stripe refund is under way (review 1)', () => {
  let fake: Awaited<ReturnType<typeof startStripeFake>>
  const secret = 'whsec_held2'
  beforeAll(async () => {
    fake = await startStripeFake()
    process.env.STRIPE_SECRET_KEY = 'sk_test_held2'
    process.env.STRIPE_WEBHOOK_SECRET = secret
    process.env.STRIPE_API_BASE = fake.base()
    resetStripeClient()
  })
  afterAll(async () => {
    await fake?.close()
    delete process.env.STRIPE_SECRET_KEY
    delete process.env.STRIPE_WEBHOOK_SECRET
    delete process.env.STRIPE_API_BASE
    resetStripeClient()
  })

  const deliver = async (sent: { body: string; signature: string }) =>
    handlePaymentEvent(await shop(), verifyEvent(sent.body, sent.signature))

  it('cannot be accepted once the refund was asked; the later refund event gives the pieces back', async () => {
    const payload = await shop()
    const p = await productWithStock('vaso-onda', 5)
    const placed = await place(p.id, 2)
    const session = await stripeProvider.createSession(placed, 'it')
    const order = await payload.update({
      collection: 'orders',
      id: placed.id,
      overrideAccess: true,
      data: { checkoutSessionId: session.id },
    })
    // The buyer pays on Stripe's page; the event the shop gets says 12,34 € less than the total.
    await fake.pay(session.id, { secret })
    const paidSession = fake.session(session.id)!
    const paid = toCents(order.totalAmount) - 1234
    expect(
      await deliver(
        await fake.send(
          'checkout.session.completed',
          { ...paidSession, line_items: undefined, amount_total: paid },
          { secret },
        ),
      ),
    ).toBe('needs-attention')
    expect(await stockOf(p.id)).toBe(3)

    const op = await operator()
    // Stripe answers the refund; its refund.created comes later.
    const asked = await refundHeld(payload, op, 'it', String(order.id))
    expect(asked).toMatchObject({ ok: true, message: messages.it.admin.refundRequested })
    expect(fake.refunds()).toHaveLength(1)
    expect((await reload(order.id)).status).toBe('needs-attention')

    // Meanwhile a second click (or operator) accepts: refused in their language; nothing sold.
    expect(await acceptHeld(payload, op, 'en', String(order.id))).toEqual({
      ok: false,
      status: 409,
      error: messages.en.admin.heldRefundAsked,
    })
    expect(await acceptHeld(payload, op, 'it', String(order.id))).toEqual({
      ok: false,
      status: 409,
      error: messages.it.admin.heldRefundAsked,
    })
    // Nor is a second refund asked of Stripe.
    expect(await refundHeld(payload, op, 'it', String(order.id))).toMatchObject({ ok: false, status: 409 })
    expect(fake.refunds()).toHaveLength(1)
    const waiting = await reload(order.id)
    expect(waiting.status).toBe('needs-attention')
    expect(waiting.invoiceNumber ?? null).toBeNull()

    // The signed refund event arrives: refunded, the pieces set aside for it back in stock.
    expect(await deliver(await fake.send('refund.created', fake.refunds()[0]!, { secret }))).toBe('refunded')
    expect((await reload(order.id)).status).toBe('refunded')
    expect(await refundedCents(payload, order.id)).toBe(paid)
    expect(await stockOf(p.id)).toBe(5)
  })

  it('a refund Stripe refuses leaves the decision open: the operator may still accept', async () => {
    const payload = await shop()
    const p = await productWithStock('vaso-onda', 5)
    // Paid through a payment intent Stripe does not know (its refund is refused: 404 from the API).
    const order = await withSession(await place(p.id, 1))
    expect(await pay(order, toCents(order.totalAmount) + 200)).toBe('needs-attention')
    const op = await operator()
    expect(await refundHeld(payload, op, 'en', String(order.id))).toMatchObject({ ok: false, status: 502 })
    expect(fake.refunds()).toHaveLength(1)
    expect(await acceptHeld(payload, op, 'en', String(order.id))).toMatchObject({ ok: true })
    expect((await reload(order.id)).status).toBe('paid')
  })

  it('a refund that fails after Stripe accepted it leaves the held payment refundable and acceptable', async () => {
    const payload = await shop()
    const p = await productWithStock('vaso-onda', 5)
    const placed = await place(p.id, 1)
    const session = await stripeProvider.createSession(placed, 'it')
    const order = await payload.update({
      collection: 'orders',
      id: placed.id,
      overrideAccess: true,
      data: { checkoutSessionId: session.id },
    })
    await fake.pay(session.id, { secret })
    const paid = toCents(order.totalAmount) - 300
    expect(
      await deliver(
        await fake.send(
          'checkout.session.completed',
          { ...fake.session(session.id)!, line_items: undefined, amount_total: paid },
          { secret },
        ),
      ),
    ).toBe('needs-attention')
    const op = await operator()
    const errors = vi.spyOn(log, 'error')
    try {
      // Asked and accepted by Stripe; then the bank turns it down (refund.failed), and a second one is canceled.
      expect(await refundHeld(payload, op, 'it', String(order.id))).toMatchObject({ ok: true })
      const first = fake.refunds().at(-1)!
      expect(await deliver(await fake.failRefund(first.id, { secret }))).toBe('refund-failed')
      expect(errors).toHaveBeenCalledWith(
        expect.stringContaining('refund'),
        expect.objectContaining({ order: order.id }),
      )
      expect((await reload(order.id)).status).toBe('needs-attention')
      expect((await reload(order.id)).heldPayment?.decision ?? null).toBeNull()
      // The operator may ask again (the same amount goes to Stripe) …
      expect(await refundHeld(payload, op, 'en', String(order.id))).toMatchObject({ ok: true })
      const second = fake.refunds().at(-1)!
      expect(second.id).not.toBe(first.id)
      expect(second.amount).toBe(paid)
      expect(await deliver(await fake.failRefund(second.id, { secret, status: 'canceled' }))).toBe('refund-failed')
      // … or accept the payment after all: sold, nothing refunded.
      expect(await acceptHeld(payload, op, 'en', String(order.id))).toMatchObject({ ok: true })
      expect((await reload(order.id)).status).toBe('paid')
      expect(await refundedCents(payload, order.id)).toBe(0)
    } finally {
      errors.mockRestore()
    }
  })

  it('a refund made in Stripe’s dashboard (no order in its metadata) is recorded on the order of its payment', async () => {
    const payload = await shop()
    const p = await productWithStock('vaso-onda', 5)
    const placed = await place(p.id, 1)
    const session = await stripeProvider.createSession(placed, 'it')
    await payload.update({
      collection: 'orders',
      id: placed.id,
      overrideAccess: true,
      data: { checkoutSessionId: session.id },
    })
    expect(await deliver(await fake.pay(session.id, { secret }))).toBe('paid')
    const pi = fake.session(session.id)!.payment_intent as string
    expect((await reload(placed.id)).paymentIntentId).toBe(pi)
    // The operator refunds in Stripe's dashboard: the refund carries the payment intent only.
    const refund = await stripe().refunds.create({ payment_intent: pi })
    expect(refund.metadata).toEqual({})
    expect(await deliver(await fake.send('refund.created', refund, { secret }))).toBe('refunded')
    expect((await reload(placed.id)).status).toBe('refunded')
    expect(await refundedCents(payload, placed.id)).toBe(toCents(placed.totalAmount))
  })
})

describe('an order id past what the database holds (int4 on PostgreSQL)', () => {
  it('is no order: 404 in the operator’s language, never the database’s “value out of range”', async () => {
    const payload = await shop()
    const op = await operator()
    for (const id of ['2147483648', '99999999999', '999999999999']) {
      expect(await findOrder(payload, id)).toBeNull()
      expect(await findCustomerOrder(payload, op, id)).toBeNull()
      expect(await acceptHeld(payload, op, 'en', id)).toEqual({
        ok: false,
        status: 404,
        error: messages.en.account.orderNotFound,
      })
      expect(await refundHeld(payload, op, 'it', id)).toEqual({
        ok: false,
        status: 404,
        error: messages.it.account.orderNotFound,
      })
    }
  })
})

describe('a late sale takes its discount code’s use again (review 4)', () => {
  it('a late payment finding the single-use code taken is held (code gone); accept waits for the code', async () => {
    const payload = await shop()
    await expireOthers()
    const code = await payload.create({
      collection: 'discount-codes',
      overrideAccess: true,
      data: { code: `ONCE${uniq()}`, kind: 'percent', percent: 10, maxUses: 1 },
    })
    const uses = async () =>
      (await payload.findByID({ collection: 'discount-codes', id: code.id, overrideAccess: true })).uses ?? 0
    const p = await productWithStock('vaso-onda', 5)
    const first = await withSession(await place(p.id, 1, { code: code.code }))
    expect(await uses()).toBe(1)
    await expireLapsedOrders(payload, later(24 * 60))
    expect((await reload(first.id)).status).toBe('expired')
    expect(await uses()).toBe(0)
    // Someone else uses the single-use code meanwhile.
    const second = await place(p.id, 1, { code: code.code })
    expect(await uses()).toBe(1)

    // The first buyer's payment arrives late, the right amount, the pieces there: the code is not.
    expect(await pay(first)).toBe('needs-attention')
    expect(await reload(first.id)).toMatchObject({ status: 'needs-attention', heldPayment: { from: 'expired' } })
    expect(await uses()).toBe(1)
    expect(await stockOf(p.id)).toBe(4)
    const op = await operator()
    expect(await acceptHeld(payload, op, 'en', String(first.id))).toEqual({
      ok: false,
      status: 409,
      error: messages.en.admin.heldCodeGone,
    })
    expect(await stockOf(p.id)).toBe(4)
    expect(await uses()).toBe(1)

    // The other order is cancelled: its use comes back, and accepting takes it with the pieces.
    await cancelOrder(payload, { id: second.id, actor: 'customer', by: 'x@example.com' })
    expect(await uses()).toBe(0)
    expect(await acceptHeld(payload, op, 'it', String(first.id))).toMatchObject({ ok: true })
    expect((await reload(first.id)).status).toBe('paid')
    expect(await uses()).toBe(1)
    expect(await stockOf(p.id)).toBe(4)
    // The code is spent: nobody else gets it.
    await expect(place(p.id, 1, { code: code.code })).rejects.toThrow()
  })

  it('a late payment whose code is still free is sold and takes its use again', async () => {
    const payload = await shop()
    await expireOthers()
    const code = await payload.create({
      collection: 'discount-codes',
      overrideAccess: true,
      data: { code: `ONCE${uniq()}`, kind: 'percent', percent: 10, maxUses: 1 },
    })
    const p = await productWithStock('vaso-onda', 5)
    const order = await withSession(await place(p.id, 1, { code: code.code }))
    await expireLapsedOrders(payload, later(24 * 60))
    expect(await pay(order)).toBe('paid')
    expect((await payload.findByID({ collection: 'discount-codes', id: code.id, overrideAccess: true })).uses).toBe(1)
    await expect(place(p.id, 1, { code: code.code })).rejects.toThrow()
  })
})

describe('accepting a late payment twice at once (review 11)', () => {
  it('one accept wins; the other is told it is already done; the pieces are taken once', async () => {
    const payload = await shop()
    await expireOthers()
    const p = await productWithStock('bottiglia-murano-blu', 2)
    const order = await withSession(await place(p.id, 2))
    await expireLapsedOrders(payload, later(24 * 60))
    expect(await stockOf(p.id)).toBe(2)
    expect(await pay(order, toCents(order.totalAmount) - 100)).toBe('needs-attention')
    const op = await operator()
    const results = await Promise.all([
      acceptHeld(payload, op, 'it', String(order.id)),
      acceptHeld(payload, op, 'it', String(order.id)),
    ])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, status: 409, error: messages.it.admin.alreadyDone })
    expect((await reload(order.id)).status).toBe('paid')
    expect(await stockOf(p.id)).toBe(0)
  })
})

describe('a paid event that matches no order (review 6)', () => {
  it('is an error, counted, and on the dashboard’s to-do with its session and amount until refunded', async () => {
    const payload = await shop()
    const errors = vi.spyOn(log, 'error')
    const counted = async () => (await metrics().unmatchedPayments.get()).values.reduce((s, v) => s + v.value, 0)
    const before = await counted()
    const session = `cs_test_${uniq().padEnd(36, 'u')}`
    const ghost = { id: 987_654_321, totalAmount: 123.45 } as Order
    const e = signedTestEvent(ghost, session, 'paid')
    const event = verifyEvent(e.body, e.signature)
    expect(await handlePaymentEvent(payload, event)).toBe('unknown-order')
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('no order'), expect.objectContaining({ session }))
    errors.mockRestore()
    expect(await counted()).toBe(before + 1)
    const todo = (await dashboardData(payload, 'week')).todo.unmatched
    expect(todo).toContainEqual(expect.objectContaining({ session, cents: 12345 }))

    // The operator refunds it in Stripe: the refund event (no order either) takes it off the list.
    const refund = JSON.stringify({
      id: `evt_test_${uniq()}`,
      object: 'event',
      type: 'refund.created',
      data: {
        object: {
          id: `re_test_${uniq()}`,
          object: 'refund',
          amount: 12345,
          status: 'succeeded',
          payment_intent: event.data.object.payment_intent,
          metadata: {},
        },
      },
    })
    const signature = stripe().webhooks.generateTestHeaderString({ payload: refund, secret: webhookSecret() })
    expect(await handlePaymentEvent(payload, verifyEvent(refund, signature))).toBe('unknown-order')
    expect((await dashboardData(payload, 'week')).todo.unmatched).not.toContainEqual(
      expect.objectContaining({ session }),
    )
  })
})

describe('a held payment is not a sale until accepted (review 13)', () => {
  it('the dashboard and /metrics count it once the operator accepts it', async () => {
    const payload = await shop()
    const p = await productWithStock('vaso-onda', 5)
    const order = await withSession(await place(p.id, 1))
    const figures = async () => {
      const d = await dashboardData(payload, 'week')
      await collectShopMetrics(payload)
      return {
        orders: d.current.orders,
        gross: d.current.grossCents,
        revenue: toCents((await metrics().paidRevenue.get()).values[0]!.value),
      }
    }
    const before = await figures()
    expect(await pay(order, toCents(order.totalAmount) + 500)).toBe('needs-attention')
    expect(await figures()).toEqual(before)
    expect(await acceptHeld(payload, await operator(), 'it', String(order.id))).toMatchObject({ ok: true })
    const cents = toCents(order.totalAmount)
    expect(await figures()).toEqual({
      orders: before.orders + 1,
      gross: before.gross + cents,
      revenue: before.revenue + cents,
    })
  })
})
