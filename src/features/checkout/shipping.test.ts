import { describe, expect, it } from 'vitest'
import { orderTotal, shippingFee } from './shipping'

describe('shipping fee', () => {
  it('is 5.99 in Italy, 14.99 elsewhere, 0 from 89.69', () => {
    expect(shippingFee(50, 'Italy')).toBe(5.99)
    expect(shippingFee(50, 'France')).toBe(14.99)
    expect(shippingFee(89.68, 'Italy')).toBe(5.99)
    expect(shippingFee(89.69, 'Italy')).toBe(0)
    expect(shippingFee(89.69, 'Germany')).toBe(0)
    expect(shippingFee(0, 'Italy')).toBe(0)
  })
  it('adds up the total exactly', () => {
    expect(orderTotal(24.9, 5.99)).toBe(30.89)
    expect(orderTotal(0.1 + 0.2, 0)).toBe(0.3)
  })
})
