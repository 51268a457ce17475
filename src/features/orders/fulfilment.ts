import type { Payload } from 'payload'
import { invoiceRequested, invoiceYear } from '@/features/invoices/server'
import { emptyAccountCart } from '@/features/cart/server'
import { log } from '@/lib/logger'
import { fromCents, toCents } from '@/lib/money'
import type { Order } from '@/payload-types'
import { customerKeys, holdCode, releaseCode, toDiscountCode } from '@/features/pricing/server'
import { randomUUID } from 'node:crypto'
import { heldView, holdReason } from './held'
import { claimDecision, releaseDecision } from './repository-lifecycle'
import { findOrder } from './repository'
import { orderPieces, releasePieces, reservePieces } from './stock'
import { transition } from './transition'

const productId = (p: unknown) =>
  typeof p === 'object' && p !== null ? (p as { id: number | string }).id : (p as number | string | null | undefined)

export type PaymentOutcome = 'paid' | 'already-paid' | 'needs-attention'

/** A move lost to another request (expiry, a cancel, another delivery): read the order again and decide anew. */
type Attempt = PaymentOutcome | 'raced'

/**
 * A confirmed payment. pending → paid, once: gives the invoice number when the customer asked for an
 * invoice (sequential per year, never reused) and the two e-mails (outbox, once each), then empties the
 * customer's account cart. The pieces were reserved when the order was made. A payment for an order whose
 * reservation lapsed (expired) takes the pieces again if they are there. A payment the shop cannot simply
 * sell against is held for the operator ('needs-attention', ADR 0031) with what was paid: an amount that
 * differs from the total (`paidCents`), a late payment whose pieces are gone, a payment after a cancel —
 * never left to expire, never lost, never oversold. Decided on the order as it is now: a move lost to
 * expiry or a cancel at the same moment is decided again on the new status.
 */
export async function markOrderPaid(
  payload: Payload,
  orderId: number | string,
  paymentIntentId: string | null,
  sessionId: string,
  /**
   * Who confirmed the payment (the provider by default; the operator recording a bank transfer), what they
   * recorded, and the amount the provider says was paid (cents; the order's total when not given).
   */
  confirmed: { by?: string; data?: Partial<Order>; paidCents?: number } = {},
): Promise<PaymentOutcome> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await findOrder(payload, orderId)
    if (!current) return 'already-paid'
    const outcome = await settle(payload, current, paymentIntentId, sessionId, confirmed)
    if (outcome !== 'raced') return outcome
  }
  return 'already-paid'
}

async function settle(
  payload: Payload,
  current: Order,
  paymentIntentId: string | null,
  sessionId: string,
  confirmed: { by?: string; data?: Partial<Order>; paidCents?: number },
): Promise<Attempt> {
  const by = confirmed.by ?? 'payment'
  const payment = { paymentIntentId, checkoutSessionId: current.checkoutSessionId || sessionId, ...confirmed.data }
  const paid = confirmed.paidCents ?? toCents(current.totalAmount)
  if (current.status === 'needs-attention') return 'needs-attention'
  if (current.status !== 'pending' && current.status !== 'expired' && current.status !== 'cancelled')
    return 'already-paid'
  const held = {
    ...payment,
    heldPayment: { amount: fromCents(paid), from: current.status, at: new Date().toISOString() },
  }
  // Cancelled before the payment arrived, or an amount that differs from the total: held for the operator.
  const reason = holdReason(current.status, toCents(current.totalAmount), paid)
  if (reason) return hold(payload, current, held, by, reason)
  if (current.status === 'expired') {
    // The expiry gave back the pieces and the code's use: both are taken again, as at checkout, or held.
    const pieces = await orderPieces(payload, current)
    if (!(await reservePieces(payload, pieces)).ok) return hold(payload, current, held, by, 'pieces-gone')
    const code = await retakeCode(payload, current)
    if (!code.ok) {
      await releasePieces(payload, pieces)
      return hold(payload, current, held, by, 'code-gone')
    }
    const sold = await pay(payload, current, { ...payment, ...code.data }, by, 'payment')
    if (!sold) {
      await releasePieces(payload, pieces)
      await releaseCode(payload, code.hold)
    }
    return sold ? 'paid' : 'raced'
  }
  return (await pay(payload, current, payment, by, 'payment')) ? 'paid' : 'raced'
}

/** A payment the shop cannot sell against as it stands: held for the operator to accept or refund. */
async function hold(
  payload: Payload,
  current: Order,
  data: Partial<Order>,
  by: string,
  reason: string,
): Promise<Attempt> {
  const held = await transition(payload, {
    id: current.id,
    from: current.status,
    to: 'needs-attention',
    actor: 'payment',
    by,
    data,
  })
  if (!held.ok) return held.error.kind === 'already-done' ? 'raced' : 'already-paid'
  log.error('payment held for the operator to accept or refund', {
    order: current.id,
    from: current.status,
    reason,
    paid: data.heldPayment?.amount,
    expected: current.totalAmount,
  })
  return 'needs-attention'
}

/**
 * Takes the discount code's use again for a late sale (the expiry gave it back), with the checkout's own
 * rules (features/pricing/redemptions.ts: the cap and the per-customer cap, one conditional statement).
 * A new hold id, which the sale records on the order (`data`): a failed sale gives back only its own.
 */
async function retakeCode(
  payload: Payload,
  order: Order,
): Promise<{ ok: true; hold: string | null; data: Partial<Order> } | { ok: false }> {
  const ref = order.discountRef
  if (!order.discountHold || ref === null || ref === undefined) return { ok: true, hold: null, data: {} }
  const id = typeof ref === 'object' ? ref.id : ref
  const found = await payload
    .findByID({ collection: 'discount-codes', id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!found) return { ok: true, hold: null, data: {} }
  const hold = randomUUID()
  const user = productId(order.user)
  const customers = customerKeys(user === null || user === undefined ? null : { id: user }, order.email)
  const taken = await holdCode(payload, toDiscountCode(found), customers, hold)
  return taken.ok ? { ok: true, hold, data: { discountHold: hold } } : { ok: false }
}

export type AcceptOutcome = 'paid' | 'not-held' | 'refund-only' | 'refund-asked' | 'pieces-gone' | 'code-gone'

/**
 * The operator accepts a held payment (ADR 0031): needs-attention → paid, as any paid order (invoice
 * number, confirmation e-mails). The decision is claimed first (features/orders/repository-lifecycle.ts): of two
 * accepts, or an accept and a refund, one goes on. Its pieces are still taken when it was held before it
 * expired; otherwise they and the discount code's use are taken again now, all or nothing — refused when
 * they are gone (the operator refunds, or restocks first). A payment after a cancel, or one whose refund
 * was asked, is never sold.
 */
export async function acceptHeldPayment(
  payload: Payload,
  orderId: Order['id'] | string,
  by: string,
): Promise<AcceptOutcome> {
  const current = await findOrder(payload, orderId)
  const view = current ? heldView(current) : null
  if (!current || !view) return 'not-held'
  if (view.refundAsked) return 'refund-asked'
  if (!view.acceptable) return 'refund-only'
  if (!(await claimDecision(payload, current.id, 'accept'))) {
    const now = await findOrder(payload, current.id)
    return now && heldView(now)?.refundAsked ? 'refund-asked' : 'not-held'
  }
  const outcome = await sellHeld(payload, current, view.piecesKept, by)
  if (outcome !== 'paid') await releaseDecision(payload, current.id, 'accept')
  return outcome
}

async function sellHeld(payload: Payload, current: Order, piecesKept: boolean, by: string): Promise<AcceptOutcome> {
  if (piecesKept) return (await pay(payload, current, {}, by, 'operator')) ? 'paid' : 'not-held'
  const pieces = await orderPieces(payload, current)
  if (!(await reservePieces(payload, pieces)).ok) return 'pieces-gone'
  const code = await retakeCode(payload, current)
  if (!code.ok) {
    await releasePieces(payload, pieces)
    return 'code-gone'
  }
  const sold = await pay(payload, current, code.data, by, 'operator')
  if (sold) return 'paid'
  await releasePieces(payload, pieces)
  await releaseCode(payload, code.hold)
  return 'not-held'
}

async function pay(
  payload: Payload,
  current: Order,
  payment: Partial<Order>,
  by: string,
  actor: 'payment' | 'operator',
): Promise<boolean> {
  const moved = await transition(payload, {
    id: current.id,
    from: current.status,
    to: 'paid',
    actor,
    by,
    data: payment,
    // Only an order whose customer asked for an invoice takes a number of the e-invoice series, with the
    // move itself (one transaction: no gaps, no duplicates, nothing lost to a crash). Consumer sales get
    // a receipt instead.
    invoiceYear: invoiceRequested(current) ? invoiceYear(new Date()) : undefined,
  })
  if (!moved.ok) return false
  const paid = moved.order
  const userId = productId(paid.user)
  if (userId !== null && userId !== undefined) await emptyAccountCart(payload, userId)
  return true
}
