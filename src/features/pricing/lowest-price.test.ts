import { describe, expect, it } from 'vitest'
import { lowestPriorPrice, reductionAnnouncement, type PricePoint } from './lowest-price'

const day = (d: string) => new Date(`${d}T00:00:00Z`)
const at = (d: string, cents: number): PricePoint => ({ from: day(d), cents })

describe('the previous price of a reduction (art. 17-bis Codice del Consumo)', () => {
  it('is the lowest price of the 30 days before the reduction, counting the price in effect when they began', () => {
    const history = [at('2026-01-01', 5000), at('2026-06-10', 4500), at('2026-06-20', 5200)]
    expect(lowestPriorPrice(history, day('2026-07-01'))).toEqual({ cents: 4500, days: 30 })
    // A price set before the 30 days and unchanged since counts.
    expect(lowestPriorPrice([at('2026-01-01', 5000)], day('2026-07-01'))).toEqual({ cents: 5000, days: 30 })
    // A price that ended before the 30 days does not.
    expect(lowestPriorPrice([at('2026-01-01', 3000), at('2026-05-01', 5000)], day('2026-07-01'))).toEqual({
      cents: 5000,
      days: 30,
    })
  })

  it('for a product newer than 30 days: the lowest since it had a price, and over how many days', () => {
    expect(lowestPriorPrice([at('2026-06-21', 4000)], day('2026-07-01'))).toEqual({ cents: 4000, days: 10 })
  })

  it('counts a sale price that was applied (a sale that ended is part of the history)', () => {
    const history = [at('2026-01-01', 5000), at('2026-06-05', 3500), at('2026-06-15', 5000)]
    expect(lowestPriorPrice(history, day('2026-07-01'))?.cents).toBe(3500)
  })

  it('a reduction that grows during one campaign keeps the previous price of its first step', () => {
    const history = [at('2026-01-01', 5000), at('2026-07-01', 4000), at('2026-07-10', 3000)]
    // Asked from the campaign's start, the second step still shows 50,00 €, not 40,00 €.
    expect(reductionAnnouncement(history, day('2026-07-01'), 3000)).toEqual({
      previous: { cents: 5000, days: 30 },
      percentOff: 40,
    })
  })

  it('a price raised and then "reduced" is not a reduction below the lowest price: nothing is announced', () => {
    const history = [at('2026-01-01', 2000), at('2026-06-25', 3000)]
    expect(reductionAnnouncement(history, day('2026-07-01'), 2500)).toBeNull()
    expect(reductionAnnouncement(history, day('2026-07-01'), 1800)).toEqual({
      previous: { cents: 2000, days: 30 },
      percentOff: 10,
    })
  })

  it('a product with no price before the reduction has no previous price', () => {
    expect(lowestPriorPrice([at('2026-07-02', 4000)], day('2026-07-01'))).toBeNull()
  })
})
