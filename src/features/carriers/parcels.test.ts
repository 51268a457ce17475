import { describe, expect, it } from 'vitest'
import { DEFAULT_SHIPPING, parcelLineOf, parcelsTo, quoteShipping, type ProductParcelFacts } from '@/features/pricing'
import { announcedParcels, parcelsOf } from './parcels'

/** The carrier is told of the parcels the checkout priced (ADR 0041): same lines, padding, zone limit. */
const rates = {
  ...DEFAULT_SHIPPING,
  packaging: { ...DEFAULT_SHIPPING.packaging!, paddingByType: { vetro: 400 } },
  table: [
    { name: 'Italia', countries: ['IT'], bands: [{ upToKg: 30, price: 9 }] },
    { name: 'UE', countries: DEFAULT_SHIPPING.countries.filter((c) => c !== 'IT'), bands: [{ upToKg: 5, price: 20 }] },
  ],
}
const vase: ProductParcelFacts = {
  weight: 1800,
  size: { length: 20, width: 20, height: 30 },
  category: ' Vetro ',
  variants: { Ambra: { weight: 2100, size: null } },
}
const candle: ProductParcelFacts = { weight: null, size: null, category: 'Candele', variants: {} }
const facts = new Map([
  ['7', vase],
  ['8', candle],
])
const items = [
  { product: 7, sku: 'VAS', quantity: 2, fragrance: 'Ambra', sets: '' },
  { product: { id: 8 }, sku: '', quantity: 1, fragrance: '', sets: '3' },
]

describe('announcedParcels', () => {
  it('are the quote’s parcels for the order’s country: glass padding, fragrance weight, sets, zone limit', () => {
    const lines = items.map((i, n) =>
      parcelLineOf(
        { key: i.sku || String(n + 7), quantity: i.quantity, fragrance: i.fragrance, sets: i.sets },
        facts.get(String(n + 7)),
      ),
    )
    for (const iso of ['IT', 'DE']) {
      const quoted = parcelsTo(lines, rates, iso)
      if (!quoted?.ok) throw new Error('expected parcels')
      expect(announcedParcels(items, facts, rates, iso, 500)).toEqual(quoted.parcels.map((p) => ({ grams: p.weight })))
    }
    // The quote prices exactly these: Italy one parcel, Germany two under its 5 kg band.
    const it = announcedParcels(items, facts, rates, 'IT', 500)
    // Two vases at 2100 + 400 g (glass), three unweighed candles at 500 + 60 g, the large box's 800 g.
    expect(it).toEqual([{ grams: 2 * 2500 + 3 * 560 + 400 }])
    // Up north (5 kg at most): a vase with the three candles, the other vase alone, both in medium boxes.
    expect(announcedParcels(items, facts, rates, 'DE', 500)).toEqual([
      { grams: 2500 + 3 * 560 + 400 },
      { grams: 2500 + 400 },
    ])
    expect(quoteShipping(lines, 10, { ...rates, freeFrom: { italy: null, abroad: null } }).byCountry).toMatchObject({
      IT: 9,
      DE: 40,
    })
  })

  it('an order no box takes is one parcel of its weights, the piece weight for a piece without one', () => {
    const anvil = new Map([['9', { weight: 40000, size: null, category: '' }]])
    expect(
      announcedParcels(
        [
          { product: 9, quantity: 1 },
          { product: 10, quantity: 2 },
        ],
        anvil,
        rates,
        'IT',
        700,
      ),
    ).toEqual(
      parcelsOf(
        [
          { quantity: 1, grams: 40000 },
          { quantity: 2, grams: null },
        ],
        700,
      ),
    )
  })
})
