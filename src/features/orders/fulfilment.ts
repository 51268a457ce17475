import type { Payload } from 'payload'
import { invoiceRequested, invoiceYear } from '@/features/invoices/model'
import { emptyAccountCart } from '@/features/cart/account-cart'
import { log } from '@/lib/logger'
import type { Order } from '@/payload-types'
import { findOrder } from './repository'
import { orderPieces, releasePieces, reservePieces } from './stock'
import { transition } from './transition'

const productId = (p: unknown) =>
  typeof p === 'object' && p !== null ? (p as { id: number | string }).id : (p as number | string | null | undefined)

export type PaymentOutcome = 'paid' | 'already-paid' | 'needs-attention'

/**
 * A confirmed payment. pending → paid, once: gives the invoice number when the customer asked for an
 * invoice (sequential per year, never reused) and the two e-mails (outbox, once each), then empties the customer's account cart. The pieces were
 * reserved when the order was made. A payment for an order whose reservation lapsed (expired) takes
 * the pieces again if they are there; if not, the order is held for the operator ('needs-attention')
 * and both sides are told — never oversold.
 */
export async function markOrderPaid(
  payload: Payload,
  orderId: number | string,
  paymentIntentId: string | null,
  sessionId: string,
  /** Who confirmed the payment (the provider by default; the operator recording a bank transfer) and what they recorded. */
  confirmed: { by?: string; data?: Partial<Order> } = {},
): Promise<PaymentOutcome> {
  const current = await findOrder(payload, orderId)
  if (!current) return 'already-paid'
  const by = confirmed.by ?? 'payment'
  const payment = { paymentIntentId, checkoutSessionId: current.checkoutSessionId || sessionId, ...confirmed.data }
  // Cancelled before the payment arrived: not sold again, held for the operator to refund.
  if (current.status === 'cancelled') return hold(payload, current, 'cancelled', payment, by)
  if (current.status === 'expired') {
    const pieces = await orderPieces(payload, current)
    if (!(await reservePieces(payload, pieces)).ok) return hold(payload, current, 'expired', payment, by)
    const sold = await pay(payload, current, 'expired', payment, by)
    if (!sold) await releasePieces(payload, pieces)
    return sold ? 'paid' : 'already-paid'
  }
  return (await pay(payload, current, current.status, payment, by)) ? 'paid' : 'already-paid'
}

/** A payment the shop cannot sell against (cancelled, or expired with the pieces gone): held for the operator. */
async function hold(
  payload: Payload,
  current: Order,
  from: 'cancelled' | 'expired',
  payment: Partial<Order>,
  by: string,
): Promise<PaymentOutcome> {
  const held = await transition(payload, {
    id: current.id,
    from,
    to: 'needs-attention',
    actor: 'payment',
    by,
    data: payment,
  })
  if (!held.ok) return 'already-paid'
  log.error('payment for an order that cannot be sold: held for the operator to refund', { order: current.id, from })
  return 'needs-attention'
}

async function pay(
  payload: Payload,
  current: Order,
  from: Order['status'],
  payment: Partial<Order>,
  by: string,
): Promise<boolean> {
  const moved = await transition(payload, {
    id: current.id,
    from,
    to: 'paid',
    actor: 'payment',
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
