import { describe, expect, it } from 'vitest'
import { DEFAULT_SHIPPING } from '@/features/pricing/shipping'
import {
  casePackOf,
  fitsCasePack,
  missingToMinimum,
  nearestCases,
  netOf,
  tradePrices,
  tradeRates,
  tradeUnit,
  type ProductTerms,
} from './trade'

const candle: ProductTerms = {
  id: '1',
  listPrice: 24.4,
  tradePrice: null,
  sets: [
    { number: 2, listPrice: 45, tradePrice: null },
    { number: 4, listPrice: 85, tradePrice: 52.5 },
  ],
  casePack: 6,
  dealerOnly: false,
}

describe('trade prices', () => {
  it('takes the price list’s percentage off the list price net of VAT', () => {
    expect(netOf(24.4)).toBe(20)
    expect(tradeUnit(24.4, null, 40)).toBe(12)
    expect(tradeUnit(24.4, null, 0)).toBe(20)
    // 36.89 / 1.22 = 30.24 net; 35 % off = 19.656 → 19.66 (to the cent, half away from zero).
    expect(tradeUnit(36.89, null, 35)).toBe(19.66)
  })

  it('uses a fixed trade price (net) over the percentage, for the product or the set', () => {
    expect(tradeUnit(24.4, 11.5, 40)).toBe(11.5)
    expect(tradeUnit(24.4, 0, 40)).toBe(0)
    expect(tradePrices(candle, 40)).toEqual({
      price: 12,
      sets: [
        { number: 2, price: 22.13 }, // 45 / 1.22 = 36.89, 40 % off = 22.134
        { number: 4, price: 52.5 },
      ],
    })
  })

  it('keeps a percentage out of range between 0 and 100', () => {
    expect(tradeUnit(24.4, null, 150)).toBe(0)
    expect(tradeUnit(24.4, null, -10)).toBe(20)
    expect(tradeUnit(24.4, null, Number.NaN)).toBe(20)
  })
})

describe('case packs', () => {
  it('accepts whole cases only', () => {
    expect(fitsCasePack(6, 6)).toBe(true)
    expect(fitsCasePack(12, 6)).toBe(true)
    expect(fitsCasePack(5, 6)).toBe(false)
    expect(fitsCasePack(7, 6)).toBe(false)
    expect(fitsCasePack(7, 1)).toBe(true)
  })

  it('names the whole-case quantities either side', () => {
    expect(nearestCases(5, 6)).toEqual({ below: null, above: 6 })
    expect(nearestCases(8, 6)).toEqual({ below: 6, above: 12 })
  })

  it('reads a stored case pack as a whole number of at least 1', () => {
    expect(casePackOf(6)).toBe(6)
    expect(casePackOf(null)).toBe(1)
    expect(casePackOf(0)).toBe(1)
    expect(casePackOf(2.7)).toBe(2)
  })
})

describe('minimum order', () => {
  it('says what is missing to the minimum (net), nothing once reached or without one', () => {
    expect(missingToMinimum(120.5, 150)).toBe(29.5)
    expect(missingToMinimum(150, 150)).toBe(0)
    expect(missingToMinimum(10, 0)).toBe(0)
  })
})

describe('shipping for the trade', () => {
  it('charges the fees net of VAT and no consumer free-shipping threshold unless promotions apply', () => {
    const r = tradeRates(DEFAULT_SHIPPING, false)
    expect(r.italy).toBe(4.91)
    expect(r.abroad).toBe(12.29)
    expect(r.freeFrom).toEqual({ italy: null, abroad: null })
    expect(tradeRates(DEFAULT_SHIPPING, true).freeFrom).toEqual({ italy: 73.52, abroad: 73.52 })
  })
})
