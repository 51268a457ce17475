import { describe, expect, it } from 'vitest'
import { applyOffers, freeShippingFrom, type Offer } from './offers'

const now = new Date('2026-11-26T10:00:00Z')
const labels = { it: 'x', en: 'x' }
const ship = (zone: 'all' | 'italy' | 'abroad', threshold: number, more: Partial<Offer> = {}): Offer =>
  ({ kind: 'free-shipping', labels, zone, threshold, ...more }) as Offer

describe('free-shipping offers', () => {
  it('give each zone its lowest running threshold; none: never free', () => {
    expect(freeShippingFrom([], now)).toEqual({ italy: null, abroad: null })
    expect(freeShippingFrom([ship('all', 89.69), ship('italy', 49)], now)).toEqual({ italy: 49, abroad: 89.69 })
    const weekend = ship('abroad', 0, {
      starts: new Date('2026-11-28T00:00:00Z'),
      ends: new Date('2026-11-30T00:00:00Z'),
    })
    expect(freeShippingFrom([ship('all', 89.69), weekend], now).abroad).toBe(89.69)
    expect(freeShippingFrom([ship('all', 89.69), weekend], new Date('2026-11-29T12:00:00Z')).abroad).toBe(0)
    expect(freeShippingFrom([weekend], new Date('2026-11-30T00:00:00Z')).abroad).toBeNull()
  })
})

describe('buy X, get Y', () => {
  const offer: Offer = { kind: 'buy-x-get-y', labels, category: 'Candele', buy: 3, free: 1 }
  it('frees the cheapest pieces of each full group, across lines, and says what is missing', () => {
    const lines = [
      { category: 'Candele', unitCents: 2990, quantity: 2 },
      { category: 'candele ', unitCents: 1990, quantity: 3 },
      { category: 'Vasi', unitCents: 900, quantity: 3 },
    ]
    // 5 candles: one group of three, one free piece (the cheapest, 19,90); 1 more for the next.
    const r = applyOffers(lines, [offer], now)
    expect(r.perLine).toEqual([0, 1990, 0])
    expect(r.applied).toEqual([{ labels, cents: 1990 }])
    expect(r.missing).toEqual([{ labels, pieces: 1 }])
    // 6 candles: two free, both the cheapest.
    expect(applyOffers([{ ...lines[0]!, quantity: 3 }, lines[1]!], [offer], now).perLine).toEqual([0, 3980])
  })
  it('does nothing outside its period, below the group size, or when set up wrongly', () => {
    const lines = [{ category: 'Candele', unitCents: 1000, quantity: 3 }]
    expect(applyOffers(lines, [{ ...offer, ends: now }], now).applied).toEqual([])
    expect(applyOffers([{ ...lines[0]!, quantity: 2 }], [offer], now)).toEqual({
      perLine: [0],
      applied: [],
      missing: [{ labels, pieces: 1 }],
    })
    expect(applyOffers(lines, [{ ...offer, free: 3 }], now).applied).toEqual([])
  })
})
