import { describe, expect, it } from 'vitest'
import { products } from './catalog'
import { DEMO_PARCELS, fragranceParcelFields, parcelFields } from './parcels'

describe('the demo products’ weights and packed sizes (carrier review finding 11)', () => {
  it('gives every demo product a plausible weight and a packed size', () => {
    for (const p of products) {
      const fields = parcelFields(p.url)
      expect(fields.weight, p.url).toBeGreaterThan(0)
      const [min, max] = p.category.en === 'Candles' ? [200, 600] : [400, 3000]
      expect(fields.weight!, p.url).toBeGreaterThanOrEqual(min)
      expect(fields.weight!, p.url).toBeLessThanOrEqual(max)
      const { length, width, height } = fields.packedSize!
      for (const cm of [length, width, height]) expect(cm, p.url).toBeGreaterThan(0)
    }
  })
  it('names only products and fragrances the catalogue has', () => {
    for (const [url, parcel] of Object.entries(DEMO_PARCELS)) {
      const product = products.find((p) => p.url === url)
      expect(product, url).toBeDefined()
      for (const name of Object.keys(parcel.fragrances ?? {})) {
        expect(product!.fragrances?.map((f) => f.it)).toContain(name)
        expect(fragranceParcelFields(url, name).weight).toBeLessThanOrEqual(600)
      }
    }
  })
})
