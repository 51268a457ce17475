import type { Order } from '@/payload-types'

/** Statuses in which nothing more goes to the customer: a live shipment of theirs is cancelled. */
const CLOSED = new Set(['withdrawn', 'refunded'])
/** Parcels that are gone or on their way cannot be stopped by a cancel before pick-up. */
const DONE = new Set(['delivered', 'cancelled'])

type Closing = Pick<Order, 'shipment' | 'items' | 'withdrawal'>

/**
 * Whether a withdrawal names every piece of the order (by line index, as the withdrawal form stores them).
 * A partial withdrawal — one vase of three — leaves the rest the customer's: their parcel must still go.
 * Lines without an index (none are written so) count as not covering anything: nothing is cancelled on a guess.
 */
export function withdrawsEverything(order: Pick<Order, 'items' | 'withdrawal'>): boolean {
  const lines = Array.isArray(order.withdrawal?.lines) ? (order.withdrawal.lines as unknown[]) : []
  const withdrawn = new Map<number, number>()
  for (const l of lines) {
    const { index, quantity } = (l ?? {}) as { index?: unknown; quantity?: unknown }
    if (typeof index !== 'number' || typeof quantity !== 'number') continue
    withdrawn.set(index, (withdrawn.get(index) ?? 0) + quantity)
  }
  return order.items.length > 0 && order.items.every((item, i) => (withdrawn.get(i) ?? 0) >= item.quantity)
}

/**
 * Whether the order's move to `to` cancels its live carrier shipment (ADR 0042): a refund (in full), or a
 * withdrawal of every piece; a shipment already delivered, cancelled or with a cancel under way is left alone.
 */
export function cancelsShipmentOnMove(order: Closing, to: string): boolean {
  if (!CLOSED.has(to)) return false
  const shipment = order.shipment
  if (!shipment?.shipmentId || DONE.has(shipment.status ?? '') || shipment.cancellation) return false
  return to === 'refunded' || withdrawsEverything(order)
}
