import { afterAll, describe, expect, it } from 'vitest'
import { createPendingOrder } from '@/features/checkout/create-order'
import { signedTestEvent } from '@/features/payments/test-provider'
import { handlePaymentEvent, verifyEvent } from '@/features/checkout/payments/webhook'
import { expireLapsedOrders } from '@/features/orders/expiry'
import { listOrdersForOperator } from '@/features/orders/repository'
import type { Order } from '@/payload-types'
import { italianBilling, productWithStock, shop } from './helpers'

const billing = italianBilling('Marta', 'marta@example.com')

const stockOf = async (id: number) =>
  (await (await shop()).findByID({ collection: 'products', id, overrideAccess: true })).stock

const place = async (lines: { id: number; quantity: number; sets?: string }[]) =>
  createPendingOrder(await shop(), {
    lang: 'it',
    user: null,
    note: '',
    billing,
    lines: lines.map((l) => ({ id: String(l.id), quantity: l.quantity, sets: l.sets ?? '', fragrance: '' })),
  })

async function withSession(o: Order) {
  return (await shop()).update({
    collection: 'orders',
    id: o.id,
    overrideAccess: true,
    data: { checkoutSessionId: `cs_test_${String(o.id).padEnd(36, '0')}` },
  })
}

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000)

describe('stock is reserved in the database when the order is placed', () => {
  it('30 buyers of the last piece at once: exactly one order, the others refused, stock never below zero', async () => {
    const p = await productWithStock('vaso-bolla-mini', 1)
    const results = await Promise.all(Array.from({ length: 30 }, () => place([{ id: p.id, quantity: 1 }])))
    const made = results.filter((r) => r.ok)
    expect(made).toHaveLength(1)
    for (const r of results.filter((r) => !r.ok)) expect(r).toMatchObject({ ok: false, status: 409 })
    expect(await stockOf(p.id)).toBe(0)
  })

  it('a set of N takes N pieces; the same product on two lines counts once; more than in stock is refused', async () => {
    const p = await productWithStock('bottiglia-sfaccettata', 10)
    expect((await place([{ id: p.id, quantity: 2, sets: '6' }])).ok).toBe(false)
    expect(await stockOf(p.id)).toBe(10)
    expect((await place([{ id: p.id, quantity: 1, sets: '6' }])).ok).toBe(true)
    expect(await stockOf(p.id)).toBe(4)
    const twoLines = await place([
      { id: p.id, quantity: 3 },
      { id: p.id, quantity: 3 },
    ])
    expect(twoLines).toMatchObject({ ok: false, status: 409 })
    expect(await stockOf(p.id)).toBe(4)
    expect((await place([{ id: p.id, quantity: 99 }])).ok).toBe(false)
  })

  it('an order that is refused for one product keeps none of the others', async () => {
    const a = await productWithStock('vaso-onda', 5)
    const b = await productWithStock('vaso-cilindro-fume', 0)
    const res = await place([
      { id: a.id, quantity: 2 },
      { id: b.id, quantity: 1 },
    ])
    expect(res.ok).toBe(false)
    expect(await stockOf(a.id)).toBe(5)
  })
})

describe('reservations expire with their unpaid orders', () => {
  it('gives the pieces back, leaves the unfulfilled tab, and shows the order as expired', async () => {
    const payload = await shop()
    const p = await productWithStock('vaso-anfora-salvia', 4)
    const res = await place([{ id: p.id, quantity: 3 }])
    if (!res.ok) throw new Error(res.error)
    expect(await stockOf(p.id)).toBe(1)
    // Within its reservation it stays (other files' older orders may lapse here: the database is shared).
    await expireLapsedOrders(payload, later(59))
    expect((await payload.findByID({ collection: 'orders', id: res.order.id, overrideAccess: true })).status).toBe(
      'pending',
    )
    expect(await stockOf(p.id)).toBe(1)
    expect(await expireLapsedOrders(payload, later(61))).toBeGreaterThanOrEqual(1)
    const order = await payload.findByID({ collection: 'orders', id: res.order.id, overrideAccess: true })
    expect(order.status).toBe('expired')
    expect(order.history?.at(-1)).toMatchObject({ status: 'expired', by: 'system' })
    expect(await stockOf(p.id)).toBe(4)
    // Twice (two processes, or the next sale) gives nothing back twice.
    await expireLapsedOrders(payload, later(120))
    expect(await stockOf(p.id)).toBe(4)
    const q = String(order.id)
    expect(
      (await listOrdersForOperator(payload, { tab: 'unfulfilled', q, page: 1 })).docs.map((d) => d.id),
    ).not.toContain(order.id)
    expect((await listOrdersForOperator(payload, { tab: 'closed', q, page: 1 })).docs.map((d) => d.id)).toContain(
      order.id,
    )
  })

  it('a payment that arrives after expiry sells the pieces if they are still there', async () => {
    const payload = await shop()
    const p = await productWithStock('candela-vetro-soffiato', 2)
    const res = await place([{ id: p.id, quantity: 2 }])
    if (!res.ok) throw new Error(res.error)
    const o = await withSession(res.order)
    await expireLapsedOrders(payload, later(61))
    expect(await stockOf(p.id)).toBe(2)
    const e = signedTestEvent(o, o.checkoutSessionId!, 'paid')
    expect(await handlePaymentEvent(payload, verifyEvent(e.body, e.signature))).toBe('paid')
    const paid = await payload.findByID({ collection: 'orders', id: o.id, overrideAccess: true })
    expect(paid.status).toBe('paid')
    expect(await stockOf(p.id)).toBe(0)
  })

  it('a late payment when the pieces are gone is held for the operator, never oversold, and both sides are told', async () => {
    const payload = await shop()
    const p = await productWithStock('bottiglia-murano-blu', 1)
    const first = await place([{ id: p.id, quantity: 1 }])
    if (!first.ok) throw new Error(first.error)
    const o = await withSession(first.order)
    await expireLapsedOrders(payload, later(61))
    const second = await place([{ id: p.id, quantity: 1 }])
    expect(second.ok).toBe(true)
    const e = signedTestEvent(o, o.checkoutSessionId!, 'paid')
    expect(await handlePaymentEvent(payload, verifyEvent(e.body, e.signature))).toBe('needs-attention')
    const held = await payload.findByID({ collection: 'orders', id: o.id, overrideAccess: true })
    expect(held.status).toBe('needs-attention')
    expect(held.invoiceNumber ?? null).toBeNull()
    expect(await stockOf(p.id)).toBe(0)
    const mails = await payload.find({
      collection: 'mail-queue',
      where: { dedupeKey: { in: [`held:${o.id}`, `held-seller:${o.id}`] } },
      overrideAccess: true,
    })
    expect(mails.totalDocs).toBe(2)
    const unfulfilled = await listOrdersForOperator(payload, { tab: 'unfulfilled', q: String(o.id), page: 1 })
    expect(unfulfilled.docs.map((d) => d.id)).toContain(o.id)
  })
})

describe('stock per fragrance', () => {
  async function fragranceStock(stocks: Record<string, number>) {
    const payload = await shop()
    const p = (
      await payload.find({
        collection: 'products',
        where: { url: { equals: 'candela-fico-mediterraneo' } },
        limit: 1,
        locale: 'it',
        overrideAccess: true,
      })
    ).docs[0]!
    return payload.update({
      collection: 'products',
      id: p.id,
      locale: 'it',
      overrideAccess: true,
      data: {
        stock: 0,
        instock: true,
        fragrance: (p.fragrance ?? []).map((f) => ({ id: f.id, name: f.name, stock: stocks[f.name] ?? null })),
      },
    })
  }
  // Other files order this product (one database per run): back to one stock for the product after.
  afterAll(async () => {
    const p = await fragranceStock({})
    await (await shop()).update({ collection: 'products', id: p.id, overrideAccess: true, data: { stock: 50 } })
  })
  const piecesOf = async (id: number) =>
    Object.fromEntries(
      (
        (await (await shop()).findByID({ collection: 'products', id, locale: 'it', overrideAccess: true })).fragrance ??
        []
      ).map((f) => [f.name, f.stock]),
    )
  const orderOf = async (id: number, fragrance: string, quantity: number, sets = '') =>
    createPendingOrder(await shop(), {
      lang: 'it',
      user: null,
      note: '',
      billing,
      lines: [{ id: String(id), quantity, sets, fragrance }],
    })

  it('each fragrance keeps its own pieces: the last Fico goes to one buyer, Cedro still sells, a set of 2 takes 2', async () => {
    const p = await fragranceStock({ Fico: 1, Cedro: 5 })
    const results = await Promise.all(Array.from({ length: 10 }, () => orderOf(p.id, 'Fico', 1)))
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.status === 409)).toBe(true)
    expect((await orderOf(p.id, 'Cedro', 1, '2')).ok).toBe(true)
    // The English name of a fragrance is the same stock.
    expect((await orderOf(p.id, 'Cedar', 1)).ok).toBe(true)
    expect(await piecesOf(p.id)).toEqual({ Fico: 0, Cedro: 2 })
    expect((await orderOf(p.id, 'Cedro', 3)).ok).toBe(false)
    expect(await piecesOf(p.id)).toEqual({ Fico: 0, Cedro: 2 })
    // The product stays on sale while a fragrance has pieces; the sold-out one is named.
    const { getProductBySlug } = await import('@/features/products/lookups')
    const view = await getProductBySlug('it', 'candela-fico-mediterraneo')
    expect(view?.instock).toBe(true)
    expect(view?.soldOutFragrances).toEqual(['Fico'])
  })

  it('an expired order gives its fragrance pieces back', async () => {
    const payload = await shop()
    await expireLapsedOrders(payload, later(61)) // earlier tests' unpaid orders first
    const p = await fragranceStock({ Fico: 2, Cedro: 0 })
    const made = await orderOf(p.id, 'Fico', 2)
    expect(made.ok).toBe(true)
    expect(await piecesOf(p.id)).toEqual({ Fico: 0, Cedro: 0 })
    await expireLapsedOrders(payload, later(61))
    expect(await piecesOf(p.id)).toEqual({ Fico: 2, Cedro: 0 })
  })
})
