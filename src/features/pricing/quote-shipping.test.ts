import { describe, expect, it } from 'vitest'
import type { ParcelLine } from './parcels'
import { quoteShipping } from './quote-shipping'
import { DEFAULT_SHIPPING, type ShippingRates } from './shipping'

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
    // Two 3 kg vases (25×25×35 cm) with their padding: too big together for the medium box, one large one.
    const q = quoteShipping([vase], 60, rates)
    expect(q.parcels).toEqual([{ box: 'L', weight: 2 * 3060 + 800, pieces: 2 }])
    expect(q.byCountry.DE).toBe(29.99) // 6.92 kg: the EU's band up to 10 kg
    expect(q.byCountry.IT).toBe(12.99)
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

  it('a parcel beyond a zone’s last band has no price there only', () => {
    const table = [
      { name: 'Italia', countries: ['IT'], bands: [{ upToKg: 30, price: 9 }] },
      { name: 'Nord', countries: ['DE', 'SE'], bands: [{ upToKg: 5, price: 20 }] },
    ]
    const q = quoteShipping([vase], 60, { ...rates, table })
    expect(q.byCountry).toEqual({ IT: 9, DE: null, SE: null })
    expect(q.byZone).toEqual({ italy: 9, abroad: null })
  })

  it('a country in no zone has no price; missing weights are reported', () => {
    const table = [{ name: 'Italia', countries: ['IT'], bands: [{ upToKg: 30, price: 9 }] }]
    const q = quoteShipping([{ ...candle, weight: null }], 20, { ...rates, table })
    expect(q.byCountry).toEqual({ IT: 9, DE: null, SE: null })
    expect(q.unweighed).toEqual(['CANDLE'])
  })
})
