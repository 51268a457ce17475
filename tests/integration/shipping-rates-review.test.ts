import config from '@payload-config'
import { handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { linesSchema, parcelFactsOf, quote } from '@/features/cart/server'
import { MAX_LINES } from '@/features/cart/rules'
import { orderParcels } from '@/features/carriers/settings'
import { billingSchema } from '@/features/checkout/billing'
import { createPendingOrder } from '@/features/checkout/create-order'
import { splitVat } from '@/features/tax'
import { messages } from '@/i18n/messages'
import type { Product, User } from '@/payload-types'
import { deleteOrders, italianBilling, makeCustomer, productWithStock, shop } from './helpers'

/**
 * Issue 55's review (ADR 0041): the quote's parcel facts are read for real products only, in one bounded
 * read; a missing weight is not the lightest guess; the carrier is told of the parcels the quote priced
 * (the category's padding, the zone's limit); the packaging refuses unusable boxes on every write path;
 * a dealer's shipping follows the trade terms.
 */
const LIGHT = 'candela-notte-di-venezia' // 34,90 €
const HEAVY = 'vaso-cilindro-fume' // 45,00 €
const ids: Record<string, string> = {}
const fragrance: Record<string, string> = {}
const before: Record<string, Pick<Product, 'weight' | 'packedSize'>> = {}
const orders: (string | number)[] = []
const users: (string | number)[] = []
let glass = ''
let candles = ''
let list: { id: number | string } | undefined

const line = (url: string, quantity = 1) => ({ id: ids[url]!, quantity, sets: '', fragrance: fragrance[url] ?? '' })
const setShipping = async (shipping: object) =>
  (await shop()).updateGlobal({ slug: 'shop-settings', overrideAccess: true, data: { shipping } as never })

beforeAll(async () => {
  const payload = await shop()
  for (const url of [LIGHT, HEAVY]) {
    const p = await productWithStock(url, 200)
    ids[url] = String(p.id)
    fragrance[url] = p.fragrance?.[0]?.name ?? ''
    before[url] = { weight: p.weight ?? null, packedSize: p.packedSize ?? {} }
  }
  const vase = await payload.findByID({ collection: 'products', id: ids[HEAVY]!, locale: 'it', overrideAccess: true })
  glass = vase.category
  const candle = await payload.findByID({ collection: 'products', id: ids[LIGHT]!, locale: 'it', overrideAccess: true })
  candles = candle.category
  await payload.update({
    collection: 'products',
    id: ids[HEAVY]!,
    overrideAccess: true,
    data: { weight: 3000, packedSize: { length: 25, width: 25, height: 35 } },
  })
})

afterAll(async () => {
  const payload = await shop()
  await deleteOrders(orders)
  for (const url of [LIGHT, HEAVY])
    await payload.update({ collection: 'products', id: ids[url]!, overrideAccess: true, data: before[url]! as never })
  for (const id of users) await payload.delete({ collection: 'users', id, overrideAccess: true })
  if (list) await payload.delete({ collection: 'price-lists', id: list.id, overrideAccess: true })
  await payload.updateGlobal({ slug: 'trade-settings', overrideAccess: true, data: { promotions: false } })
  await setShipping({ zones: [], boxes: [], paddingByType: [] })
})

describe('shipping rates after review', () => {
  it('parcel facts: one read of at most a cart’s lines, real products only; weights never come from the browser', async () => {
    const payload = await shop()
    const find = vi.spyOn(payload, 'find')
    try {
      const madeUp = Array.from({ length: 500 }, (_, i) => String(900_000_000 + i))
      const facts = await parcelFactsOf([ids[HEAVY]!, ...madeUp, ids[HEAVY]!])
      const reads = find.mock.calls.filter(([a]) => a.collection === 'products')
      expect(reads).toHaveLength(1)
      const where = JSON.stringify(reads[0]![0].where)
      expect(JSON.parse(where).and[0].id.in.length).toBeLessThanOrEqual(MAX_LINES)
      expect(reads[0]![0].limit).toBeLessThanOrEqual(MAX_LINES)
      expect([...facts.keys()]).toEqual([ids[HEAVY]])
      expect(facts.get(ids[HEAVY]!)).toMatchObject({ weight: 3000, category: glass })
    } finally {
      find.mockRestore()
    }
    // A line claiming its own weight: the schema keeps ids, variants and quantities only; the quote weighs.
    const [sent] = linesSchema.parse([{ ...line(HEAVY), weight: 1, size: { length: 1, width: 1, height: 1 } }])
    expect(sent).not.toHaveProperty('weight')
    expect((await quote('it', [sent!])).shippingByCountry.DE).toBe(14.99) // 3.46 kg: the EU's first band (10 kg)
    // Stored at 12 kg (12.86 kg packed, the large box), the same line pays the EU's band up to 20 kg.
    const heavy = { weight: 12000, packedSize: { length: 25, width: 25, height: 35 } }
    await payload.update({ collection: 'products', id: ids[HEAVY]!, overrideAccess: true, data: heavy })
    try {
      expect((await quote('it', [sent!])).shippingByCountry.DE).toBe(29.99)
    } finally {
      await payload.update({ collection: 'products', id: ids[HEAVY]!, overrideAccess: true, data: { weight: 3000 } })
    }
  })

  it('a product without a weight is not quoted in the lightest band: it counts 500 g (the dashboard flags it)', async () => {
    const payload = await shop()
    const countries = (await payload.findGlobal({ slug: 'shop-settings', overrideAccess: true })).shipping.countries
    await setShipping({
      zones: [
        {
          name: 'Italia',
          countries: ['IT'],
          bands: [
            { upToKg: 1, price: 5 },
            { upToKg: 30, price: 9 },
          ],
        },
        { name: 'UE', countries: countries.filter((c) => c !== 'IT'), bands: [{ upToKg: 30, price: 20 }] },
      ],
    })
    await payload.update({ collection: 'products', id: ids[LIGHT]!, overrideAccess: true, data: { weight: null } })
    // One candle: 500 + 60 g and the small box's 200 g, 760 g: the band up to 1 kg.
    expect((await quote('it', [line(LIGHT, 1)])).shippingByCountry.IT).toBe(5)
    // Two: 1.32 kg, the next band — not the lightest, as when a missing weight counted nothing.
    expect((await quote('it', [line(LIGHT, 2)])).shippingByCountry.IT).toBe(9)
  })

  it('the carrier is told of the parcels the quote priced: the category’s padding and the zone’s last band', async () => {
    const payload = await shop()
    const countries = (await payload.findGlobal({ slug: 'shop-settings', overrideAccess: true })).shipping.countries
    await payload.update({
      collection: 'products',
      id: ids[LIGHT]!,
      overrideAccess: true,
      data: { weight: 3000, packedSize: { length: 25, width: 25, height: 35 } },
    })
    await setShipping({
      paddingByType: [{ category: candles, grams: 500 }],
      zones: [
        { name: 'Italia', countries: ['IT'], bands: [{ upToKg: 30, price: 9 }] },
        { name: 'UE', countries: countries.filter((c) => c !== 'IT'), bands: [{ upToKg: 5, price: 20 }] },
      ],
    })
    const billing = {
      ...italianBilling('Jana', `parcels-${Date.now()}@example.com`),
      address: 'Hauptstraße 1',
      city: 'Berlin',
      state: 'Berlin',
      zip: '10115',
      country: 'Germany',
    }
    const res = await createPendingOrder(payload, {
      lang: 'en',
      user: null,
      lines: [line(LIGHT, 2)], // 69,80 €: below the free-shipping threshold
      note: '',
      billing: billingSchema(messages.en).parse(billing),
    })
    if (!res.ok) throw new Error(res.error)
    orders.push(res.order.id)
    // Two 3 kg pieces + 500 g of their category's padding: one parcel each under Germany's 5 kg, 2 × 20 €.
    expect(res.order.shippingFee).toBe(40)
    // The carrier's parcels: the same two, with the padding (3000 + 500 g + the medium box's 400 g).
    expect(await orderParcels(res.order, 500)).toEqual([{ grams: 3900 }, { grams: 3900 }])
    expect((await quote('en', [line(LIGHT, 2)])).shippingByCountry.DE).toBe(40)
  })

  it('the packaging refuses a box that holds nothing, in /cms (REST) and the Local API, with an Italian message', async () => {
    const payload = await shop()
    const box = { name: 'Piatta', length: 30, width: 20, height: 15, weight: 300, maxWeight: 5000 }
    const refused = (shipping: object) =>
      setShipping(shipping).then(
        () => 'saved',
        (err: { data?: unknown }) => JSON.stringify(err.data),
      )
    expect(await refused({ boxes: [{ ...box, maxWeight: 300 }] })).toMatch(
      /Scatola 1 \(Piatta\): il peso massimo deve superare il peso della scatola vuota/,
    )
    expect(await refused({ boxes: [{ ...box, height: 0 }] })).not.toBe('saved')
    const admin = await makeCustomer(payload, { role: 'admin' } as never)
    users.push(admin.id)
    const { token } = await payload.login({
      collection: 'users',
      data: { email: admin.email, password: 'secret-pass-1' },
    })
    const rest = await handleEndpoints({
      config,
      path: '/cms/api/globals/shop-settings',
      request: new Request('http://127.0.0.1:3000/cms/api/globals/shop-settings?locale=it', {
        method: 'POST',
        headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ shipping: { boxes: [{ ...box, maxWeight: 100 }] } }),
      }),
    })
    expect(rest.status).toBe(400)
    expect(await rest.text()).toMatch(/il peso massimo deve superare il peso della scatola vuota/)
    const saved = await payload.findGlobal({ slug: 'shop-settings', overrideAccess: true })
    expect(saved.shipping.boxes ?? []).toEqual([])
  })

  it('a dealer’s shipping follows the trade terms: free from the threshold (net) only when promotions apply', async () => {
    const payload = await shop()
    await setShipping({ zones: [], boxes: [], paddingByType: [] })
    list = await payload.create({
      collection: 'price-lists',
      overrideAccess: true,
      data: { name: `Rates review ${Date.now()}`, percentOff: 40 },
    })
    const dealer: User = await makeCustomer(payload, {
      dealer: {
        status: 'active',
        priceList: list.id,
        company: 'Bottega Soglia S.r.l.',
        country: 'IT',
        vatNumber: '01234567897',
        sdi: 'M5UXCR1',
      },
    } as never)
    users.push(dealer.id)
    const cart = [line(HEAVY, 6)] // 6 × 27 € net = 162 €, above the standing 89,69 € threshold (73,52 € net)
    await payload.updateGlobal({ slug: 'trade-settings', overrideAccess: true, data: { promotions: false } })
    const paying = await quote('it', cart, { user: dealer })
    expect(paying.basis).toBe('net')
    expect(paying.shippingByCountry.IT).toBeGreaterThan(0)
    expect(paying.toFreeShipping).toEqual({ italy: null, abroad: null })
    await payload.updateGlobal({ slug: 'trade-settings', overrideAccess: true, data: { promotions: true } })
    const free = await quote('it', cart, { user: dealer })
    expect(free.shippingByCountry).toMatchObject({ IT: 0, DE: 0 })
    // Below the threshold (net) the dealer pays the bands net of VAT, as without promotions.
    const one = await quote('it', [line(HEAVY, 1)], { user: dealer })
    expect(one.shippingByCountry.IT).toBe(splitVat(5.99).taxable) // 3.46 kg: Italy's first band (10 kg)
    expect(one.toFreeShipping.italy).toBeGreaterThan(0)
  })
})
