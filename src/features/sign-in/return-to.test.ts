import { describe, expect, it } from 'vitest'
import { safeReturnTo } from './return-to'

describe('safeReturnTo', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeReturnTo('/checkout')).toBe('/checkout')
    expect(safeReturnTo('/shop?category=candele#top')).toBe('/shop?category=candele#top')
  })
  it.each([
    '//evil.example',
    '/\\evil.example',
    '/%5Cevil.example',
    '/%2F/evil.example',
    '%2F%2Fevil.example',
    'https:evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/%09/evil.example',
    '/%255Cevil.example',
    '',
    'shop',
  ])('refuses %j', (raw) => {
    expect(safeReturnTo(raw)).toBe('/')
  })
  it('refuses nothing at all', () => {
    expect(safeReturnTo(null)).toBe('/')
    expect(safeReturnTo(undefined)).toBe('/')
  })
})
