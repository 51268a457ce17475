import type { Order } from '@/payload-types'

/**
 * Where a dealer's bank-transfer order stands with its money (ADR 0026). Pure: the order pages, the
 * success page, the operator's actions and the refunds read the same answer.
 */
type Paying = Pick<Order, 'payment' | 'paymentDue' | 'transferDate' | 'status'>

/** The statuses an order on payment terms has while its money may be due: sold, maybe sent on. */
export const ON_TERMS: readonly Order['status'][] = ['accepted', 'shipped', 'delivered']

/** An order on payment terms still to be paid: confirmed (accepted) or already sent on, no transfer yet. */
export const dueOnTerms = (o: Paying): boolean =>
  o.payment === 'bank-transfer' && Boolean(o.paymentDue) && !o.transferDate && ON_TERMS.includes(o.status)

/** Past its due date and still unpaid. */
export const overdueOnTerms = (o: Paying, now = new Date()): boolean =>
  dueOnTerms(o) && Date.parse(o.paymentDue!) < now.getTime()

/** A bank-transfer order awaiting the money before it is sold (its pieces held, or lapsed, or cancelled). */
export const awaitingTransfer = (o: Pick<Order, 'payment' | 'status'>): boolean =>
  o.payment === 'bank-transfer' && ['pending', 'expired', 'cancelled'].includes(o.status)

/** No money came yet on this order on payment terms: nothing to refund (whatever its status). */
export const unpaidOnTerms = (o: Pick<Order, 'payment' | 'paymentDue' | 'transferDate'>): boolean =>
  o.payment === 'bank-transfer' && Boolean(o.paymentDue) && !o.transferDate
