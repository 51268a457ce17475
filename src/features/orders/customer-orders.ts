import type { Payload, Where } from 'payload'
import type { Order, User } from '@/payload-types'

/**
 * A customer's orders: those with their user id, plus guest orders placed with their
 * e-mail — the latter only once that e-mail is verified (otherwise anyone could sign up
 * with someone else's address and read their orders).
 */
export function customerOrdersWhere(user: Pick<User, 'id' | 'email' | 'verified'>): Where {
  const own: Where = { user: { equals: user.id } }
  if (!user.verified) return own
  return { or: [own, { and: [{ user: { exists: false } }, { email: { equals: user.email.toLowerCase() } }] }] }
}

export async function listCustomerOrders(payload: Payload, user: User): Promise<Order[]> {
  const res = await payload.find({
    collection: 'orders',
    where: customerOrdersWhere(user),
    sort: '-createdAt',
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  return res.docs
}

/** The order, if it is this customer's; null for any other id (decided on the server). */
export async function findCustomerOrder(payload: Payload, user: User, id: string): Promise<Order | null> {
  if (!/^[\w-]{1,64}$/.test(id)) return null
  const res = await payload.find({
    collection: 'orders',
    where: { and: [{ id: { equals: id } }, customerOrdersWhere(user)] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return res.docs[0] ?? null
}

export const itemCount = (order: Pick<Order, 'items'>) => (order.items ?? []).reduce((s, i) => s + (i.quantity ?? 0), 0)

/** Customer-facing status: lists show the stored status ('Pending' when absent); the detail says 'Processing' unless shipped or delivered. */
export type StatusKey = 'pending' | 'paid' | 'shipped' | 'delivered' | 'processing'
export const listStatus = (o: Pick<Order, 'status'>): StatusKey => (o.status as StatusKey) || 'pending'
export const detailStatus = (o: Pick<Order, 'status'>): StatusKey =>
  o.status === 'shipped' || o.status === 'delivered' ? o.status : 'processing'
