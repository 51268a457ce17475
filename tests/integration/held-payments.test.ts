import { beforeAll, describe, expect, it } from 'vitest'
import { createPendingOrder } from '@/features/checkout/create-order'
import { signedTestEvent } from '@/features/payments/test-provider'
import { handlePaymentEvent, verifyEvent } from '@/features/checkout/payments/webhook'
import { dashboardData } from '@/features/dashboard/data'
import { cancelOrder } from '@/features/orders/cancel'
import { expireLapsedOrders } from '@/features/orders/expiry'
import { renderOrderMail } from '@/features/orders/mail'
import { acceptHeld, refundHeld } from '@/features/checkout/payments/held-actions'
import { refundedCents } from '@/features/orders/refunds'
import { listOrdersForOperator } from '@/features/orders/repository'
import { toCents } from '@/lib/money'
import type { Order, User } from '@/payload-types'
import { italianBilling, makeCustomer, productWithStock, shop } from './helpers'
import { firstTriesSettled } from '@/services/queue-mail'

/**
 * Payments the shop cannot simply sell against (ADR 0031): an amount that differs from the order's
 * total, or a payment after the reservation lapsed (or after a cancel). Held for the operator, never
 * left to expire, never lost, never sold without its pieces; the operator accepts or refunds.
 */

const billing = italianBilling('Irene', 'irene-held@example.com')
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000)

const stockOf = async (id: number) =>
  (await (await shop()).findByID({ collection: 'products', id, overrideAccess: true })).stock

async function place(productId: number, quantity: number, invoice = false): Promise<Order> {
  const payload = await shop()
  const made = await createPendingOrder(payload, {
    lang: 'it',
    user: null,
    note: '',
    billing: {
      ...billing,
      ...(invoice ? { invoice: 'yes', azienda: 'Bottega Verdi S.n.c.', piva: '01234567897', sdi: 'M5UXCR1' } : {}),
    },
    lines: [{ id: String(productId), quantity, sets: '', fragrance: '' }],
  })
  if (!made.ok) throw new Error(made.error)
  return payload.update({
    collection: 'orders',
    id: made.order.id,
    overrideAccess: true,
    data: { checkoutSessionId: `cs_test_${String(made.order.id).padEnd(36, '7')}` },
  })
}

/** The provider's signed "paid" event for the order's session, charging `cents` (the order's total by default). */
async function pay(order: Order, cents = toCents(order.totalAmount), session = order.checkoutSessionId!) {
  const e = signedTestEvent({ ...order, totalAmount: cents / 100 }, session, 'paid')
  return handlePaymentEvent(await shop(), verifyEvent(e.body, e.signature))
}

/** Other files' unpaid orders (one database per run) expire now, so an expiry in a test gives back only its own pieces. */
const expireOthers = async () => expireLapsedOrders(await shop(), later(24 * 60))

const reload = async (id: Order['id']) => (await shop()).findByID({ collection: 'orders', id, overrideAccess: true })
/** The order's e-mails once their first tries (beside the answers) ended. */
const mailsOf = async (id: Order['id']) => {
  await firstTriesSettled()
  return (
    await (
      await shop()
    ).find({ collection: 'mail-queue', where: { ref: { equals: String(id) } }, limit: 50, overrideAccess: true })
  ).docs
}
const audited = async (id: Order['id'], note: string) =>
  (
    await (
      await shop()
    ).count({
      collection: 'audit-log',
      where: { and: [{ docId: { equals: String(id) } }, { note: { equals: note } }] },
      overrideAccess: true,
    })
  ).totalDocs

async function operator(): Promise<User> {
  const res = await (
    await shop()
  ).find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, overrideAccess: true })
  return res.docs[0] as User
}

// The shop (migrated and seeded once per run) is made before the first test's clock starts.
beforeAll(async () => {
  await shop()
})

describe('a paid amount that does not match the order', () => {
  it('is held, not left to expire: pieces kept, no confirmation, no "expired", shown with both amounts', async () => {
    const payload = await shop()
    await expireOthers()
    const p = await productWithStock('vaso-onda', 5)
    const order = await place(p.id, 2)
    const expected = toCents(order.totalAmount)
    const paid = expected - 1234
    expect(await pay(order, paid)).toBe('needs-attention')
    const held = await reload(order.id)
    expect(held.status).toBe('needs-attention')
    expect(held.heldPayment).toMatchObject({ amount: paid / 100, from: 'pending' })
    expect(held.paymentIntentId).toMatch(/^pi_test_/)
    expect(held.invoiceNumber ?? null).toBeNull()
    expect(await stockOf(p.id)).toBe(3)

    // The reservation time passes: the held order is not expired, its pieces stay taken.
    await expireLapsedOrders(payload, later(24 * 60))
    expect((await reload(order.id)).status).toBe('needs-attention')
    expect(await stockOf(p.id)).toBe(3)

    // The customer is told the payment was received and is being checked (both amounts); no confirmation.
    const mails = await mailsOf(order.id)
    expect(mails.map((m) => m.kind).sort()).toEqual(['held', 'held-seller'])
    const customer = mails.find((m) => m.kind === 'held')!
    expect(customer.status).toBe('sent')
    expect(customer.subject).toContain('lo stiamo verificando')
    const rendered = await renderOrderMail(payload, customer as never)
    const text = typeof rendered === 'object' && rendered ? `${rendered.subject}\n${rendered.text}` : ''
    expect(text).toContain('non corrisponde')
    expect(text).not.toMatch(/scadut|esaurit/)
    const euros = (c: number) => (c / 100).toFixed(2).replace('.', ',')
    expect(text).toContain(euros(paid))
    expect(text).toContain(euros(expected))

    // The operator's list (unfulfilled tab) and the dashboard's to-do list show it with both amounts.
    const listed = await listOrdersForOperator(payload, { tab: 'unfulfilled', q: String(order.id), page: 1 })
    const row = listed.docs.find((d) => d.id === order.id)!
    expect(row.status).toBe('needs-attention')
    expect(row.heldPayment?.amount).toBe(paid / 100)
    expect(row.totalAmount).toBe(expected / 100)
    const dash = await dashboardData(payload, 'week')
    expect(dash.todo.held).toContainEqual({ id: order.id, expectedCents: expected, paidCents: paid })
  })

  it('the operator accepts it: paid as any order (confirmation, invoice number), pieces already taken; once', async () => {
    const payload = await shop()
    const p = await productWithStock('vaso-onda', 5)
    const order = await place(p.id, 1, true)
    expect(await pay(order, toCents(order.totalAmount) + 500)).toBe('needs-attention')
    const op = await operator()
    const customer = await makeCustomer(payload)
    expect(await acceptHeld(payload, customer, 'it', String(order.id))).toMatchObject({ ok: false, status: 403 })
    expect(await acceptHeld(payload, null, 'it', String(order.id))).toMatchObject({ ok: false, status: 403 })
    expect(await acceptHeld(payload, op, 'en', 'nope')).toMatchObject({ ok: false, status: 404 })
    const results = await Promise.all([
      acceptHeld(payload, op, 'it', String(order.id)),
      acceptHeld(payload, op, 'it', String(order.id)),
    ])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.find((r) => !r.ok)).toMatchObject({ status: 409 })
    const accepted = await reload(order.id)
    expect(accepted.status).toBe('paid')
    expect(accepted.invoiceNumber).toMatch(/^\d{4}\//)
    expect(accepted.history?.at(-1)).toMatchObject({ status: 'paid', by: op.email })
    expect(await stockOf(p.id)).toBe(4)
    const kinds = (await mailsOf(order.id)).map((m) => m.kind)
    expect(kinds.filter((k) => k === 'order-confirmation')).toHaveLength(1)
    expect(await audited(order.id, 'accept-payment')).toBe(1)
    // What can be refunded later is what was paid (5 € more than the total).
    expect(await acceptHeld(payload, op, 'it', String(order.id))).toMatchObject({ ok: false, status: 409 })
  })

  it('the operator refunds it: the whole amount paid, through the provider; pieces back; once', async () => {
    const payload = await shop()
    const p = await productWithStock('vaso-onda', 5)
    const order = await place(p.id, 2)
    const paid = toCents(order.totalAmount) - 3000
    expect(await pay(order, paid)).toBe('needs-attention')
    expect(await stockOf(p.id)).toBe(3)
    const op = await operator()
    expect(await refundHeld(payload, await makeCustomer(payload), 'it', String(order.id))).toMatchObject({
      ok: false,
      status: 403,
    })
    expect(await refundHeld(payload, op, 'it', String(order.id))).toMatchObject({ ok: true })
    const refunded = await reload(order.id)
    expect(refunded.status).toBe('refunded')
    expect(await refundedCents(payload, order.id)).toBe(paid)
    expect(await stockOf(p.id)).toBe(5)
    expect(await audited(order.id, 'refund-held')).toBe(1)
    expect((await mailsOf(order.id)).map((m) => m.kind)).toContain('refunded')
    expect(await refundHeld(payload, op, 'it', String(order.id))).toMatchObject({ ok: false, status: 409 })
    expect(await acceptHeld(payload, op, 'it', String(order.id))).toMatchObject({ ok: false, status: 409 })
    expect(await stockOf(p.id)).toBe(5)
  })

  it('neither action applies to an order that is not held', async () => {
    const payload = await shop()
    const p = await productWithStock('vaso-onda', 5)
    const order = await place(p.id, 1)
    const op = await operator()
    expect(await acceptHeld(payload, op, 'it', String(order.id))).toMatchObject({ ok: false, status: 409 })
    expect(await refundHeld(payload, op, 'it', String(order.id))).toMatchObject({ ok: false, status: 409 })
    expect(await pay(order)).toBe('paid')
    expect(await acceptHeld(payload, op, 'en', String(order.id))).toMatchObject({ ok: false, status: 409 })
    expect(await refundHeld(payload, op, 'en', String(order.id))).toMatchObject({ ok: false, status: 409 })
    expect((await reload(order.id)).status).toBe('paid')
  })
})

describe('a held payment is recorded only by the payment', () => {
  it('the operator cannot create or edit one through the API', async () => {
    const payload = await shop()
    const op = await operator()
    const made = await payload.create({
      collection: 'orders',
      overrideAccess: false,
      user: op,
      data: {
        email: 'api-held@example.com',
        items: [{ name: 'Vaso', price: 10, quantity: 1 }],
        subtotal: 10,
        shippingFee: 0,
        totalAmount: 10,
        heldPayment: { amount: 1, from: 'pending' },
      } as never,
    })
    expect(made.heldPayment?.amount ?? null).toBeNull()
    const edited = await payload.update({
      collection: 'orders',
      id: made.id,
      overrideAccess: false,
      user: op,
      data: { heldPayment: { amount: 1, from: 'pending' } },
    })
    expect(edited.heldPayment?.amount ?? null).toBeNull()
  })
})

describe('a payment after the reservation lapsed', () => {
  it('with the wrong amount is held (not sold, not lost); accepting takes the pieces again', async () => {
    const payload = await shop()
    await expireOthers()
    const p = await productWithStock('candela-vetro-soffiato', 3)
    const order = await place(p.id, 2)
    await expireLapsedOrders(payload, later(24 * 60))
    expect((await reload(order.id)).status).toBe('expired')
    expect(await stockOf(p.id)).toBe(3)
    expect(await pay(order, toCents(order.totalAmount) - 100)).toBe('needs-attention')
    expect(await reload(order.id)).toMatchObject({ status: 'needs-attention', heldPayment: { from: 'expired' } })
    expect(await stockOf(p.id)).toBe(3)
    expect(await acceptHeld(payload, await operator(), 'it', String(order.id))).toMatchObject({ ok: true })
    expect((await reload(order.id)).status).toBe('paid')
    expect(await stockOf(p.id)).toBe(1)
  })

  it('with the pieces gone is held with its amount; accept is refused until they are back, then takes them', async () => {
    const payload = await shop()
    await expireOthers()
    const p = await productWithStock('bottiglia-murano-blu', 1)
    const order = await place(p.id, 1)
    await expireLapsedOrders(payload, later(24 * 60))
    const other = await place(p.id, 1)
    expect(await stockOf(p.id)).toBe(0)
    expect(await pay(order)).toBe('needs-attention')
    const held = await reload(order.id)
    expect(held.heldPayment).toMatchObject({ amount: order.totalAmount, from: 'expired' })
    const dash = await dashboardData(payload, 'week')
    expect(dash.todo.held).toContainEqual({
      id: order.id,
      expectedCents: toCents(order.totalAmount),
      paidCents: toCents(order.totalAmount),
    })
    const op = await operator()
    const refused = await acceptHeld(payload, op, 'en', String(order.id))
    expect(refused).toMatchObject({ ok: false, status: 409 })
    if (!refused.ok) expect(refused.error).toContain('stock')
    expect((await reload(order.id)).status).toBe('needs-attention')
    // The other buyer cancels: the piece is back, the operator accepts the late payment.
    await cancelOrder(payload, { id: other.id, actor: 'customer', by: billing.email })
    expect(await stockOf(p.id)).toBe(1)
    expect(await acceptHeld(payload, op, 'it', String(order.id))).toMatchObject({ ok: true })
    expect((await reload(order.id)).status).toBe('paid')
    expect(await stockOf(p.id)).toBe(0)
  })

  it('for a cancelled order is held for a refund only: accept refused, refund returns what was paid', async () => {
    const payload = await shop()
    const p = await productWithStock('vaso-onda', 5)
    const order = await place(p.id, 1)
    await cancelOrder(payload, { id: order.id, actor: 'customer', by: billing.email })
    expect(await stockOf(p.id)).toBe(5)
    const paid = toCents(order.totalAmount) + 100
    expect(await pay(order, paid)).toBe('needs-attention')
    const op = await operator()
    expect(await acceptHeld(payload, op, 'it', String(order.id))).toMatchObject({ ok: false, status: 409 })
    expect(await refundHeld(payload, op, 'it', String(order.id))).toMatchObject({ ok: true })
    expect(await refundedCents(payload, order.id)).toBe(paid)
    expect((await reload(order.id)).status).toBe('refunded')
    expect(await stockOf(p.id)).toBe(5)
  })
})

describe('the payment session must be the order’s own', () => {
  it('an event naming an order whose session id differs is not applied to it (recorded, unknown order)', async () => {
    const payload = await shop()
    const p = await productWithStock('vaso-onda', 5)
    const order = await place(p.id, 1)
    const foreign = `cs_test_${'f'.repeat(36)}`
    const e = signedTestEvent(order, foreign, 'paid')
    const event = verifyEvent(e.body, e.signature)
    expect(event.data.object.metadata?.orderId).toBe(String(order.id))
    expect(await handlePaymentEvent(payload, event)).toBe('unknown-order')
    expect((await reload(order.id)).status).toBe('pending')
    const recorded = await payload.find({
      collection: 'payment-events',
      where: { eventId: { equals: event.id } },
      overrideAccess: true,
    })
    expect(recorded.docs).toHaveLength(1)
    expect(recorded.docs[0]!.order ?? null).toBeNull()
    // The order's own session still pays it.
    expect(await pay(order)).toBe('paid')
  })
})
