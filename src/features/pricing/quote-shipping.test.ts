import { describe, expect, it } from 'vitest'
import type { ParcelLine } from './parcels'
import { quoteShipping } from './quote-shipping'
import { DEFAULT_PACKAGING, DEFAULT_SHIPPING, type ShippingRates } from './shipping'

const rates: ShippingRates = {
  ...DEFAULT_SHIPPING,
  countries: ['IT', 'DE', 'SE'],
  freeFrom: { italy: 89.69, abroad: 89.69 },
}
const candle: ParcelLine = { key: 'CANDLE', weight: 300, size: { length: 8, width: 8, height: 10 }, quantity: 1 }
const vase: ParcelLine = { key: 'VASE', weight: 3000, size: { length: 25, width: 25, height: 35 }, quantity: 2 }

describe('quoteShipping', () => {
  it('a light parcel costs today’s flat fees', () => {
    const q = quoteShipping([candle], 20, rates)
    expect(q.byCountry).toEqual({ IT: 5.99, DE: 14.99, SE: 14.99 })
    expect(q.byZone).toEqual({ italy: 5.99, abroad: 14.99 })
    expect(q.problem).toBeNull()
  })

  it('a heavy order to Germany costs its band, more than a light one to Italy', () => {
    // Four 3 kg vases (25×25×35 cm) with their padding: one large box, 13.04 kg — above the first band (10 kg).
    const q = quoteShipping([{ ...vase, quantity: 4 }], 60, rates)
    expect(q.parcels).toEqual([{ box: 'L', weight: 4 * 3060 + 800, pieces: 4 }])
    expect(q.byCountry.DE).toBe(29.99) // the EU's band up to 20 kg
    expect(q.byCountry.IT).toBe(12.99)
    // Two of them (6.92 kg) are an ordinary parcel: the first band's flat fees.
    expect(quoteShipping([vase], 60, rates).byCountry).toEqual({ IT: 5.99, DE: 14.99, SE: 14.99 })
    expect(q.byCountry.DE!).toBeGreaterThan(quoteShipping([candle], 20, rates).byCountry.IT!)
  })

  it('free from the zone’s threshold, with a free-shipping code, or when nothing is due — still by weight', () => {
    expect(quoteShipping([vase], 89.69, rates).byCountry).toEqual({ IT: 0, DE: 0, SE: 0 })
    expect(quoteShipping([vase], 50, rates, true).byCountry.DE).toBe(0)
    const italyOnly = { ...rates, freeFrom: { italy: 50, abroad: null } }
    expect(quoteShipping([candle], 60, italyOnly).byCountry).toEqual({ IT: 0, DE: 14.99, SE: 14.99 })
  })

  it('too heavy or too large: no price anywhere, even when shipping would be free', () => {
    const anvil: ParcelLine = { key: 'ANVIL', weight: 26000, size: null, quantity: 1 }
    const q = quoteShipping([anvil], 500, rates)
    expect(q.problem).toBe('too-heavy')
    expect(q.byCountry).toEqual({ IT: null, DE: null, SE: null })
    expect(q.byZone).toEqual({ italy: null, abroad: null })
  })

  it('packs under each zone’s last band: more parcels there, each priced; a piece beyond it has no price there only', () => {
    const table = [
      { name: 'Italia', countries: ['IT'], bands: [{ upToKg: 30, price: 9 }] },
      { name: 'Nord', countries: ['DE', 'SE'], bands: [{ upToKg: 5, price: 20 }] },
    ]
    // Two 3 kg vases: one 6.92 kg parcel to Italy, two parcels of 3.26 kg (medium boxes) up north.
    const q = quoteShipping([vase], 60, { ...rates, table })
    expect(q.byCountry).toEqual({ IT: 9, DE: 40, SE: 40 })
    expect(q.byZone).toEqual({ italy: 9, abroad: 40 })
    // One 6 kg vase: no parcel of the northern zone can carry it.
    const big = quoteShipping([{ ...vase, weight: 6000, quantity: 1 }], 60, { ...rates, table })
    expect(big.byCountry).toEqual({ IT: 9, DE: null, SE: null })
    expect(big.problem).toBeNull()
  })

  it('too heavy wins over free shipping: a 52 kg cart over the threshold, or with a free-shipping code', () => {
    // A 60 kg crate the operator added: the 52 kg piece fits it, but no band (up to 30 kg) prices it.
    const crate = { name: 'XL', inner: { length: 80, width: 60, height: 60 }, weight: 1500, maxWeight: 60000 }
    const withCrate = { ...rates, packaging: { ...DEFAULT_PACKAGING, boxes: [...DEFAULT_PACKAGING.boxes, crate] } }
    const stone: ParcelLine = { key: 'STONE', weight: 52000, size: { length: 50, width: 40, height: 40 }, quantity: 1 }
    for (const q of [quoteShipping([stone], 900, withCrate), quoteShipping([stone], 20, withCrate, true)]) {
      expect(q.byCountry).toEqual({ IT: null, DE: null, SE: null })
      expect(q.problem).toBe('too-heavy')
    }
    // 52 kg in pieces each within a band: parcels the bands price, so the threshold makes them free.
    const tiles: ParcelLine = { key: 'TILES', weight: 6500, size: null, quantity: 8 }
    const split = quoteShipping([tiles], 900, rates)
    expect(split.byCountry).toEqual({ IT: 0, DE: 0, SE: 0 })
    expect(quoteShipping([tiles], 50, rates).byCountry.IT).toBeGreaterThan(0)
  })

  it('a country in no zone has no price; missing weights are reported', () => {
    const table = [{ name: 'Italia', countries: ['IT'], bands: [{ upToKg: 30, price: 9 }] }]
    const q = quoteShipping([{ ...candle, weight: null }], 20, { ...rates, table })
    expect(q.byCountry).toEqual({ IT: 9, DE: null, SE: null })
    expect(q.unweighed).toEqual(['CANDLE'])
  })

  it('a product without a weight is not quoted in the lightest band: twenty of them count 500 g each', () => {
    // 20 × (500 + 60) g + the medium box's 400 g = 11.6 kg: the band up to 20 kg, not the first one (counted as
    // nothing they would weigh 20 × 60 + 400 g).
    const q = quoteShipping([{ ...candle, weight: null, quantity: 20 }], 20, rates)
    expect(q.byCountry.IT).toBe(12.99)
    expect(q.parcels).toEqual([{ box: 'M', weight: 20 * 560 + 400, pieces: 20 }])
    expect(q.unweighed).toEqual(['CANDLE'])
  })
})
