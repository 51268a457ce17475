import { describe, expect, it } from 'vitest'
import { isValidCap, isValidPartitaIva, isValidProvince, isValidSdiCode } from './identifiers'

describe('Italian identifiers', () => {
  it('accepts a P.IVA with a correct check digit and rejects a wrong one', () => {
    expect(isValidPartitaIva('01234567897')).toBe(true)
    expect(isValidPartitaIva('IT 01234567897')).toBe(true)
    expect(isValidPartitaIva('01234567890')).toBe(false)
    expect(isValidPartitaIva('1234567897')).toBe(false)
    expect(isValidPartitaIva('0123456789A')).toBe(false)
  })
  it('checks SDI, CAP and province formats', () => {
    expect(isValidSdiCode('M5UXCR1')).toBe(true)
    expect(isValidSdiCode('M5UXCR')).toBe(false)
    expect(isValidCap('31029')).toBe(true)
    expect(isValidCap('3102')).toBe(false)
    expect(isValidProvince('TV')).toBe(true)
    expect(isValidProvince('TVX')).toBe(false)
  })
})
