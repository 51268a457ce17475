import { describe, expect, it } from 'vitest'
import { canDeleteSale, saleProblems, type SaleInput } from './sale-rules'

const now = new Date('2026-07-01T12:00:00Z')
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString()
const sale = (over: Partial<SaleInput> = {}): SaleInput => ({
  starts: at(10),
  ends: at(60),
  appliesTo: 'products',
  products: [1, 2],
  kind: 'percent',
  percent: 20,
  ...over,
})
const paths = (next: SaleInput, original: SaleInput | null = null) =>
  saleProblems(next, original, now).map((p) => p.path)

describe('what a sale may be', () => {
  it('a period that ends after it starts, not in the past; a percentage from 1 to 90', () => {
    expect(paths(sale())).toEqual([])
    expect(paths(sale({ ends: at(5) }))).toEqual(['ends'])
    expect(paths(sale({ starts: at(-30) }))).toEqual(['starts'])
    expect(paths(sale({ starts: at(-0.5) }))).toEqual([]) // "now" typed a moment ago
    expect(paths(sale({ percent: 0 }))).toEqual(['percent'])
    expect(paths(sale({ percent: 91 }))).toEqual(['percent'])
    expect(paths(sale({ percent: 12.5 }))).toEqual(['percent'])
    expect(paths(sale({ starts: null, ends: null }))).toEqual(['starts', 'ends'])
  })

  it('products or a category to cover; a new price only for one product', () => {
    expect(paths(sale({ products: [] }))).toEqual(['products'])
    expect(paths(sale({ appliesTo: 'category', category: ' ' }))).toEqual(['category'])
    expect(paths(sale({ appliesTo: 'category', category: 'Candele' }))).toEqual([])
    expect(paths(sale({ kind: 'price', price: 20, products: [1] }))).toEqual([])
    expect(paths(sale({ kind: 'price', price: 20 }))).toEqual(['price'])
    expect(paths(sale({ kind: 'price', price: 0, products: [1] }))).toEqual(['price'])
  })

  it('once started: start, products and discount stay; a running sale can end now or later, an ended one is closed', () => {
    const started = sale({ starts: at(-60), ends: at(60) })
    expect(paths({ ...started }, started)).toEqual([])
    expect(paths({ ...started, percent: 30 }, started)).toEqual(['starts'])
    expect(paths({ ...started, products: [{ id: 2 }, { id: 1 }] }, started)).toEqual([]) // the same, populated
    expect(paths({ ...started, products: [1] }, started)).toEqual(['starts'])
    expect(paths({ ...started, ends: at(0) }, started)).toEqual([])
    expect(paths({ ...started, ends: at(600) }, started)).toEqual([])
    expect(paths({ ...started, ends: at(-30) }, started)).toEqual(['ends'])
    const ended = sale({ starts: at(-120), ends: at(-60) })
    expect(paths({ ...ended, ends: at(60) }, ended)).toEqual(['ends'])
    // Before its start everything may change.
    expect(paths({ ...sale(), percent: 50, starts: at(20) }, sale())).toEqual([])
  })

  it('can be deleted only before it starts', () => {
    expect(canDeleteSale(sale(), now)).toBe(true)
    expect(canDeleteSale(sale({ starts: at(-1) }), now)).toBe(false)
  })
})
