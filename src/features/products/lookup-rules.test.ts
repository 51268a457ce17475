import { describe, expect, it } from 'vitest'
import { canonicalIds, slugLookup } from './lookup-rules'

describe('slugLookup', () => {
  it('normalises case, spaces and escapes as the catalogue always matched', () => {
    expect(slugLookup('Vaso-Onda')).toBe('vaso-onda')
    expect(slugLookup('  VASO-onda ')).toBe('vaso-onda')
    expect(slugLookup('vaso%2Donda')).toBe('vaso-onda')
  })
  it('answers null for what no stored address can be (spaces inside, dots, slashes, bad escapes)', () => {
    expect(slugLookup('vaso onda')).toBeNull()
    expect(slugLookup('vaso%20onda')).toBeNull()
    expect(slugLookup('vaso.onda')).toBeNull()
    expect(slugLookup('../etc')).toBeNull()
    expect(slugLookup('%E0%A4%A')).toBeNull()
    expect(slugLookup('')).toBeNull()
    expect(slugLookup('a'.repeat(121))).toBeNull()
  })
})

describe('canonicalIds', () => {
  it('keeps the ids the catalogue writes, in order, once each', () => {
    expect(canonicalIds(['12', '3', '12', '7'])).toEqual([12, 3, 7])
  })
  it('drops what names no product: padded, signed, decimal, empty, huge, words', () => {
    expect(canonicalIds(['012', ' 12', '-1', '0', '1.0', '', '99999999999999999', 'abc', '1e3'])).toEqual([])
  })
})
