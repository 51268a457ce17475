import { describe, expect, it } from 'vitest'
import { DEFAULT_SHIPPING, parcelLineOf, quoteShipping, type ProductParcelFacts } from '@/features/pricing'
import { products } from './catalog'
import { DEMO_PARCELS } from './parcels'

// The seeded demo with the default rate table (no zones saved) charges the specification's fees (§9: 5,99 €
// in Italy, 14,99 € elsewhere) for its ordinary carts; tests outside the repository rely on those figures.
const rates = { ...DEFAULT_SHIPPING, countries: ['IT', 'DE'], freeFrom: { italy: null, abroad: null } }

const facts = (url: string): ProductParcelFacts => {
  const p = DEMO_PARCELS[url]!
  const category = products.find((x) => x.url === url)?.category.it
  const variants = Object.fromEntries(
    Object.entries(p.fragrances ?? {}).map(([name, f]) => [name, { weight: f.grams, size: f.size }]),
  )
  return { weight: p.grams, size: p.size, variants, category }
}
const quote = (lines: { url: string; quantity: number; fragrance?: string }[]) =>
  quoteShipping(
    lines.map((l) => parcelLineOf({ key: l.url, quantity: l.quantity, fragrance: l.fragrance }, facts(l.url))),
    50,
    rates,
  )

describe('the demo’s carts with the default rate table (ADR 0041)', () => {
  it('every demo product alone, and each differing fragrance, costs 5,99 € to Italy and 14,99 € to Germany', () => {
    const carts = Object.entries(DEMO_PARCELS).flatMap(([url, p]) => [
      [{ url, quantity: 1 }],
      ...Object.keys(p.fragrances ?? {}).map((fragrance) => [{ url, quantity: 1, fragrance }]),
    ])
    expect(carts.length).toBeGreaterThanOrEqual(products.length)
    for (const cart of carts) {
      const q = quote(cart)
      expect(q.problem, JSON.stringify(cart)).toBeNull()
      expect(q.unweighed, JSON.stringify(cart)).toEqual([])
      expect(q.byCountry, JSON.stringify(cart)).toEqual({ IT: 5.99, DE: 14.99 })
    }
    // The heaviest, Vaso Anfora Salvia: 2,400 g + 60 g padding + the medium box's 400 g.
    expect(quote([{ url: 'vaso-anfora-salvia', quantity: 1 }]).parcels).toEqual([{ box: 'M', weight: 2860, pieces: 1 }])
  })

  it('Vaso Onda + Vaso Bolla Mini cost the spec’s fees; six Vaso Onda (a dealer’s order) the first band', () => {
    const pair = quote([
      { url: 'vaso-onda', quantity: 1 },
      { url: 'vaso-bolla-mini', quantity: 1 },
    ])
    expect(pair.parcels).toEqual([{ box: 'M', weight: 2170, pieces: 2 }])
    expect(pair.byCountry).toEqual({ IT: 5.99, DE: 14.99 })
    const six = quote([{ url: 'vaso-onda', quantity: 6 }])
    expect(six.parcels).toEqual([{ box: 'L', weight: 8360, pieces: 6 }])
    expect(six.byCountry).toEqual({ IT: 5.99, DE: 14.99 })
  })
})
