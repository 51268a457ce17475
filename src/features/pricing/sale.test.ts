import { describe, expect, it } from 'vitest'
import type { PricePoint } from './lowest-price'
import { appliedHistory, campaignStart, priceEpoch, salePriceCents, variantPrice, type Sale } from './sale'

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
    expect(campaignStart(s[1]!, s)).toEqual(day('2026-07-01'))
    // Without the campaign rule the 30 days before 10 July would include 40.00 € (the first step).
    expect(variantPrice(v, s, day('2026-07-12'))).toMatchObject({
      cents: 3000,
      reduction: { cents: 5000, percentOff: 40 },
    })
  })

  it('a new sale after a pause: the earlier sale was a price applied, so it can be the previous price', () => {
    const v = single([at('2026-01-01', 5000)])
    const s = [sale('a', '2026-06-10', '2026-06-15', { percent: 10 }), sale('b', '2026-07-01', '2026-07-10')]
    expect(campaignStart(s[1]!, s)).toEqual(day('2026-07-01'))
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
