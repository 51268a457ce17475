import { describe, expect, it } from 'vitest'
import {
  isValidCap,
  isValidCodiceFiscale,
  isValidPartitaIva,
  isValidPec,
  isValidProvince,
  isValidSdiCode,
  normalizePartitaIva,
} from './identifiers'

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

describe('partita IVA as people write it', () => {
  it('tolerates separators and the IT prefix written in any of the usual ways', () => {
    for (const v of [
      'IT-01234567897',
      'IT: 01234567897',
      'IT - 01234567897',
      'it01234567897',
      '012 345 678 97',
      '01234.567.897',
    ])
      expect(normalizePartitaIva(v)).toBe('01234567897')
    for (const v of ['IT-01234567897', 'IT: 01234567897', 'IT - 01234567897']) expect(isValidPartitaIva(v)).toBe(true)
  })
  it('refuses the all-zero number and a zero serial, which pass the check digit', () => {
    expect(isValidPartitaIva('00000000000')).toBe(false)
    expect(isValidPartitaIva('00000001000')).toBe(false)
    expect(normalizePartitaIva('DE123456789')).toBeNull()
  })
})

describe('codice fiscale', () => {
  it('accepts a well-formed code with the right check character, in any case and with spaces', () => {
    expect(isValidCodiceFiscale('RSSMRA85T10A562S')).toBe(true)
    expect(isValidCodiceFiscale('rssmra 85t10 a562s')).toBe(true)
    expect(isValidCodiceFiscale('BNCGLI90A41F205H')).toBe(true)
  })
  it('accepts omocodia (digits replaced by letters) with its own check character', () => {
    expect(isValidCodiceFiscale('RSSMRA85T10A56NH')).toBe(true)
    expect(isValidCodiceFiscale('RSSMRA85T10A56NS')).toBe(false)
  })
  it('refuses a wrong check character, a wrong month letter and the wrong length', () => {
    expect(isValidCodiceFiscale('RSSMRA85T10A562T')).toBe(false)
    expect(isValidCodiceFiscale('RSSMRA85F10A562S')).toBe(false)
    expect(isValidCodiceFiscale('RSSMRA85T10A562')).toBe(false)
  })
  it('checks an 11-digit codice fiscale like a partita IVA', () => {
    expect(isValidCodiceFiscale('01234567897')).toBe(true)
    expect(isValidCodiceFiscale('01234567890')).toBe(false)
  })
})

describe('PEC', () => {
  it('is an e-mail address', () => {
    expect(isValidPec('fatture@pec.bottega.it')).toBe(true)
    expect(isValidPec('not a pec')).toBe(false)
  })
})
