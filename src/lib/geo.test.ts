import { describe, expect, it } from 'vitest'
import {
  COUNTRIES,
  countryLabel,
  DIAL_CODES,
  isItaly,
  isPlausiblePhone,
  isPlausibleZip,
  isShippingCountry,
  ITALIAN_REGIONS,
  SHIPPING_COUNTRIES,
} from './geo'

describe('lists of the spec', () => {
  it('has 45 European countries including Italy, 20 Italian regions, about 51 dial codes', () => {
    expect(COUNTRIES).toHaveLength(45)
    const italy = COUNTRIES.find((c) => c.code === 'IT')!
    expect(italy.name).toBe('Italy')
    expect([countryLabel(italy, 'it-IT'), countryLabel(italy, 'en-GB')]).toEqual(['Italia', 'Italy'])
    expect(ITALIAN_REGIONS).toHaveLength(20)
    expect(DIAL_CODES.length).toBeGreaterThanOrEqual(50)
    expect(new Set(DIAL_CODES.map((d) => d.code)).size).toBe(DIAL_CODES.length)
  })
  it('checks zip codes and phone numbers', () => {
    expect(isItaly('Italy')).toBe(true)
    expect(isPlausibleZip('31029', 'Italy')).toBe(true)
    expect(isPlausibleZip('3102', 'Italy')).toBe(false)
    expect(isPlausibleZip('SW1A 1AA', 'United Kingdom')).toBe(true)
    expect(isPlausibleZip('!', 'France')).toBe(false)
    expect(isPlausiblePhone('333 123 4567')).toBe(true)
    expect(isPlausiblePhone('12')).toBe(false)
    expect(isPlausiblePhone('abc')).toBe(false)
  })
})

describe('where the shop ships', () => {
  it('is Italy and the other 26 EU member states, as the shipping policy says', () => {
    expect(SHIPPING_COUNTRIES).toHaveLength(27)
    expect(isShippingCountry('Italy')).toBe(true)
    expect(isShippingCountry('Germany')).toBe(true)
    for (const c of ['Switzerland', 'Norway', 'United Kingdom', 'Ukraine', 'San Marino'])
      expect(isShippingCountry(c)).toBe(false)
  })
})
