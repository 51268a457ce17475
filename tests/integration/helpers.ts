import type { Payload } from 'payload'
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
