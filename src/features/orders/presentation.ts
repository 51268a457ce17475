import type { Order } from '@/payload-types'
import { isOrderStatus, type OrderStatus } from './lifecycle'

export const itemCount = (order: Pick<Order, 'items'>) => (order.items ?? []).reduce((s, i) => s + (i.quantity ?? 0), 0)

/**
 * Customer-facing status: lists show the stored status; the detail page says 'Processing' until the
 * order is on its way (shipped or delivered) or closed (expired, cancelled, refunded). The labels are
 * `account.statuses` in the messages.
 */
export type StatusKey = OrderStatus | 'processing'
export const listStatus = (o: Pick<Order, 'status'>): StatusKey => (isOrderStatus(o.status) ? o.status : 'pending')
const SHOWN_AS_IS: readonly OrderStatus[] = ['shipped', 'delivered', 'expired', 'cancelled', 'refunded', 'withdrawn']
export const detailStatus = (o: Pick<Order, 'status'>): StatusKey =>
  SHOWN_AS_IS.includes(o.status) ? o.status : 'processing'

/** Paid, and so invoiced: paid, shipped or delivered. */
export const isPaid = (o: Pick<Order, 'status'>) =>
  o.status === 'paid' || o.status === 'shipped' || o.status === 'delivered'
