import { afterAll, describe, expect, it } from 'vitest'
import { getPublishedProducts } from '@/features/products/data'
import { quote } from '@/features/cart/cart-service'
import { createPendingOrder } from '@/features/checkout/create-order'
import { toCents } from '@/lib/money'
import type { Offer } from '@/payload-types'
import { deleteOrders, italianBilling, shop } from './helpers'

const made: Offer['id'][] = []
const orderIds: (number | string)[] = []

async function offer(data: Record<string, unknown>) {
  const payload = await shop()
  const doc = await payload.create({ collection: 'offers', overrideAccess: true, locale: 'it', data: data as never })
  made.push(doc.id)
  return doc
}

afterAll(async () => {
  // On PostgreSQL every file shares one database.
  const payload = await shop()
  await deleteOrders(orderIds)
  for (const id of made) await payload.delete({ collection: 'offers', id, overrideAccess: true })
})

const candles = async () =>
  (await getPublishedProducts('it'))
    .filter((p) => p.category === 'Candele' && p.instock && !p.reduction)
    .sort((a, b) => a.price - b.price)
const line = (p: { id: string; fragrances: string[] }, quantity = 1) => ({
  id: p.id,
  fragrance: p.fragrances[0] ?? '',
  sets: '',
  quantity,
})

describe('offers without a code', () => {
  it("the settings' free-shipping threshold became the standing offer: free from 89,69 € everywhere", async () => {
    const payload = await shop()
    const standing = await payload.find({
      collection: 'offers',
      where: { kind: { equals: 'free-shipping' } },
      locale: 'it',
    })
    expect(standing.docs.map((d) => [d.label, d.zone, d.threshold])).toContainEqual([
      'Spedizione gratuita',
      'all',
      89.69,
    ])
  })

  it('free shipping per zone: a lower threshold for Italy leaves the other countries as they were', async () => {
    const [cheap] = await candles()
    const q0 = await quote('it', [line(cheap!, 2)])
    const sub = q0.subtotal
    expect(q0.shipping).toEqual({ italy: 5.99, abroad: 14.99 })
    expect(q0.toFreeShipping.italy).toBe(Math.round((89.69 - sub) * 100) / 100)
    await offer({ label: 'Spedizione gratuita in Italia', kind: 'free-shipping', zone: 'italy', threshold: sub })
    const q = await quote('it', [line(cheap!, 2)])
    expect(q.shipping).toEqual({ italy: 0, abroad: 14.99 })
    expect(q.toFreeShipping).toEqual({ italy: null, abroad: q0.toFreeShipping.abroad })
    // An ended offer does nothing.
    await offer({
      label: 'Finita',
      kind: 'free-shipping',
      zone: 'abroad',
      threshold: 1,
      starts: new Date(Date.now() - 7_200_000).toISOString(),
      ends: new Date(Date.now() - 3_600_000).toISOString(),
    })
    expect((await quote('it', [line(cheap!, 2)])).shipping.abroad).toBe(14.99)
  })

  it('3 candles for the price of 2: the cheapest of every three is free, what is missing is said, the order keeps it', async () => {
    const list = await candles()
    const [a, b, c] = [list[0]!, list[1]!, list[2]!]
    await offer({ label: '3×2 sulle candele', kind: 'buy-x-get-y', category: 'Candele', buy: 3, free: 1 })
    const two = await quote('it', [line(b), line(c)])
    expect(two.offers).toEqual([])
    expect(two.offersMissing).toEqual([{ label: '3×2 sulle candele', pieces: 1 }])
    const three = await quote('it', [line(a), line(b), line(c)])
    expect(three.offers).toEqual([{ label: '3×2 sulle candele', amount: a.price }])
    expect(three.lines.map((l) => l.discount)).toEqual([a.price, 0, 0])
    expect(three.offersMissing).toEqual([])
    expect(toCents(three.total.italy!)).toBe(toCents(b.price) + toCents(c.price) + toCents(three.shipping.italy!))
    // The English cart names it in English when the operator wrote one.
    const en = await quote('en', [line(a), line(b), line(c)])
    expect(en.offers[0]!.label).toBe('3×2 sulle candele')

    const payload = await shop()
    const res = await createPendingOrder(payload, {
      lang: 'it',
      user: null,
      note: '',
      billing: italianBilling('Ada', 'offer@example.com'),
      lines: [line(a), line(b), line(c)],
    })
    if (!res.ok) throw new Error(res.error)
    orderIds.push(res.order.id)
    expect(res.order.offers).toBe('3×2 sulle candele')
    expect(res.order.discount).toBe(a.price)
    expect(res.order.items!.map((i) => i.discount)).toEqual([a.price, 0, 0])
    expect(res.order.totalAmount).toBe(three.total.italy)
  })
})
