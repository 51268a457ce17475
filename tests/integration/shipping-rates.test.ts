import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quote } from '@/features/cart/cart-service'
import { billingSchema } from '@/features/checkout/billing'
import { createPendingOrder } from '@/features/checkout/create-order'
import { dashboardData } from '@/features/dashboard/server'
import { splitVat } from '@/features/tax'
import { buildFatturaPA } from '@/features/invoices/fatturapa'
import { invoiceModel } from '@/features/invoices/server'
import { getSeller } from '@/features/seller/server'
import { messages } from '@/i18n/messages'
import { sumMoney } from '@/lib/money'
import type { Product, User } from '@/payload-types'
import { deleteOrders, italianBilling, makeCustomer, payOrder, productWithStock, shop } from './helpers'

/**
 * Issue 55 (ADR 0041): the fee of an order is its parcels' bands in its country's zone. A light candle
 * (400 g) and a heavy vase (12 kg, 25×25×35 cm) with the default table and packaging: the candle ships
 * at the spec's flat fees (the first band, up to 10 kg), the vase pays the 20 kg band; the same fee on the
 * quote, the order and its invoice.
 */
const LIGHT = 'candela-notte-di-venezia' // 34,90 €
const HEAVY = 'vaso-cilindro-fume' // 45,00 €
const HEAVY_GRAMS = 12000
const ids: Record<string, string> = {}
const before: Record<string, Pick<Product, 'weight' | 'packedSize'>> = {}
const orders: (string | number)[] = []
const offers: (string | number)[] = []
let dealer: User
let list: { id: number | string }

const netOf = (gross: number) => splitVat(gross).taxable
const fragrance: Record<string, string> = {}
const line = (url: string, quantity = 1) => ({ id: ids[url]!, quantity, sets: '', fragrance: fragrance[url] ?? '' })
const weigh = async (url: string, weight: number, size: Product['packedSize']) => {
  const payload = await shop()
  await payload.update({
    collection: 'products',
    id: ids[url]!,
    overrideAccess: true,
    data: { weight, packedSize: size },
  })
}
const germanBilling = (email: string) => ({
  ...italianBilling('Jana', email),
  address: 'Hauptstraße 1',
  city: 'Berlin',
  state: 'Berlin',
  zip: '10115',
  country: 'Germany',
})
const order = (lang: 'it' | 'en', lines: ReturnType<typeof line>[], billing: object) =>
  shop().then((payload) =>
    createPendingOrder(payload, {
      lang,
      user: null,
      lines,
      note: '',
      billing: billingSchema(messages[lang]).parse(billing),
    }),
  )

beforeAll(async () => {
  for (const url of [LIGHT, HEAVY]) {
    const p = await productWithStock(url, 200)
    ids[url] = String(p.id)
    fragrance[url] = p.fragrance?.[0]?.name ?? ''
    before[url] = { weight: p.weight ?? null, packedSize: p.packedSize ?? {} }
  }
  await weigh(LIGHT, 400, { length: 10, width: 10, height: 12 })
  await weigh(HEAVY, HEAVY_GRAMS, { length: 25, width: 25, height: 35 })
})

afterAll(async () => {
  const payload = await shop()
  await deleteOrders(orders)
  for (const id of offers) await payload.delete({ collection: 'offers', id, overrideAccess: true })
  for (const url of [LIGHT, HEAVY])
    await payload.update({ collection: 'products', id: ids[url]!, overrideAccess: true, data: before[url]! as never })
  if (dealer) await payload.delete({ collection: 'users', id: dealer.id, overrideAccess: true })
  if (list) await payload.delete({ collection: 'price-lists', id: list.id, overrideAccess: true })
  await payload.updateGlobal({
    slug: 'shop-settings',
    overrideAccess: true,
    data: { shipping: { zones: [] } } as never,
  })
})

describe('rates by zone and weight', () => {
  it('a light parcel ships at today’s fees; a heavy order to Germany costs its band, more than a light one to Italy', async () => {
    const light = await quote('it', [line(LIGHT)])
    expect(light.shippingByCountry.IT).toBe(5.99)
    expect(light.shippingByCountry.DE).toBe(14.99)
    expect(light.shipping).toEqual({ italy: 5.99, abroad: 14.99 })
    const heavy = await quote('it', [line(HEAVY)])
    // 12,000 + 60 g of padding: beyond the medium box's 12 kg, so the large one's 800 g: 12.86 kg, the band up to 20 kg.
    expect(heavy.shippingByCountry.DE).toBe(29.99)
    expect(heavy.shippingByCountry.IT).toBe(12.99)
    expect(heavy.shippingByCountry.DE!).toBeGreaterThan(light.shippingByCountry.IT!)
    expect(heavy.shippingProblem).toBeNull()
  })

  it('the placed order to Germany has the quoted fee, its total adds up, and the e-invoice’s shipping line matches', async () => {
    const res = await order('it', [line(HEAVY)], germanBilling(`heavy-${Date.now()}@example.com`))
    if (!res.ok) throw new Error(res.error)
    orders.push(res.order.id)
    expect(res.order.shippingFee).toBe(29.99)
    expect(res.order.totalAmount).toBe(sumMoney([45, 29.99]))
    const seller = await getSeller()
    expect(invoiceModel(res.order, seller).shipping).toBe(29.99)
    // An Italian business asking for an invoice: its e-invoice's shipping line is the fee net of VAT.
    const business = {
      ...italianBilling('Marta', `heavy-biz-${Date.now()}@example.com`),
      invoice: 'yes',
      azienda: 'Bottega Verdi S.n.c.',
      piva: '01234567897',
      sdi: 'M5UXCR1',
    }
    const placed = await order('it', [line(HEAVY)], business)
    if (!placed.ok) throw new Error(placed.error)
    orders.push(placed.order.id)
    expect(placed.order.shippingFee).toBe(12.99)
    const payload = await shop()
    const session = { checkoutSessionId: `cs_rates_${placed.order.id}` }
    const paid = await payOrder(
      await payload.update({ collection: 'orders', id: placed.order.id, overrideAccess: true, data: session }),
    )
    const { xml } = buildFatturaPA(paid, seller)
    expect(xml).toMatch(/<Descrizione>Spese di spedizione<\/Descrizione>[\s\S]*?<PrezzoUnitario>10\.65/)
  })

  it('free from the standing threshold (an offer) even when heavy; a zone’s own offer leaves the others paying', async () => {
    const two = await quote('it', [line(HEAVY, 2)]) // 90 € ≥ 89,69 €
    expect(two.shippingByCountry).toMatchObject({ IT: 0, DE: 0 })
    const payload = await shop()
    const italy = await payload.create({
      collection: 'offers',
      overrideAccess: true,
      locale: 'it',
      data: {
        label: 'Spedizione gratuita in Italia (test)',
        kind: 'free-shipping',
        zone: 'italy',
        threshold: 40,
      } as never,
    })
    offers.push(italy.id)
    const one = await quote('it', [line(HEAVY)])
    expect(one.shippingByCountry).toMatchObject({ IT: 0, DE: 29.99 })
    await payload.delete({ collection: 'offers', id: offers.pop()!, overrideAccess: true })
    expect((await quote('it', [line(HEAVY)])).shippingByCountry).toMatchObject({ IT: 12.99, DE: 29.99 })
  })

  it('too heavy for every box: no price, and the order is refused in the shopper’s language', async () => {
    await weigh(HEAVY, 26000, { length: 25, width: 25, height: 35 })
    try {
      const q = await quote('it', [line(HEAVY)])
      expect(q.shippingProblem).toBe('too-heavy')
      expect(q.shippingByCountry.IT).toBeNull()
      expect(q.shippingByCountry.DE).toBeNull()
      const it = await order('it', [line(HEAVY)], italianBilling('Marta', `tooheavy-${Date.now()}@example.com`))
      expect(it).toMatchObject({ ok: false, status: 422, error: messages.it.checkout.shippingAsk })
      const en = await order('en', [line(HEAVY)], germanBilling(`tooheavy-en-${Date.now()}@example.com`))
      expect(en).toMatchObject({ ok: false, status: 422, error: messages.en.checkout.shippingAsk })
    } finally {
      await weigh(HEAVY, HEAVY_GRAMS, { length: 25, width: 25, height: 35 })
    }
  })

  it('a dealer pays the same bands net of VAT (no free threshold unless promotions apply to dealers)', async () => {
    const payload = await shop()
    list = await payload.create({
      collection: 'price-lists',
      overrideAccess: true,
      data: { name: `Rates ${Date.now()}`, percentOff: 40 },
    })
    await payload.updateGlobal({ slug: 'trade-settings', overrideAccess: true, data: { promotions: false } })
    dealer = await makeCustomer(payload, {
      dealer: {
        status: 'active',
        priceList: list.id,
        company: 'Bottega Peso S.r.l.',
        country: 'IT',
        vatNumber: '01234567897',
        sdi: 'M5UXCR1',
      },
    } as never)
    const q = await quote('it', [line(HEAVY, 4)], { user: dealer })
    expect(q.basis).toBe('net')
    // 4 × 12.06 kg: two in each large box (24.92 kg, the 30 kg band), net.
    expect(q.shippingByCountry.IT).toBe(sumMoney([netOf(19.99), netOf(19.99)]))
    expect(q.shippingByCountry.DE).toBe(sumMoney([netOf(44.99), netOf(44.99)]))
  })

  it('the operator’s table from /cms is what the quote charges; a table with gaps or a country twice is refused', async () => {
    const payload = await shop()
    const countries = (await payload.findGlobal({ slug: 'shop-settings', overrideAccess: true })).shipping.countries
    const others = countries.filter((c) => c !== 'IT' && c !== 'DE')
    const zones = [
      {
        name: 'Italia',
        countries: ['IT'],
        bands: [
          { upToKg: 3, price: 6.5 },
          { upToKg: 30, price: 20 },
        ],
      },
      { name: 'Germania', countries: ['DE'], bands: [{ upToKg: 5, price: 11 }] },
      { name: 'Resto UE', countries: others, bands: [{ upToKg: 30, price: 25 }] },
    ]
    const refused = (shipping: object) =>
      payload.updateGlobal({ slug: 'shop-settings', overrideAccess: true, data: { shipping } as never }).then(
        () => 'saved',
        (err: { data?: unknown }) => JSON.stringify(err.data),
      )
    const gap = [
      {
        ...zones[0],
        bands: [
          { upToKg: 5, price: 5 },
          { upToKg: 2, price: 9 },
        ],
      },
      ...zones.slice(1),
    ]
    expect(await refused({ zones: gap })).toMatch(/Fascia 2: il peso deve crescere/)
    const twice = [...zones, { name: 'Doppia', countries: ['IT'], bands: [{ upToKg: 1, price: 1 }] }]
    expect(await refused({ zones: twice })).toMatch(/IT è in due zone/)
    expect(await refused({ zones: zones.slice(0, 2) })).toMatch(/Paesi di spedizione senza zona/)
    await payload.updateGlobal({ slug: 'shop-settings', overrideAccess: true, data: { shipping: { zones } } as never })
    const light = await quote('en', [line(LIGHT)])
    expect(light.shippingByCountry).toMatchObject({ IT: 6.5, DE: 11, FR: 25 })
    const heavy = await quote('en', [line(HEAVY)])
    // 12.86 kg: Italy's second band; beyond Germany's last band (5 kg): no price there.
    expect(heavy.shippingByCountry).toMatchObject({ IT: 20, DE: null, FR: 25 })
    expect(heavy.shipping).toEqual({ italy: 20, abroad: 25 })
  })
  it('the dashboard counts the products without a weight (never guessed), one fewer once weighed', async () => {
    const payload = await shop()
    const unweighed = async () => (await dashboardData(payload, 'day')).todo.unweighed
    const all = await payload.count({ collection: 'products', overrideAccess: true })
    const weighed = await payload.count({
      collection: 'products',
      where: { weight: { greater_than: 0 } },
      overrideAccess: true,
    })
    expect(await unweighed()).toBe(all.totalDocs - weighed.totalDocs)
    await payload.update({ collection: 'products', id: ids[LIGHT]!, overrideAccess: true, data: { weight: null } })
    expect(await unweighed()).toBe(all.totalDocs - weighed.totalDocs + 1)
    await weigh(LIGHT, 400, { length: 10, width: 10, height: 12 })
  })
})
