import { describe, expect, it } from 'vitest'
import type { PricePoint } from './lowest-price'
import {
  appliedHistory,
  campaignStart,
  piecePriceCents,
  pieceSaleTerms,
  priceEpoch,
  salePriceCents,
  variantPrice,
  type Sale,
} from './sale'

const day = (d: string) => new Date(`${d}T00:00:00Z`)
const at = (d: string, cents: number): PricePoint => ({ from: day(d), cents })
const sale = (id: string, starts: string, ends: string, over: Partial<Sale> = {}): Sale => ({
  id,
  starts: day(starts),
  ends: day(ends),
  productIds: ['1'],
  percent: 20,
  priceCents: null,
  ...over,
})
const single = (list: PricePoint[]) => ({ list, base: list })

describe('sale prices', () => {
  it('a percentage off, announced with the lowest price of the 30 days before, until the sale ends', () => {
    const v = single([at('2026-01-01', 5000)])
    const s = [sale('a', '2026-07-01', '2026-07-15')]
    expect(variantPrice(v, s, day('2026-06-30'))).toEqual({
      cents: 5000,
      listCents: null,
      reduction: null,
      validUntil: null,
    })
    expect(variantPrice(v, s, day('2026-07-02'))).toEqual({
      cents: 4000,
      listCents: 5000,
      reduction: { cents: 5000, days: 30, percentOff: 20 },
      validUntil: day('2026-07-15'),
    })
    // The end is exclusive: from that moment the list price again, nothing announced.
    expect(variantPrice(v, s, day('2026-07-15'))).toMatchObject({ cents: 5000, reduction: null })
  })

  it('a new price for the single piece; sets keep the same ratio, rounded to the cent', () => {
    const s = sale('a', '2026-07-01', '2026-07-15', { percent: null, priceCents: 3000 })
    expect(salePriceCents(s, 4000, 4000)).toBe(3000)
    expect(salePriceCents(s, 10_999, 4000)).toBe(8249) // 109.99 × 3/4 = 82.4925
    const base = [at('2026-01-01', 4000)]
    const set = { list: [at('2026-01-01', 10_999)], base }
    expect(variantPrice(set, [s], day('2026-07-02'))).toMatchObject({
      cents: 8249,
      reduction: { cents: 10_999, percentOff: 25 },
    })
  })

  it('a reduction that grows during one campaign keeps the previous price of its first step', () => {
    const v = single([at('2026-01-01', 5000)])
    const s = [sale('a', '2026-07-01', '2026-07-10'), sale('b', '2026-07-10', '2026-07-31', { percent: 40 })]
    expect(campaignStart(appliedHistory(v, s), day('2026-07-12'))).toEqual(day('2026-07-01'))
    // Without the campaign rule the 30 days before 10 July would include 40.00 € (the first step).
    expect(variantPrice(v, s, day('2026-07-12'))).toMatchObject({
      cents: 3000,
      reduction: { cents: 5000, percentOff: 40 },
    })
  })

  it('a new sale after a pause: the earlier sale was a price applied, so it can be the previous price', () => {
    const v = single([at('2026-01-01', 5000)])
    const s = [sale('a', '2026-06-10', '2026-06-15', { percent: 10 }), sale('b', '2026-07-01', '2026-07-10')]
    expect(campaignStart(appliedHistory(v, s), day('2026-07-02'))).toEqual(day('2026-07-01'))
    expect(variantPrice(v, s, day('2026-07-02'))).toMatchObject({
      cents: 4000,
      reduction: { cents: 4500, days: 30, percentOff: 11 },
    })
  })

  it('a price raised then lowered: the raise does not make a reduction, the lowest of the 30 days does', () => {
    const v = single([at('2026-01-01', 4000), at('2026-06-20', 6000)])
    // 25% off 60.00 € = 45.00 €: above the 40.00 € of ten days ago, so nothing is announced.
    const s = [sale('a', '2026-07-01', '2026-07-10', { percent: 25 })]
    expect(variantPrice(v, s, day('2026-07-02'))).toEqual({
      cents: 4500,
      listCents: 6000,
      reduction: null,
      validUntil: day('2026-07-10'),
    })
  })

  it('a product newer than 30 days states its shorter period', () => {
    const v = single([at('2026-06-21', 5000)])
    const s = [sale('a', '2026-07-01', '2026-07-10')]
    expect(variantPrice(v, s, day('2026-07-02'))).toMatchObject({ reduction: { cents: 5000, days: 10 } })
  })

  it('two sales at once: the lower price applies', () => {
    const v = single([at('2026-01-01', 5000)])
    const s = [sale('a', '2026-07-01', '2026-07-10', { percent: 10 }), sale('b', '2026-07-05', '2026-07-08')]
    expect(variantPrice(v, s, day('2026-07-06'))).toMatchObject({ cents: 4000, validUntil: day('2026-07-08') })
    expect(appliedHistory(v, s).map((p) => p.cents)).toEqual([5000, 4500, 4000, 4500, 5000])
  })

  it('the cached catalogue is keyed by the last boundary passed', () => {
    const s = [sale('a', '2026-07-01', '2026-07-10')]
    expect(priceEpoch(s, day('2026-06-30'))).toBe('none')
    expect(priceEpoch(s, day('2026-07-02'))).toBe(day('2026-07-01').toISOString())
    expect(priceEpoch(s, day('2026-07-10'))).toBe(day('2026-07-10').toISOString())
  })
})

// Issue 52: touching sales are one campaign only while the reduction grows (the Commission's guidance on
// progressive reductions); a step back up is a new reduction, against the lowest price of its 30 days.
describe('campaigns across sales', () => {
  const v = single([at('2026-01-01', 5000)])

  it('a progressive reduction, 20 % then 30 % then 40 %, keeps the price before its first step', () => {
    const s = [
      sale('a', '2026-07-01', '2026-07-08'),
      sale('b', '2026-07-08', '2026-07-15', { percent: 30 }),
      sale('c', '2026-07-15', '2026-07-31', { percent: 40 }),
    ]
    expect(variantPrice(v, s, day('2026-07-10'))).toMatchObject({
      cents: 3500,
      reduction: { cents: 5000, percentOff: 30 },
    })
    expect(variantPrice(v, s, day('2026-07-20'))).toMatchObject({
      cents: 3000,
      listCents: 5000,
      reduction: { cents: 5000, days: 30, percentOff: 40 },
    })
  })

  it('40 % off until 10 July, then 20 % off: the 20 % is a new reduction against the 40 % price, so nothing is announced', () => {
    const s = [sale('a', '2026-07-01', '2026-07-10', { percent: 40 }), sale('b', '2026-07-10', '2026-07-31')]
    expect(campaignStart(appliedHistory(v, s), day('2026-07-12'))).toEqual(day('2026-07-10'))
    // Charged at 40.00 €, below the list price, but the lowest price of the 30 days before 10 July is 30.00 €.
    expect(variantPrice(v, s, day('2026-07-12'))).toEqual({
      cents: 4000,
      listCents: 5000,
      reduction: null,
      validUntil: day('2026-07-31'),
    })
  })

  it('after a step back up, a deeper step again starts from the step back up, not from the first sale', () => {
    const s = [
      sale('a', '2026-07-01', '2026-07-10', { percent: 40 }),
      sale('b', '2026-07-10', '2026-07-20'),
      sale('c', '2026-07-20', '2026-07-31', { percent: 30 }),
    ]
    expect(campaignStart(appliedHistory(v, s), day('2026-07-25'))).toEqual(day('2026-07-10'))
    // 35.00 € against the 30.00 € of the 30 days before 10 July: not a reduction.
    expect(variantPrice(v, s, day('2026-07-25'))).toMatchObject({ cents: 3500, reduction: null })
  })

  it('a shorter deeper sale inside a longer one: when it ends, the longer one is no longer announced', () => {
    const s = [sale('a', '2026-07-01', '2026-07-10', { percent: 10 }), sale('b', '2026-07-05', '2026-07-08')]
    expect(variantPrice(v, s, day('2026-07-06'))).toMatchObject({
      cents: 4000,
      reduction: { cents: 5000, percentOff: 20 },
    })
    expect(variantPrice(v, s, day('2026-07-09'))).toMatchObject({ cents: 4500, reduction: null })
  })

  it('a pause between sales ends the campaign: the next one is measured against the 30 days before it', () => {
    const s = [sale('a', '2026-07-01', '2026-07-10', { percent: 40 }), sale('b', '2026-07-12', '2026-07-31')]
    expect(campaignStart(appliedHistory(v, s), day('2026-07-15'))).toEqual(day('2026-07-12'))
    expect(variantPrice(v, s, day('2026-07-15'))).toMatchObject({ cents: 4000, reduction: null })
    // More than 30 days after the deep sale, the list price is the lowest again.
    const later = [sale('a', '2026-05-01', '2026-05-10', { percent: 40 }), sale('b', '2026-07-12', '2026-07-31')]
    expect(variantPrice(v, later, day('2026-07-15'))).toMatchObject({ reduction: { cents: 5000, percentOff: 20 } })
  })

  it('a sale on the product and a category sale: deeper while touching is one campaign, shallower starts anew', () => {
    const product = sale('p', '2026-07-01', '2026-07-15')
    const category = sale('c', '2026-07-10', '2026-07-31', { percent: 30 })
    expect(variantPrice(v, [product, category], day('2026-07-20'))).toMatchObject({
      cents: 3500,
      reduction: { cents: 5000, percentOff: 30 },
    })
    const categoryFirst = sale('c', '2026-07-01', '2026-07-10', { percent: 30 })
    const productAfter = sale('p', '2026-07-10', '2026-07-31')
    expect(variantPrice(v, [categoryFirst, productAfter], day('2026-07-20'))).toMatchObject({
      cents: 4000,
      reduction: null,
    })
  })
})

describe('the piece price a listing filters and sorts by', () => {
  const now = day('2026-06-15')
  const sales = [
    sale('pct', '2026-06-01', '2026-07-01', { productIds: ['1', '2'], percent: 25 }),
    sale('fixed', '2026-06-10', '2026-06-20', { productIds: ['2', '3'], percent: null, priceCents: 1800 }),
    sale('over', '2026-05-01', '2026-06-01', { productIds: ['1', '3'], percent: 90 }),
    sale('later', '2026-06-16', '2026-07-01', { productIds: ['4'], percent: 50 }),
    // A category sale, as loadSales makes it: one Sale per product and period in the category.
    sale('cat', '2026-06-01', '2026-06-12', { productIds: ['5'], percent: 10, category: 'Vasi' }),
    sale('cat', '2026-06-14', '2026-07-01', { productIds: ['5'], percent: 10, category: 'Vasi' }),
    sale('cat', '2026-06-14', '2026-07-01', { productIds: ['6'], percent: 10, category: 'Vasi' }),
  ]
  const terms = pieceSaleTerms(sales, now)
  // What the listing's SQL reads from the sales' tables: the sales covering the product then.
  const covering = (id: string) =>
    terms.filter((t) =>
      sales.some((s) => s.id === t.sale && s.productIds.includes(id) && s.starts <= now && now < s.ends),
    )

  it('is the price the card charges: the lowest of the list price and each running sale covering it', () => {
    for (const [id, list] of [
      ['1', 1999],
      ['2', 2500],
      ['3', 1990],
      ['4', 4000],
      ['5', 1234],
      ['7', 1500],
    ] as const) {
      const card = variantPrice(
        { list: [at('2026-01-01', list)], base: [at('2026-01-01', list)] },
        sales.filter((s) => s.productIds.includes(id)),
        now,
      )
      expect(piecePriceCents(list, covering(id))).toBe(card?.cents)
    }
  })

  it('one term per sale running then, naming the sale (its products are read from its tables), not its products', () => {
    expect(terms).toEqual([
      { sale: 'pct', category: null, at: now.toISOString(), percent: 25, priceCents: null },
      { sale: 'fixed', category: null, at: now.toISOString(), percent: null, priceCents: 1800 },
      { sale: 'cat', category: 'Vasi', at: now.toISOString(), percent: 10, priceCents: null },
    ])
    expect(piecePriceCents(2500, covering('2'))).toBe(1800)
    expect(piecePriceCents(1999, covering('1'))).toBe(1499)
    expect(piecePriceCents(1234, covering('5'))).toBe(1111)
  })
})
