import type { Payload } from 'payload'
import { invoiceRequested, invoiceYear } from '@/features/invoices/model'
import { emptyAccountCart } from '@/features/cart/account-cart'
import { log } from '@/lib/logger'
import { fromCents, toCents } from '@/lib/money'
import type { Order } from '@/payload-types'
import { heldView, holdReason } from './held'
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
    const pieces = await orderPieces(payload, current)
    if (!(await reservePieces(payload, pieces)).ok) return hold(payload, current, held, by, 'pieces-gone')
    const sold = await pay(payload, current, payment, by, 'payment')
    if (!sold) await releasePieces(payload, pieces)
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

export type AcceptOutcome = 'paid' | 'not-held' | 'refund-only' | 'pieces-gone'

/**
 * The operator accepts a held payment (ADR 0031): needs-attention → paid, as any paid order (invoice
 * number, confirmation e-mails). Its pieces are still taken when it was held before it expired; otherwise
 * they are taken again now, all or nothing — refused when they are gone (the operator refunds, or
 * restocks first). A payment after a cancel is never sold.
 */
export async function acceptHeldPayment(payload: Payload, orderId: Order['id'] | string, by: string) {
  const current = await findOrder(payload, orderId)
  const view = current ? heldView(current) : null
  if (!current || !view) return 'not-held' as const
  if (!view.acceptable) return 'refund-only' as const
  const pieces = view.piecesKept ? null : await orderPieces(payload, current)
  if (pieces && !(await reservePieces(payload, pieces)).ok) return 'pieces-gone' as const
  const sold = await pay(payload, current, {}, by, 'operator')
  if (!sold && pieces) await releasePieces(payload, pieces)
  return sold ? ('paid' as const) : ('not-held' as const)
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
