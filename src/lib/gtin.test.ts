import { describe, expect, it } from 'vitest'
import { gtinCheckDigit, isValidGtin, normalizeGtin } from './gtin'

describe('GTIN', () => {
  it('accepts real barcodes of every length', () => {
    expect(isValidGtin('4006381333931')).toBe(true) // EAN-13
    expect(isValidGtin('8001234567890')).toBe(false) // wrong check digit (7 is right)
    expect(isValidGtin('8001234567897')).toBe(true) // Italian prefix, right check digit
    expect(isValidGtin('96385074')).toBe(true) // EAN-8
    expect(isValidGtin('036000291452')).toBe(true) // UPC-A
    expect(isValidGtin('10012345678902')).toBe(true) // GTIN-14
  })
  it('rejects a wrong check digit, a wrong length and letters', () => {
    expect(isValidGtin('4006381333932')).toBe(false)
    expect(isValidGtin('96385075')).toBe(false)
    expect(isValidGtin('400638133393')).toBe(false)
    expect(isValidGtin('12345')).toBe(false)
    expect(isValidGtin('40063813339X1')).toBe(false)
    expect(isValidGtin('')).toBe(false)
  })
  it('ignores spaces and dashes as people write them', () => {
    expect(normalizeGtin('400 6381 33393-1')).toBe('4006381333931')
    expect(isValidGtin('400 6381 33393-1')).toBe(true)
    expect(normalizeGtin('4006381333931000')).toBeNull()
  })
  it('computes the check digit with weights 3 and 1 from the right', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1)
    expect(gtinCheckDigit('9638507')).toBe(4)
  })
})
