import { describe, expect, it } from 'vitest'
import { DEFAULT_SHIPPING } from '@/features/pricing'
import { parcelLines, priceCart, priceLine, type CatalogProduct } from './pricing'

const candle: CatalogProduct = {
  id: '1',
  name: 'Candela',
  url: '/shop/candela',
  price: 20,
  category: 'Candele',
  instock: true,
  sku: 'CND',
  type: 'boxed',
  image: '',
  fragrances: ['Ambra', 'Fico'],
  sets: [{ number: 3, price: 54 }],
  weight: 400,
  size: { length: 10, width: 10, height: 12 },
  variants: { Fico: { weight: 700, size: null } },
}
const vase: CatalogProduct = {
  ...candle,
  id: '2',
  sku: 'VAS',
  category: ' Vasi ',
  fragrances: [],
  sets: [],
  weight: null,
}
const byId = new Map([candle, vase].map((p) => [p.id, p]))

describe('parcelLines: the cart’s lines as the parcels see them', () => {
  it('a piece’s weight, a fragrance’s own where set, a set as its pieces; the category as the padding type', () => {
    const lines = [
      priceLine({ id: '1', fragrance: 'Ambra', sets: '', quantity: 2 }, candle),
      priceLine({ id: '1', fragrance: 'Fico', sets: '', quantity: 1 }, candle),
      priceLine({ id: '1', fragrance: 'Ambra', sets: '3', quantity: 1 }, candle),
      priceLine({ id: '2', fragrance: '', sets: '', quantity: 1 }, vase),
    ]
    expect(parcelLines(lines, byId)).toEqual([
      { key: 'CND', weight: 400, size: { length: 10, width: 10, height: 12 }, quantity: 2, type: 'candele' },
      { key: 'CND', weight: 700, size: { length: 10, width: 10, height: 12 }, quantity: 1, type: 'candele' },
      { key: 'CND', weight: 400, size: { length: 10, width: 10, height: 12 }, quantity: 3, type: 'candele' },
      { key: 'VAS', weight: null, size: { length: 10, width: 10, height: 12 }, quantity: 1, type: 'vasi' },
    ])
  })

  it('a set ships as its pieces: each with its padding and its volume, as the same pieces bought one by one', () => {
    // 3 × 580 g: as one 1,740 g piece with one padding it weighed 1,740 + 60 + the small box's 200 = 2,000 g (the
    // 2 kg band, 5,99); the parcel holds three pieces, each padded: 1,740 + 3 × 60 + 200 = 2,120 g (the 5 kg band)
    // — in a table of the test's own with those bands (the default table's first band reaches 10 kg).
    const light = { ...candle, weight: 580, variants: {} }
    const table = [
      {
        name: 'Italia',
        countries: ['IT'],
        bands: [
          { upToKg: 2, price: 5.99 },
          { upToKg: 5, price: 8.99 },
        ],
      },
    ]
    const rates = { ...DEFAULT_SHIPPING, countries: ['IT'], table }
    const set = priceCart([{ id: '1', fragrance: 'Ambra', sets: '3', quantity: 1 }], [light], rates)
    const pieces = priceCart([{ id: '1', fragrance: 'Ambra', sets: '', quantity: 3 }], [light], rates)
    expect(pieces.shippingByCountry).toEqual({ IT: 8.99 })
    expect(set.shippingByCountry).toEqual(pieces.shippingByCountry)
    // Six big pieces (20 × 20 × 14 cm) in two sets of 3 fill more than the small box: the medium one (400 g).
    const big = { ...light, weight: 300, size: { length: 20, width: 20, height: 14 } }
    const sets = parcelLines(
      [priceLine({ id: '1', fragrance: 'Ambra', sets: '3', quantity: 2 }, big)],
      new Map([[big.id, big]]),
    )
    expect(sets).toEqual([{ key: 'CND', weight: 300, size: big.size, quantity: 6, type: 'candele' }])
  })

  it('the quote: a fee per country, the light parcel at today’s fees, lines with a problem not shipped', () => {
    const q = priceCart(
      [
        { id: '1', fragrance: 'Ambra', sets: '', quantity: 1 },
        { id: '1', fragrance: 'Nessuna', sets: '', quantity: 50 },
      ],
      [candle],
      { ...DEFAULT_SHIPPING, countries: ['IT', 'FR'] },
    )
    expect(q.shippingByCountry).toEqual({ IT: 5.99, FR: 14.99 })
    expect(q.shipping).toEqual({ italy: 5.99, abroad: 14.99 })
    expect(q.total).toEqual({ italy: 25.99, abroad: 34.99 })
    expect(q.shippingProblem).toBeNull()
  })
})
