import { describe, expect, it } from 'vitest'
import { filterAction, filterProducts, meaningFromLabel, normalizeSlug, sortProducts } from './listing'

const p = (name: string, price: number, date: string, category = 'Candles', instock = true, position = 0) => ({
  name,
  price,
  date,
  category,
  instock,
  position,
})
const items = [
  p('Vase', 30, '2026-01-01', 'Vases', true, 2),
  p('amber', 10, '2025-01-01', 'Candles', false, 1),
  p('Bottle', 20, '2026-06-01', 'Bottles', true, 3),
]

describe('shop filter labels', () => {
  it('maps the spec labels to actions in both languages', () => {
    expect(filterAction({ label: 'Tutto', meaning: 'all' })).toEqual({ kind: 'all' })
    // The meaning decides, whatever the label says in either language.
    expect(filterAction({ label: 'Pronta consegna', meaning: 'in-stock' })).toEqual({ kind: 'stock', value: 'in' })
    expect(filterAction({ label: 'In stock', meaning: 'out-of-stock' })).toEqual({ kind: 'stock', value: 'out' })
    expect(filterAction({ label: ' Candele ', meaning: 'category' })).toEqual({ kind: 'category', value: 'Candele' })
    expect(filterAction({ label: 'Esauriti', meaning: 'category' })).toEqual({ kind: 'category', value: 'Esauriti' })
  })
  it("reads an old shop's labels once, to give its options a meaning", () => {
    expect(meaningFromLabel('All products')).toBe('all')
    expect(meaningFromLabel('Tutti i prodotti')).toBe('all')
    expect(meaningFromLabel('In stock')).toBe('in-stock')
    expect(meaningFromLabel('Esauriti')).toBe('out-of-stock')
    expect(meaningFromLabel('Candele')).toBe('category')
  })
  it('combines category and stock filters', () => {
    expect(filterProducts(items, 'candles', null).map((i) => i.name)).toEqual(['amber'])
    expect(filterProducts(items, 'candles', 'in')).toEqual([])
    expect(filterProducts(items, null, 'in').map((i) => i.name)).toEqual(['Vase', 'Bottle'])
  })
})

describe('sort orders', () => {
  it('keeps content order for featured and best selling', () => {
    expect(sortProducts(items, 'featured', 'en').map((i) => i.name)).toEqual(['amber', 'Vase', 'Bottle'])
    expect(sortProducts(items, 'best-selling', 'en').map((i) => i.name)).toEqual(['amber', 'Vase', 'Bottle'])
  })
  it('sorts by name ignoring case, price and date', () => {
    expect(sortProducts(items, 'a-z', 'en').map((i) => i.name)).toEqual(['amber', 'Bottle', 'Vase'])
    expect(sortProducts(items, 'z-a', 'en').map((i) => i.name)).toEqual(['Vase', 'Bottle', 'amber'])
    expect(sortProducts(items, 'price-asc', 'en').map((i) => i.price)).toEqual([10, 20, 30])
    expect(sortProducts(items, 'price-desc', 'en').map((i) => i.price)).toEqual([30, 20, 10])
    expect(sortProducts(items, 'date-asc', 'en').map((i) => i.name)).toEqual(['amber', 'Vase', 'Bottle'])
    expect(sortProducts(items, 'date-desc', 'en').map((i) => i.name)).toEqual(['Bottle', 'Vase', 'amber'])
  })
  it('normalizes slugs', () => {
    expect(normalizeSlug('  Vaso-Onda ')).toBe('vaso-onda')
    expect(normalizeSlug('a%20%20b')).toBe('a b')
  })
})
