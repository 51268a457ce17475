import { describe, expect, it } from 'vitest'
import { deliverAndInvite } from '@/features/operator/deliver'
import { markShipped } from '@/features/orders/operator'
import { listOrdersForOperator as listOrders } from '@/features/orders/repository'
import { markOrderPaid } from '@/features/orders/fulfilment'
import type { User } from '@/payload-types'
import { makeCustomer, shop } from './helpers'

async function newOrder() {
  const payload = await shop()
  return payload.create({
    collection: 'orders',
    overrideAccess: true,
    data: {
      email: 'buyer@example.com',
      locale: 'en',
      items: [{ name: 'Vase', price: 10, quantity: 1 }],
      subtotal: 10,
      shippingFee: 5.99,
      totalAmount: 15.99,
      checkoutSessionId: `cs_test_${Date.now()}`,
    } as never,
  })
}

async function operator(): Promise<User> {
  const payload = await shop()
  const res = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    limit: 1,
    overrideAccess: true,
  })
  return res.docs[0] as User
}

describe('operator actions', () => {
  it('are refused with 403 for a customer and for an anonymous caller, changing nothing', async () => {
    const payload = await shop()
    const order = await newOrder()
    await markOrderPaid(payload, order.id, null, order.checkoutSessionId!)
    const customer = await makeCustomer(payload)
    for (const who of [customer, null]) {
      expect(await markShipped(payload, who, 'en', String(order.id), 'X1', 'https://t.example/X1')).toMatchObject({
        ok: false,
        status: 403,
      })
      expect(await deliverAndInvite(payload, who, 'en', String(order.id))).toMatchObject({ ok: false, status: 403 })
    }
    const after = await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })
    expect(after.status).toBe('paid')
    expect(after.tracking?.code ?? null).toBeNull()
  })

  it('keep the life cycle: no shipping before payment, no delivery before shipping, each step recorded', async () => {
    const payload = await shop()
    const op = await operator()
    const order = await newOrder()
    expect(await markShipped(payload, op, 'en', String(order.id), 'X', 'https://t.example/X')).toMatchObject({
      ok: false,
      status: 409,
      error: 'This order is not paid yet: it cannot be shipped.',
    })
    expect(await deliverAndInvite(payload, op, 'it', String(order.id))).toMatchObject({
      ok: false,
      status: 409,
      error: 'Solo un ordine spedito può essere segnato come consegnato.',
    })
    await markOrderPaid(payload, order.id, null, order.checkoutSessionId!)
    expect(await deliverAndInvite(payload, op, 'en', String(order.id))).toMatchObject({ ok: false, status: 409 })
    expect(await markShipped(payload, op, 'en', String(order.id), 'X', '')).toMatchObject({
      ok: false,
      status: 400,
      error: 'Please enter both tracking code and link.',
    })
    expect(await markShipped(payload, op, 'en', String(order.id), 'X', 'javascript:alert(1)')).toMatchObject({
      ok: false,
      status: 400,
    })
    expect(await markShipped(payload, op, 'en', String(order.id), 'BRT9', 'https://t.example/BRT9')).toMatchObject({
      ok: true,
    })
    expect(await markShipped(payload, op, 'en', String(order.id), 'BRT9', 'https://t.example/BRT9')).toMatchObject({
      ok: false,
      status: 409,
    })
    expect(await deliverAndInvite(payload, op, 'en', String(order.id))).toMatchObject({ ok: true })
    const after = await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })
    expect(after.status).toBe('delivered')
    expect(after.tracking).toMatchObject({ code: 'BRT9', link: 'https://t.example/BRT9' })
    expect(after.history?.map((h) => [h.status, h.by])).toEqual([
      ['paid', 'payment'],
      ['shipped', op.email],
      ['delivered', op.email],
    ])
    const mails = await payload.count({
      collection: 'mail-queue',
      where: { dedupeKey: { equals: `shipped:${order.id}` } },
      overrideAccess: true,
    })
    expect(mails.totalDocs).toBe(1)
  })

  it('cannot move a status around the life cycle through the CMS or the Local API, even as the operator', async () => {
    const payload = await shop()
    const admin = (
      await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, overrideAccess: true })
    ).docs[0] as User
    const order = await newOrder()
    for (const status of ['paid', 'shipped'] as const) {
      // Through the API the field is read-only for everyone: the write leaves it as it was.
      await payload.update({ collection: 'orders', id: order.id, overrideAccess: false, user: admin, data: { status } })
      expect((await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })).status).toBe(
        'pending',
      )
      // Server code writing as the system is refused too: the status moves only through the life cycle.
      await expect(
        payload.update({ collection: 'orders', id: order.id, overrideAccess: true, data: { status } }),
      ).rejects.toThrow(/order page/)
    }
    const created = await payload.create({
      collection: 'orders',
      overrideAccess: false,
      user: admin,
      data: {
        email: 'x@example.com',
        status: 'delivered',
        items: [{ name: 'Vase', price: 1, quantity: 1 }],
        subtotal: 1,
        shippingFee: 0,
        totalAmount: 1,
      },
    })
    expect(created.status).toBe('pending')
    expect((await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })).status).toBe(
      'pending',
    )
  })

  it('lists by tab and id substring, newest first', async () => {
    const payload = await shop()
    const a = await newOrder()
    const b = await newOrder()
    const list = await listOrders(payload, { tab: 'unfulfilled', q: '', page: 1 })
    const ids = list.docs.map((d) => d.id)
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id))
    const found = await listOrders(payload, { tab: 'unfulfilled', q: String(b.id), page: 1 })
    expect(found.docs.map((d) => d.id)).toContain(b.id)
    expect(
      (await listOrders(payload, { tab: 'delivered', q: String(b.id), page: 1 })).docs.map((d) => d.id),
    ).not.toContain(b.id)
  })
})
