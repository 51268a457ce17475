import { describe, expect, it } from 'vitest'
import { deleteAccount, exportPersonalData } from '@/features/account/personal-data'
import { createPendingOrder } from '@/features/checkout/create-order'
import { signedTestEvent } from '@/features/payments/test-provider'
import { handlePaymentEvent, verifyEvent } from '@/features/checkout/payments/webhook'
import type { Order, User } from '@/payload-types'
import { italianBilling, makeCustomer, productWithStock, shop } from './helpers'

async function order(user: User, paid: boolean): Promise<Order> {
  const payload = await shop()
  const product = await productWithStock('vaso-bolla-mini', 20)
  // A signed-in customer orders what their account's cart holds.
  const cart = await payload.find({ collection: 'carts', where: { user: { equals: user.id } }, overrideAccess: true })
  const items = [{ product: product.id, quantity: 1 }]
  if (cart.docs[0])
    await payload.update({ collection: 'carts', id: cart.docs[0].id, data: { items }, overrideAccess: true })
  else await payload.create({ collection: 'carts', data: { user: user.id, items }, overrideAccess: true })
  const made = await createPendingOrder(payload, {
    lang: 'it',
    user,
    note: 'Citofono Rossi',
    billing: italianBilling(user.firstName ?? 'X', user.email),
    lines: [{ id: String(product.id), quantity: 1, sets: '', fragrance: '' }],
  })
  if (!made.ok) throw new Error(made.error)
  const o = await payload.update({
    collection: 'orders',
    id: made.order.id,
    overrideAccess: true,
    data: { checkoutSessionId: `cs_test_${String(made.order.id).padEnd(36, '7')}` },
  })
  if (paid) {
    const e = signedTestEvent(o, o.checkoutSessionId!, 'paid')
    await handlePaymentEvent(payload, verifyEvent(e.body, e.signature))
  }
  return payload.findByID({ collection: 'orders', id: o.id, overrideAccess: true })
}

describe('GDPR self-service', () => {
  it('the export holds the profile, addresses, orders, cart, wishlist and newsletter, and no secrets', async () => {
    const payload = await shop()
    const user = await makeCustomer(payload, {
      firstName: 'Paola',
      addresses: [
        { street: 'Via Po 3', city: 'Torino', country: 'Italy', phone: { code: '+39', number: '3331112222' } },
      ],
    } as Partial<User>)
    const product = await productWithStock('vaso-onda', 10)
    await payload.create({
      collection: 'wishlists',
      data: { user: user.id, items: [{ product: product.id }] },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'subscribers',
      data: { email: user.email, status: 'confirmed', lang: 'it', token: 'tok-export' },
      overrideAccess: true,
    })
    const placed = await order(user, true)
    const data = await exportPersonalData(payload, user)
    expect(data.profile).toMatchObject({ email: user.email, firstName: 'Paola' })
    expect(data.addresses[0]).toMatchObject({ street: 'Via Po 3', city: 'Torino' })
    expect(data.orders.map((o) => o.id)).toEqual([placed.id])
    expect(data.orders[0]).toMatchObject({ status: 'paid', note: 'Citofono Rossi', email: user.email })
    expect(data.orders[0].items[0].name).toBeTruthy()
    expect(data.wishlist[0]?.url).toMatch(/\/shop\/vaso-onda$/)
    expect(data.newsletter).toMatchObject({ email: user.email, status: 'confirmed' })
    const text = JSON.stringify(data)
    for (const secret of ['hash', 'salt', 'verifyToken', 'tok-export', 'resetPasswordToken', 'sessions'])
      expect(text).not.toContain(secret)
  })

  it('deleting the account erases it and its data, keeps the paid order detached, and e-mails a confirmation', async () => {
    const payload = await shop()
    const user = await makeCustomer(payload, { firstName: 'Dario' })
    const paid = await order(user, true)
    await payload.create({ collection: 'wishlists', data: { user: user.id, items: [] }, overrideAccess: true })
    await payload.create({
      collection: 'subscribers',
      data: { email: user.email, status: 'confirmed', lang: 'it', token: `tok-${user.id}` },
      overrideAccess: true,
    })
    const result = await deleteAccount(payload, user, 'it')
    expect(result).toEqual({ ok: true, keptOrders: 1 })
    await expect(payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })).rejects.toThrow()
    const kept = await payload.findByID({ collection: 'orders', id: paid.id, overrideAccess: true, depth: 0 })
    expect(kept.user ?? null).toBeNull()
    expect(kept.status).toBe('paid')
    expect(kept.invoiceNumber).toBe(paid.invoiceNumber)
    const left = async (collection: 'wishlists' | 'carts') =>
      (await payload.count({ collection, where: { user: { equals: user.id } }, overrideAccess: true })).totalDocs
    expect(await left('wishlists')).toBe(0)
    expect(
      (
        await payload.count({
          collection: 'subscribers',
          where: { email: { equals: user.email } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    const mail = await payload.find({
      collection: 'mail-queue',
      where: { dedupeKey: { like: `account-deleted:${user.id}:` } },
      overrideAccess: true,
    })
    expect(mail.docs[0]?.to).toBe(user.email)
    expect(mail.docs[0]?.subject).toBe('Il tuo account Vetrina è stato eliminato')
  })

  it('is refused while an order waits for its payment, and for the operator', async () => {
    const payload = await shop()
    const user = await makeCustomer(payload)
    await order(user, false)
    expect(await deleteAccount(payload, user, 'it')).toEqual({ ok: false, reason: 'pending-order' })
    expect((await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })).email).toBe(user.email)
    const admin = await makeCustomer(payload, { role: 'admin' })
    expect(await deleteAccount(payload, admin, 'it')).toEqual({ ok: false, reason: 'operator' })
  })
})
