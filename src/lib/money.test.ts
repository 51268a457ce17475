import { describe, expect, it } from 'vitest'
import { fromCents, lineTotal, roundMoney, sumMoney, toCents } from './money'

describe('money (whole cents)', () => {
  it('turns euros into cents without float drift', () => {
    expect(toCents(12.99)).toBe(1299)
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toCents(1.005)).toBe(101)
    expect(toCents(2.675)).toBe(268)
    expect(toCents(-1.005)).toBe(-101)
    expect(toCents(0)).toBe(0)
    expect(fromCents(1299)).toBe(12.99)
  })
  it('sums and multiplies in cents', () => {
    expect(lineTotal(12.99, 3)).toBe(38.97)
    expect(lineTotal(0.1, 3)).toBe(0.3)
    expect(sumMoney([0.1, 0.2])).toBe(0.3)
    expect(sumMoney([38.97, 5.99])).toBe(44.96)
    expect(sumMoney([])).toBe(0)
    expect(roundMoney(10.004999)).toBe(10)
    expect(roundMoney(10.005)).toBe(10.01)
  })
  it('agrees with a cent-by-cent count for every price up to 1,000 euros', () => {
    for (let c = 0; c <= 100_000; c += 7) {
      expect(toCents(c / 100)).toBe(c)
      expect(lineTotal(c / 100, 3)).toBe((c * 3) / 100)
    }
  })
})
