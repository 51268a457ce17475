import { INITIAL_STATUS, ORDER_STATUSES, type OrderStatus } from '@/payload/values'

export { INITIAL_STATUS, ORDER_STATUSES, type OrderStatus }
/**
 * The order life cycle, in one table. Every status change — payment webhook, test checkout,
 * operator actions — is checked against `TRANSITIONS`; the status list, the operator's tabs and
 * the actions the operator page offers are all derived from it. A status may have several
 * successors (one row each).
 */

/** The e-mails of the life cycle (rendered by features/orders/mail.ts). */
export type OrderMail =
  | 'order-confirmation'
  | 'seller-copy'
  | 'held'
  | 'held-seller'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'refunded'
  | 'withdrawal-ack'
  | 'withdrawal-seller'

/**
 * Every status an order can have, in life-cycle order, with the operator tab that lists it and the
 * e-mails reaching it sends (each once per order).
 */
export const STATUSES = {
  pending: { tab: 'unfulfilled', mails: [] },
  /**
   * A dealer's order on payment terms (ADR 0026): confirmed and invoiced when placed, shipped before it
   * is paid; the payment is recorded on it later (`transferDate`), due by `paymentDue`.
   */
  accepted: { tab: 'unfulfilled', mails: ['order-confirmation', 'seller-copy'] },
  paid: { tab: 'unfulfilled', mails: ['order-confirmation', 'seller-copy'] },
  shipped: { tab: 'fulfilled', mails: ['shipped'] },
  delivered: { tab: 'delivered', mails: ['delivered'] },
  /** Not paid within the reservation time: its pieces went back to stock. */
  expired: { tab: 'closed', mails: [] },
  /**
   * A held payment (ADR 0031): paid with an amount that differs from the total, or after the reservation
   * lapsed with the pieces gone, or after a cancel. Never expires; the operator accepts it or refunds it.
   */
  'needs-attention': { tab: 'unfulfilled', mails: ['held', 'held-seller'] },
  /** Cancelled before payment, by the customer or the operator: its pieces went back to stock. */
  cancelled: { tab: 'closed', mails: ['cancelled'] },
  /** The customer withdrew from the contract (the withdrawal function): the operator refunds when the goods are back or sent. */
  withdrawn: { tab: 'unfulfilled', mails: ['withdrawal-ack', 'withdrawal-seller'] },
  /** Paid, then refunded in full (features/orders/refunds.ts; partial refunds keep the status). */
  refunded: { tab: 'closed', mails: [] },
} as const satisfies Record<OrderStatus, { tab: string; mails: readonly OrderMail[] }>

/**
 * Who moves an order: the payment provider's confirmed event (payments and refunds), the operator,
 * the customer (from the order page), or the shop itself (expiry).
 */
export type Actor = 'payment' | 'operator' | 'customer' | 'system'
/** The operator's buttons (and API routes) for the rows an operator may take. */
export type OperatorAction = 'ship' | 'deliver' | 'cancel' | 'accept'
/** What a transition needs besides the right status and actor. */
export type Requirement =
  | 'tracking'
  | 'matching-amount'
  | 'amount-differs'
  | 'not-cancelled'
  | 'reservation-lapsed'
  | 'pieces-reserved'
  | 'pieces-gone'
  | 'refunded-in-full'
  | 'within-window'
  | 'payment-terms'
  | 'carrier-delivered'
  | 'carrier-cancelled'

export type Transition = {
  from: OrderStatus
  to: OrderStatus
  by: Actor
  requires: readonly Requirement[]
  /** The operator's action for this row (operator rows only). */
  action?: OperatorAction
  /**
   * A row that undoes a step (a carrier's shipment cancelled before pick-up): not a way forward, so the
   * refusals (`reachable`) never count it — a shipped order is not "not yet paid".
   */
  undo?: true
}

export const TRANSITIONS: readonly Transition[] = [
  { from: 'pending', to: 'paid', by: 'payment', requires: ['matching-amount'] },
  // A payment whose amount differs from the total: held, not left to expire (its pieces stay taken).
  { from: 'pending', to: 'needs-attention', by: 'payment', requires: ['amount-differs'] },
  { from: 'pending', to: 'expired', by: 'system', requires: ['reservation-lapsed'] },
  // A payment that arrives after the reservation lapsed: sold if its amount matches and the pieces can be
  // taken again, otherwise held for the operator (the pieces gone, or the amount differs) — never oversold.
  { from: 'expired', to: 'paid', by: 'payment', requires: ['matching-amount', 'pieces-reserved'] },
  { from: 'expired', to: 'needs-attention', by: 'payment', requires: [] },
  // A payment for an order the customer or the operator cancelled: held for a refund, never sold.
  { from: 'cancelled', to: 'needs-attention', by: 'payment', requires: [] },
  // The operator accepts a held payment (ADR 0031): sold as if paid (confirmation, invoice number), with its
  // pieces — still taken, or taken again now; a payment after a cancel is only refunded.
  {
    from: 'needs-attention',
    to: 'paid',
    by: 'operator',
    requires: ['not-cancelled', 'pieces-reserved'],
    action: 'accept',
  },
  // A dealer granted payment terms: the order is confirmed when placed, and ships before it is paid.
  { from: 'pending', to: 'accepted', by: 'system', requires: ['payment-terms'] },
  { from: 'paid', to: 'shipped', by: 'operator', requires: ['tracking'], action: 'ship' },
  { from: 'accepted', to: 'shipped', by: 'operator', requires: ['tracking'], action: 'ship' },
  { from: 'shipped', to: 'delivered', by: 'operator', requires: [], action: 'deliver' },
  // The carrier's signed tracking event says it was delivered (features/carriers: the same move and e-mail).
  { from: 'shipped', to: 'delivered', by: 'system', requires: ['carrier-delivered'] },
  // The operator cancels the carrier's shipment before pick-up: back to where it was shipped from.
  { from: 'shipped', to: 'paid', by: 'operator', requires: ['carrier-cancelled'], undo: true },
  { from: 'shipped', to: 'accepted', by: 'operator', requires: ['carrier-cancelled'], undo: true },
  // A cancel the carrier queued (202), confirmed later by its signed event: the same undo, by the system.
  { from: 'shipped', to: 'paid', by: 'system', requires: ['carrier-cancelled'], undo: true },
  { from: 'shipped', to: 'accepted', by: 'system', requires: ['carrier-cancelled'], undo: true },
  { from: 'pending', to: 'cancelled', by: 'customer', requires: [] },
  { from: 'pending', to: 'cancelled', by: 'operator', requires: [], action: 'cancel' },
  // The consumer's withdrawal (features/orders/withdrawal.ts decides the 14-day window).
  { from: 'paid', to: 'withdrawn', by: 'customer', requires: ['within-window'] },
  { from: 'shipped', to: 'withdrawn', by: 'customer', requires: ['within-window'] },
  { from: 'delivered', to: 'withdrawn', by: 'customer', requires: ['within-window'] },
  // Refunds are started by the operator and happen when the provider confirms them (the refund's event).
  { from: 'paid', to: 'refunded', by: 'payment', requires: ['refunded-in-full'] },
  // On payment terms, once its transfer is recorded (features/orders/payment-state.ts: nothing before).
  { from: 'accepted', to: 'refunded', by: 'payment', requires: ['refunded-in-full'] },
  { from: 'shipped', to: 'refunded', by: 'payment', requires: ['refunded-in-full'] },
  { from: 'delivered', to: 'refunded', by: 'payment', requires: ['refunded-in-full'] },
  { from: 'needs-attention', to: 'refunded', by: 'payment', requires: ['refunded-in-full'] },
  { from: 'withdrawn', to: 'refunded', by: 'payment', requires: ['refunded-in-full'] },
]

/** Statuses in which money was taken and can be refunded (in full or in part). */
export const REFUNDABLE = TRANSITIONS.filter((r) => r.to === 'refunded').map((r) => r.from)

/** Why a transition is refused: the wrong actor, a status not reached yet (with the one needed), or a step already past. */
export type TransitionError =
  { kind: 'wrong-actor'; allowed: Actor } | { kind: 'not-yet'; needs: OrderStatus } | { kind: 'already-done' }

/** The statuses an order in `from` can still reach (by anyone, in any number of steps). */
function reachable(from: OrderStatus): Set<OrderStatus> {
  const seen = new Set<OrderStatus>()
  const walk = (s: OrderStatus) =>
    TRANSITIONS.filter((r) => r.from === s && !r.undo && !seen.has(r.to)).forEach((r) => {
      seen.add(r.to)
      walk(r.to)
    })
  walk(from)
  return seen
}

/** The row that lets `actor` move an order from `from` to `to`, or why there is none. */
export function checkTransition(
  from: OrderStatus,
  to: OrderStatus,
  actor: Actor,
): { ok: true; rule: Transition } | { ok: false; error: TransitionError } {
  const rows = TRANSITIONS.filter((r) => r.to === to)
  // One move may have a row per actor (a pending order is cancelled by the customer or the operator).
  const exact = rows.find((r) => r.from === from && r.by === actor) ?? rows.find((r) => r.from === from)
  if (exact && exact.by === actor) return { ok: true, rule: exact }
  if (exact) return { ok: false, error: { kind: 'wrong-actor', allowed: exact.by } }
  const later = reachable(from)
  const ahead = rows.find((r) => !r.undo && later.has(r.from))
  if (ahead && ahead.by !== actor) return { ok: false, error: { kind: 'wrong-actor', allowed: ahead.by } }
  if (ahead) return { ok: false, error: { kind: 'not-yet', needs: ahead.from } }
  const byOther = rows.every((r) => r.by !== actor) ? rows[0] : undefined
  if (byOther) return { ok: false, error: { kind: 'wrong-actor', allowed: byOther.by } }
  return { ok: false, error: { kind: 'already-done' } }
}

/** The transitions `actor` may take from `status` (the operator page shows exactly these). */
export const transitionsFrom = (status: OrderStatus, actor: Actor) =>
  TRANSITIONS.filter((r) => r.from === status && r.by === actor)

/** The operator's action → its row (an action names one target status). */
export const operatorAction = (action: OperatorAction) => TRANSITIONS.find((r) => r.action === action)!

export const isOrderStatus = (s: unknown): s is OrderStatus => typeof s === 'string' && s in STATUSES

/** The operator's tabs, in display order, and the statuses each lists. */
export const TABS = [...new Set(ORDER_STATUSES.map((s) => STATUSES[s].tab))]
export type Tab = (typeof STATUSES)[OrderStatus]['tab']
export const tabStatuses = (tab: Tab): OrderStatus[] => ORDER_STATUSES.filter((s) => STATUSES[s].tab === tab)

/** One line of the order's history: the status reached, who moved it, when. */
export const historyEntry = (status: OrderStatus, by: string, at = new Date()) => ({
  status,
  by,
  at: at.toISOString(),
})

export const isHttpUrl = (s: string) => {
  try {
    const u = new URL(s)
    return u.protocol === 'http:' || u.protocol === 'https:'
  } catch {
    return false
  }
}
