import type { Payload } from 'payload'
import { emptyBilling } from '@/features/checkout/billing'
import { getShopPayload } from '@/payload/shop-payload'
import type { User } from '@/payload-types'

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
