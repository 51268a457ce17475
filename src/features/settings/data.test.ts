import { describe, expect, it } from 'vitest'
import { DEFAULT_PACKAGING } from '@/features/pricing'
import { toShopSettings } from './data'

describe('toShopSettings: the shipping table and packaging as the quote reads them', () => {
  it('nothing saved: no table (the default one applies), the default boxes, today’s light-parcel fees', () => {
    const s = toShopSettings({})
    expect(s.shipping).toMatchObject({ italy: 5.99, abroad: 14.99, table: [] })
    expect(s.shipping.packaging).toEqual({ ...DEFAULT_PACKAGING, paddingByType: {} })
  })

  it('the operator’s zones, boxes and padding; the pages’ figures from the first bands', () => {
    const s = toShopSettings({
      shipping: {
        italy: 5.99,
        abroad: 14.99,
        countries: ['IT', 'DE', 'FR'],
        zones: [
          { name: 'Italia', countries: ['IT'], bands: [{ upToKg: 3, price: 6.5 }] },
          { name: 'Vicini', countries: ['DE'], bands: [{ upToKg: 3, price: 12 }] },
          { name: 'Lontani', countries: ['FR'], bands: [{ upToKg: 3, price: 16 }] },
          { name: 'Vuota', countries: [], bands: [{ upToKg: 3, price: 1 }] },
        ],
        boxes: [{ name: 'Cubo', length: 20, width: 20, height: 20, weight: 150, maxWeight: 4000 }],
        padding: 90,
        paddingByType: [{ category: ' Vasi ', grams: 250 }],
      },
    })
    expect(s.shipping.italy).toBe(6.5)
    expect(s.shipping.abroad).toBe(12)
    expect(s.shipping.table?.map((z) => z.name)).toEqual(['Italia', 'Vicini', 'Lontani'])
    expect(s.shipping.packaging).toEqual({
      boxes: [{ name: 'Cubo', inner: { length: 20, width: 20, height: 20 }, weight: 150, maxWeight: 4000 }],
      padding: 90,
      paddingByType: { vasi: 250 },
    })
  })
})
