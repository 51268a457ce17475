import { describe, expect, it } from 'vitest'
import { saleBreakingChange } from './price-guard'
import type { Sale } from './sale'

const DAY = 86_400_000
const now = new Date('2026-06-15T10:00:00Z')
const ago = (days: number) => new Date(now.getTime() - days * DAY)
// 40 € for two months; a 20 % sale running since 5 days (32 €, announced: previous 40 €, −20 %).
const history = new Map([[0, [{ from: ago(60), cents: 4000 }]]])
const sale: Sale = {
  id: 's',
  starts: ago(5),
  ends: new Date(now.getTime() + 5 * DAY),
  productIds: ['1'],
  percent: 20,
  priceCents: null,
}

describe('a list-price change while a sale runs', () => {
  it('is refused when the announced reduction would no longer be true: a higher list price', () => {
    expect(saleBreakingChange(history, [sale], now, 5000)).toBe(sale)
    expect(saleBreakingChange(history, [sale], now, 4100)).toBe(sale)
  })
  it('is allowed when it only deepens the reduction, or when no reduction is announced', () => {
    expect(saleBreakingChange(history, [sale], now, 3500)).toBeNull()
    expect(saleBreakingChange(history, [], now, 5000)).toBeNull()
    // A sale that announces nothing (its price not below the 30-day lowest) has nothing to break.
    const cheapBefore = new Map([
      [
        0,
        [
          { from: ago(60), cents: 4000 },
          { from: ago(10), cents: 3000 },
          { from: ago(6), cents: 4000 },
        ],
      ],
    ])
    const small: Sale = { ...sale, percent: 10 }
    expect(saleBreakingChange(cheapBefore, [small], now, 5000)).toBeNull()
  })
  it('checks the sets too: a fixed sale price keeps the piece’s price but moves the sets’ (a lower list price raises them)', () => {
    const fixed: Sale = { ...sale, percent: null, priceCents: 3000 }
    const withSet = new Map([
      [0, [{ from: ago(60), cents: 4000 }]],
      [3, [{ from: ago(60), cents: 10000 }]],
    ])
    expect(saleBreakingChange(withSet, [fixed], now, 3500)).toBe(fixed)
    expect(saleBreakingChange(withSet, [fixed], now, 4500)).toBeNull()
  })
})
