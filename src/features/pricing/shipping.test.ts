import { describe, expect, it } from 'vitest'
import { DEFAULT_SHIPPING, orderTotal, shippingFee } from './shipping'

describe('shipping fee', () => {
  it('is 5.99 in Italy, 14.99 elsewhere, 0 from 89.69 by default (the specification)', () => {
    expect(shippingFee(50, 'Italy')).toBe(5.99)
    expect(shippingFee(50, 'France')).toBe(14.99)
    expect(shippingFee(89.68, 'Italy')).toBe(5.99)
    expect(shippingFee(89.69, 'Italy')).toBe(0)
    expect(shippingFee(89.69, 'Germany')).toBe(0)
    expect(shippingFee(0, 'Italy')).toBe(0)
  })
  it("follows the operator's settings and the free-shipping threshold of each zone; none means never free", () => {
    const rates = { ...DEFAULT_SHIPPING, italy: 7, abroad: 20, freeFrom: { italy: 120, abroad: 200 } }
    expect(shippingFee(100, 'Italy', rates)).toBe(7)
    expect(shippingFee(100, 'Spain', rates)).toBe(20)
    expect(shippingFee(120, 'Italy', rates)).toBe(0)
    expect(shippingFee(120, 'Spain', rates)).toBe(20)
    expect(shippingFee(200, 'Spain', rates)).toBe(0)
    expect(shippingFee(1000, 'Italy', { ...rates, freeFrom: { italy: null, abroad: null } })).toBe(7)
  })
  it('adds up the total exactly', () => {
    expect(orderTotal(24.9, 5.99)).toBe(30.89)
    expect(orderTotal(0.1 + 0.2, 0)).toBe(0.3)
  })
})
