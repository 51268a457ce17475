import { toCents } from '@/lib/money'
import type { Order } from '@/payload-types'

/**
 * Held payments (ADR 0031), as plain rules: a confirmed payment the shop cannot simply sell against is
 * held ('needs-attention') for the operator, who accepts it (sold, with its pieces) or refunds it (the
 * whole amount paid). Pure: the webhook, the operator's actions, the order pages and the dashboard
 * read the same answers.
 */

/** The status an order had when a held payment arrived. */
export type HeldFrom = 'pending' | 'expired' | 'cancelled'
const HELD_FROM: readonly string[] = ['pending', 'expired', 'cancelled'] satisfies HeldFrom[]

/** Why a confirmed payment of `paidCents` for an order in `status` cannot simply be sold; null when it can. */
export function holdReason(
  status: Order['status'],
  expectedCents: number,
  paidCents: number,
): 'cancelled' | 'amount-differs' | null {
  if (status === 'cancelled') return 'cancelled'
  if ((status === 'pending' || status === 'expired') && paidCents !== expectedCents) return 'amount-differs'
  return null
}

type Held = Pick<Order, 'status' | 'totalAmount' | 'heldPayment' | 'history'>

/**
 * The status the order had when its payment was held: recorded with the hold, or (orders held before
 * the record existed) the history line before the hold.
 */
export function heldFrom(order: Pick<Order, 'heldPayment' | 'history'>): HeldFrom | null {
  const recorded = order.heldPayment?.from
  if (recorded) return recorded
  const history = order.history ?? []
  const at = history.findLastIndex((h) => h.status === 'needs-attention')
  const before = at > 0 ? history[at - 1]!.status : null
  return before && HELD_FROM.includes(before) ? (before as HeldFrom) : null
}

/** What the provider confirmed as paid, in cents: the held amount when one was recorded, else the total. */
export const paidCents = (order: Pick<Order, 'totalAmount' | 'heldPayment'>): number =>
  typeof order.heldPayment?.amount === 'number' ? toCents(order.heldPayment.amount) : toCents(order.totalAmount)

export type HeldView = {
  expectedCents: number
  paidCents: number
  from: HeldFrom | null
  amountDiffers: boolean
  /** The pieces are still taken for the order (held before it expired): a refund gives them back. */
  piecesKept: boolean
  /** A refund of it was asked of the provider: its event completes it, nothing else may be decided. */
  refundAsked: boolean
  /**
   * The operator may accept it (not after a cancel: the customer or the operator called the sale off;
   * not once its refund was asked).
   */
  acceptable: boolean
}

/** A held order as the operator sees it; null for any other order. */
export function heldView(order: Held): HeldView | null {
  if (order.status !== 'needs-attention') return null
  const from = heldFrom(order)
  const expected = toCents(order.totalAmount)
  const paid = paidCents(order)
  const refundAsked = order.heldPayment?.decision === 'refund'
  return {
    expectedCents: expected,
    paidCents: paid,
    from,
    amountDiffers: paid !== expected,
    piecesKept: from === 'pending',
    refundAsked,
    acceptable: !refundAsked && (from === 'pending' || from === 'expired'),
  }
}
