import type { Payload } from 'payload'
import { mergeIntoAccount } from '@/features/cart/server'
import { orderLines } from '@/features/cart'
import { findCustomerOrder } from './repository'
import type { User } from '@/payload-types'

/**
 * A dealer orders a past order again in one action (issue 41): its products, fragrances, sets and
 * quantities go into the account's cart, where the one quote prices them at today's trade prices (and
 * says what is no longer for sale). Only the customer's own orders; false when there is no such order.
 */
export async function reorder(payload: Payload, user: User, orderId: string): Promise<boolean> {
  const order = await findCustomerOrder(payload, user, orderId)
  if (!order) return false
  const lines = orderLines(order)
    .filter((l) => l.productId)
    .map((l) => ({ id: l.productId, fragrance: l.fragrance, sets: l.sets, quantity: l.quantity }))
  await mergeIntoAccount(payload, user, lines)
  return true
}
