import { describe, expect, it } from 'vitest'
import { parseEuVat, vatPrefixOf } from './eu-vat'

describe('EU VAT numbers', () => {
  it('reads a German VAT number however it is written', () => {
    for (const v of ['DE123456789', 'de 123 456 789', 'DE-123456789', 'DE: 123.456.789'])
      expect(parseEuVat(v)).toEqual({ prefix: 'DE', number: '123456789' })
    expect(parseEuVat('123456789', 'DE')).toEqual({ prefix: 'DE', number: '123456789' })
  })

  it("checks each member state's format", () => {
    expect(parseEuVat('ATU12345678')?.prefix).toBe('AT')
    expect(parseEuVat('AT12345678')).toBeNull()
    expect(parseEuVat('FRXX123456789')?.prefix).toBe('FR')
    expect(parseEuVat('NL123456789B01')?.number).toBe('123456789B01')
    expect(parseEuVat('NL123456789')).toBeNull()
    expect(parseEuVat('ESX1234567Z')?.prefix).toBe('ES')
    expect(parseEuVat('IE1234567WA')?.prefix).toBe('IE')
    expect(parseEuVat('DE12345678')).toBeNull()
  })

  it('uses EL for Greece and refuses a prefix that is not the given country', () => {
    expect(vatPrefixOf('GR')).toBe('EL')
    expect(parseEuVat('EL123456789', 'GR')).toEqual({ prefix: 'EL', number: '123456789' })
    expect(parseEuVat('DE123456789', 'FR')).toBeNull()
    expect(parseEuVat('CH123456789')).toBeNull()
    expect(parseEuVat('GB123456789')).toBeNull()
  })
})
