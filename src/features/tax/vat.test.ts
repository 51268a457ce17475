import { describe, expect, it } from 'vitest'
import { splitVat } from './vat'

describe('VAT split', () => {
  it('splits a VAT-inclusive total at 22%', () => {
    expect(splitVat(122)).toEqual({ taxable: 100, vat: 22, gross: 122 })
    const s = splitVat(30.89)
    expect(s.taxable).toBe(25.32)
    expect(s.vat).toBe(5.57)
    expect(Math.abs(s.taxable * 0.22 - s.vat)).toBeLessThanOrEqual(0.01)
    expect(s.taxable + s.vat).toBeCloseTo(30.89, 2)
  })
})
