import { describe, expect, it } from 'vitest'
import { createPendingOrder } from '@/features/checkout/create-order'
import { startRefund } from '@/features/checkout/payments/refund'
import { signedTestEvent } from '@/features/payments/test-provider'
import { handlePaymentEvent, verifyEvent } from '@/features/checkout/payments/webhook'
import { cancelOrder } from '@/features/orders/cancel'
import { markCancelled } from '@/features/orders/operator'
import { refundedCents } from '@/features/orders/refunds'
import { listOrdersForOperator } from '@/features/orders/repository'
import { toCents } from '@/lib/money'
import type { Order, User } from '@/payload-types'
import { italianBilling, makeCustomer, productWithStock, shop } from './helpers'
import { firstTriesSettled } from '@/services/queue-mail'

const billing = italianBilling('Elena', 'elena-lifecycle@example.com')

const stockOf = async (id: number) =>
  (await (await shop()).findByID({ collection: 'products', id, overrideAccess: true })).stock

async function place(productId: number, quantity: number): Promise<Order> {
  const payload = await shop()
  const made = await createPendingOrder(payload, {
    lang: 'it',
    user: null,
    note: '',
    billing,
    lines: [{ id: String(productId), quantity, sets: '', fragrance: '' }],
  })
  if (!made.ok) throw new Error(made.error)
  return payload.update({
    collection: 'orders',
    id: made.order.id,
    overrideAccess: true,
    data: { checkoutSessionId: `cs_test_${String(made.order.id).padEnd(36, '2')}` },
  })
}

async function pay(order: Order) {
  const e = signedTestEvent(order, order.checkoutSessionId!, 'paid')
  return handlePaymentEvent(await shop(), verifyEvent(e.body, e.signature))
}

const reload = async (id: Order['id']) => (await shop()).findByID({ collection: 'orders', id, overrideAccess: true })
/** An e-mail's row once the first tries (beside the answers) ended. */
const mailRow = async (dedupeKey: string) => {
  await firstTriesSettled()
  return (
    await (
      await shop()
    ).find({ collection: 'mail-queue', where: { dedupeKey: { equals: dedupeKey } }, overrideAccess: true })
  ).docs[0]
}

async function operator(): Promise<User> {
  const res = await (
    await shop()
  ).find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, overrideAccess: true })
  return res.docs[0] as User
}

describe('cancelling an unpaid order', () => {
  it('gives the pieces back once, closes the order, e-mails the customer; a second cancel changes nothing', async () => {
    const payload = await shop()
    const p = await productWithStock('vaso-onda', 5)
    const order = await place(p.id, 2)
    expect(await stockOf(p.id)).toBe(3)
    const [a, b] = await Promise.all([
      cancelOrder(payload, { id: order.id, actor: 'customer', by: billing.email }),
      cancelOrder(payload, { id: order.id, actor: 'customer', by: billing.email }),
    ])
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1)
    expect(await stockOf(p.id)).toBe(5)
    const cancelled = await reload(order.id)
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.history?.at(-1)).toMatchObject({ status: 'cancelled', by: billing.email })
    expect((await mailRow(`cancelled:${order.id}`))?.status).toBe('sent')
    const q = String(order.id)
    expect((await listOrdersForOperator(payload, { tab: 'closed', q, page: 1 })).docs.map((d) => d.id)).toContain(
      order.id,
    )
  })

  it('a paid order cannot be cancelled (by the customer or the operator): the answer is a refusal, stock untouched', async () => {
    const payload = await shop()
    const p = await productWithStock('vaso-onda', 5)
    const order = await place(p.id, 1)
    expect(await pay(order)).toBe('paid')
    expect((await cancelOrder(payload, { id: order.id, actor: 'customer', by: 'x' })).ok).toBe(false)
    const res = await markCancelled(payload, await operator(), 'en', String(order.id))
    expect(res).toMatchObject({ ok: false, status: 409 })
    expect((await reload(order.id)).status).toBe('paid')
    expect(await stockOf(p.id)).toBe(4)
  })

  it('only the operator or the customer cancels: a customer is refused the operator action', async () => {
    const payload = await shop()
    const p = await productWithStock('vaso-onda', 5)
    const order = await place(p.id, 1)
    const customer = await makeCustomer(payload)
    expect(await markCancelled(payload, customer, 'it', String(order.id))).toMatchObject({ ok: false, status: 403 })
    expect(await markCancelled(payload, await operator(), 'it', String(order.id))).toMatchObject({ ok: true })
    expect((await reload(order.id)).history?.at(-1)).toMatchObject({ status: 'cancelled' })
  })

  it('a payment that still arrives for a cancelled order is held for a refund, never sold', async () => {
    const payload = await shop()
    const p = await productWithStock('vaso-onda', 5)
    const order = await place(p.id, 1)
    await cancelOrder(payload, { id: order.id, actor: 'customer', by: billing.email })
    expect(await pay(order)).toBe('needs-attention')
    expect((await reload(order.id)).status).toBe('needs-attention')
    expect((await reload(order.id)).invoiceNumber ?? null).toBeNull()
    expect(await stockOf(p.id)).toBe(5)
  })
})

describe('refunds', () => {
  it('a partial refund with one piece back, then the rest: recorded once each, stock back, refunded, customer e-mailed', async () => {
    const payload = await shop()
    const p = await productWithStock('vaso-onda', 10)
    const order = await place(p.id, 3)
    expect(await pay(order)).toBe('paid')
    const paid = await reload(order.id)
    expect(await stockOf(p.id)).toBe(7)
    const op = await operator()
    const part = await startRefund(payload, op, 'it', String(order.id), { amount: 10, restock: { '0': 1 } })
    expect(part).toMatchObject({ ok: true, confirmed: true })
    expect(await refundedCents(payload, order.id)).toBe(1000)
    expect(await stockOf(p.id)).toBe(8)
    const afterPart = await reload(order.id)
    expect(afterPart.status).toBe('paid')
    expect(afterPart.history?.at(-1)).toMatchObject({ status: 'partial-refund', by: 'payment' })
    // More than what is left is refused, and so is a restock of more pieces than were sold.
    const left = toCents(paid.totalAmount) - 1000
    expect(
      await startRefund(payload, op, 'it', String(order.id), { amount: left / 100 + 0.01, restock: {} }),
    ).toMatchObject({ ok: false, status: 400 })
    expect(await startRefund(payload, op, 'it', String(order.id), { amount: 1, restock: { '0': 4 } })).toMatchObject({
      ok: false,
      status: 400,
    })
    expect(await startRefund(payload, op, 'it', String(order.id), { amount: left / 100, restock: {} })).toMatchObject({
      ok: true,
    })
    const refunded = await reload(order.id)
    expect(refunded.status).toBe('refunded')
    expect(await refundedCents(payload, order.id)).toBe(toCents(paid.totalAmount))
    await firstTriesSettled()
    const mails = await payload.find({
      collection: 'mail-queue',
      where: { dedupeKey: { like: `refunded:${order.id}:` } },
      overrideAccess: true,
    })
    expect(mails.docs.map((m) => m.status)).toEqual(['sent', 'sent'])
    expect(mails.docs.map((m) => m.subject).join(' ')).toContain('rimborso di 10,00')
    // Nothing left: a further refund is refused.
    expect(await startRefund(payload, op, 'it', String(order.id), { amount: 1, restock: {} })).toMatchObject({
      ok: false,
      status: 409,
    })
  })

  it('a repeated refund event (the provider retries) records the refund once', async () => {
    const payload = await shop()
    const p = await productWithStock('vaso-onda', 10)
    const order = await place(p.id, 1)
    await pay(order)
    const paid = await reload(order.id)
    const { testProvider } = await import('@/features/payments/test-provider')
    const asked = await testProvider.refund(paid, 500, { orderId: String(order.id), restock: '{"0":1}' })
    const event = verifyEvent(asked.event!.body, asked.event!.signature)
    const again = { ...event, id: `${event.id}-retry` }
    const results = await Promise.all([handlePaymentEvent(payload, event), handlePaymentEvent(payload, again)])
    expect(results.sort()).toEqual(['already-recorded', 'partly-refunded'])
    expect(await refundedCents(payload, order.id)).toBe(500)
    expect(await stockOf(p.id)).toBe(10)
  })

  it('only the operator refunds; an unpaid order has nothing to refund', async () => {
    const payload = await shop()
    const p = await productWithStock('vaso-onda', 10)
    const order = await place(p.id, 1)
    const customer = await makeCustomer(payload)
    expect(await startRefund(payload, customer, 'it', String(order.id), { amount: 1, restock: {} })).toMatchObject({
      ok: false,
      status: 403,
    })
    expect(
      await startRefund(payload, await operator(), 'it', String(order.id), { amount: 1, restock: {} }),
    ).toMatchObject({ ok: false, status: 409 })
  })
})

describe('withdrawal (the consumer withdraws from the contract)', () => {
  it('records what, who and when; acknowledges at once to the confirmed address; the seller is told; refundable', async () => {
    const payload = await shop()
    const p = await productWithStock('vaso-onda', 10)
    const order = await place(p.id, 2)
    await pay(order)
    const paid = await reload(order.id)
    const { withdraw } = await import('@/features/orders/withdraw')
    const now = new Date()
    expect(
      await withdraw(payload, paid, {
        name: 'Elena Verdi',
        email: 'elena-ack@example.com',
        lines: { '0': 9 },
        by: 'x',
      }),
    ).toEqual({ ok: false, reason: 'invalid' })
    const done = await withdraw(
      payload,
      paid,
      { name: 'Elena Verdi', email: 'elena-ack@example.com', lines: { '0': 1 }, by: billing.email },
      now,
    )
    expect(done.ok).toBe(true)
    const withdrawn = await reload(order.id)
    expect(withdrawn.status).toBe('withdrawn')
    expect(withdrawn.withdrawal).toMatchObject({
      at: now.toISOString(),
      name: 'Elena Verdi',
      email: 'elena-ack@example.com',
    })
    expect(withdrawn.withdrawal?.lines).toEqual([{ index: 0, name: 'Vaso Onda', quantity: 1 }])
    expect(withdrawn.history?.at(-1)).toMatchObject({ status: 'withdrawn', by: billing.email })
    const ack = await mailRow(`withdrawal-ack:${order.id}`)
    expect(ack).toMatchObject({ status: 'sent', to: 'elena-ack@example.com' })
    expect(ack?.subject).toContain('recesso ricevuto')
    expect((await mailRow(`withdrawal-seller:${order.id}`))?.status).toBe('sent')
    // Twice is refused; the operator refunds it like any paid order.
    expect(
      await withdraw(payload, withdrawn, { name: 'E', email: 'e@example.com', lines: { '0': 1 }, by: 'x' }),
    ).toEqual({
      ok: false,
      reason: 'already-withdrawn',
    })
    expect(
      await startRefund(payload, await operator(), 'it', String(order.id), {
        amount: withdrawn.totalAmount,
        restock: { '0': 1 },
      }),
    ).toMatchObject({ ok: true })
    expect((await reload(order.id)).status).toBe('refunded')
  })

  it('is closed 14 days after delivery and for unpaid orders', async () => {
    const payload = await shop()
    const p = await productWithStock('vaso-onda', 10)
    const unpaid = await place(p.id, 1)
    const { withdraw } = await import('@/features/orders/withdraw')
    const input = { name: 'E', email: 'e@example.com', lines: { '0': 1 }, by: 'x' }
    expect(await withdraw(payload, unpaid, input)).toEqual({ ok: false, reason: 'not-paid' })
    const order = await place(p.id, 1)
    await pay(order)
    const delivered = await payload.update({
      collection: 'orders',
      id: order.id,
      overrideAccess: true,
      data: {
        history: [
          ...((await reload(order.id)).history ?? []),
          { status: 'delivered', by: 'op', at: '2026-01-01T00:00:00.000Z' },
        ],
      },
    })
    expect(
      await withdraw(payload, { ...delivered, status: 'delivered' }, input, new Date('2026-01-16T00:00:00.000Z')),
    ).toEqual({
      ok: false,
      reason: 'closed',
    })
  })

  it('the signed link names one order and its e-mail', async () => {
    const { withdrawalLink, withdrawalTokenFits } = await import('@/features/orders/withdrawal')
    const link = await withdrawalLink({ id: 7, email: 'A@Example.com' })
    const token = decodeURIComponent(new URL(link).searchParams.get('t')!)
    expect(new URL(link).pathname).toBe('/withdraw/7')
    expect(await withdrawalTokenFits(token, { id: 7, email: 'a@example.com' })).toBe(true)
    expect(await withdrawalTokenFits(token, { id: 8, email: 'a@example.com' })).toBe(false)
    expect(await withdrawalTokenFits(token, { id: 7, email: 'b@example.com' })).toBe(false)
    expect(await withdrawalTokenFits(`${token}x`, { id: 7, email: 'a@example.com' })).toBe(false)
  })
})
