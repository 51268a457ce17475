import type { Payload } from 'payload'
import { billingSchema, emptyBilling } from '@/features/checkout/billing'
import { createPendingOrder } from '@/features/checkout/create-order'
import { messages } from '@/i18n/messages'
import { markOrderPaid } from '@/features/orders/fulfilment'
import { findOrder } from '@/features/orders/repository'
import { getShopPayload } from '@/payload/shop-payload'
import type { Order, User } from '@/payload-types'

export const shop = (): Promise<Payload> => getShopPayload()

let n = 0
/** A new customer account (created as the system, as sign-up would). */
export async function makeCustomer(payload: Payload, over: Partial<User> = {}): Promise<User> {
  n += 1
  const doc = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email: `customer${n}-${Date.now()}@example.com`,
      password: 'secret-pass-1',
      firstName: `C${n}`,
      lastName: 'Test',
      role: 'customer',
      ...over,
    } as never,
  })
  return { ...(doc as User), collection: 'users' } as User
}

export async function anyProduct(payload: Payload) {
  const res = await payload.find({ collection: 'products', limit: 1, overrideAccess: true })
  return res.docs[0]
}

/** A guest's billing data for an Italian address (checkout's validated shape). */
export const italianBilling = (firstName: string, email: string) => ({
  ...emptyBilling(),
  firstName,
  lastName: 'Test',
  email,
  address: 'Via Roma 1',
  city: 'Milano',
  state: 'Lombardia',
  country: 'Italy',
})

/** A seeded product, by its address. */
export async function seededProduct(url: string) {
  const payload = await shop()
  return (
    await payload.find({ collection: 'products', where: { url: { equals: url } }, limit: 1, overrideAccess: true })
  ).docs[0]!
}

/** A seeded product, on sale with exactly `stock` pieces. */
export async function productWithStock(url: string, stock: number) {
  const payload = await shop()
  const p = await seededProduct(url)
  return payload.update({ collection: 'products', id: p.id, overrideAccess: true, data: { stock, instock: true } })
}

/**
 * A guest's order of 2 × Vaso Onda placed at checkout, pending payment (as an Italian business asking
 * for an invoice when `invoice`), with its payment session recorded.
 */
export async function pendingGuestOrder(tag: string, { invoice = false } = {}): Promise<Order> {
  const payload = await shop()
  const p = await productWithStock('vaso-onda', 50)
  const billing = billingSchema(messages.it).parse({
    ...italianBilling('Marta', `${tag}@example.com`),
    ...(invoice ? { invoice: 'yes', azienda: 'Bottega Verdi S.n.c.', piva: '01234567897', sdi: 'M5UXCR1' } : {}),
  })
  const res = await createPendingOrder(payload, {
    lang: 'it',
    user: null,
    lines: [{ id: String(p.id), quantity: 2, sets: '', fragrance: '' }],
    note: '',
    billing,
  })
  if (!res.ok) throw new Error(res.error)
  return payload.update({
    collection: 'orders',
    id: res.order.id,
    overrideAccess: true,
    data: { checkoutSessionId: `cs_${tag}_${res.order.id}` },
  })
}

/** Pays a pending order as the provider's confirmed payment would; returns it as stored. */
export async function payOrder(order: Order): Promise<Order> {
  const payload = await shop()
  await markOrderPaid(payload, order.id, null, order.checkoutSessionId!)
  return (await findOrder(payload, order.id))!
}

/**
 * Deletes test orders with their outbox rows (every file shares one database; ids are never given twice,
 * ADR 0036, so this is tidiness: the shop deletes only never-paid orders, with their account; nobody
 * else may: Orders' access).
 */
export async function deleteOrders(ids: readonly (number | string)[]): Promise<void> {
  const payload = await shop()
  for (const id of ids) {
    await payload.delete({ collection: 'orders', id, overrideAccess: true }).catch(() => 0)
    // Rendered rows name their order (`ref`); the two written ones are keyed by it.
    await payload.delete({
      collection: 'mail-queue',
      where: {
        or: [{ ref: { equals: String(id) } }, { dedupeKey: { in: [`transfer:${id}`, `review-invite:${id}`] } }],
      },
      overrideAccess: true,
    })
  }
}
