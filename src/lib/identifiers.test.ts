import { describe, expect, it } from 'vitest'
import {
  isRowId,
  isValidIban,
  normalizeIban,
  isValidCap,
  isValidCodiceFiscale,
  isValidPartitaIva,
  isValidPec,
  isValidProvince,
  isValidSdiCode,
  normalizeCodiceFiscale,
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
  it('tolerates a space between every digit, as copied from a letterhead', () => {
    expect(normalizePartitaIva('IT 0 1 2 3 4 5 6 7 8 9 7')).toBe('01234567897')
    expect(isValidPartitaIva('IT 0 1 2 3 4 5 6 7 8 9 7')).toBe(true)
    expect(isValidPartitaIva('IT 0 1 2 3 4 5 6 7 8 9 0')).toBe(false)
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
  it('ignores the spaces, dots and dashes people put between the groups, and normalises to 16 characters', () => {
    for (const v of ['RSS MRA 80A01 H501U', 'RSS-MRA-80-A01-H501-U', 'rss.mra.80a01.h501u', 'RSS MRA 80 A01 H501 U'])
      expect([v, isValidCodiceFiscale(v), normalizeCodiceFiscale(v)]).toEqual([v, true, 'RSSMRA80A01H501U'])
    expect(isValidCodiceFiscale('AAA AAA 99 A99 A999 A')).toBe(false) // the shape is right only with digits in place
  })
  it('refuses a birth date that cannot be: day 0, 32–40, over 71, or more days than the month has', () => {
    // Each with its own correct check character: only the date is wrong.
    expect(isValidCodiceFiscale('RSSMRA80A99H501Y')).toBe(false) // day 99
    expect(isValidCodiceFiscale('RSSMRA80A32H501C')).toBe(false) // day 32
    expect(isValidCodiceFiscale('RSSMRA80A00H501V')).toBe(false) // day 0
    expect(isValidCodiceFiscale('RSSMRA80A72H501G')).toBe(false) // 72 - 40 = 32
    expect(isValidCodiceFiscale('RSSMRA80B30H501X')).toBe(false) // 30 February
    expect(isValidCodiceFiscale('RSSMRA80F30H501K')).toBe(false) // F is no month
    expect(isValidCodiceFiscale('RSSMRA80B29H501Q')).toBe(true) // 29 February
    expect(isValidCodiceFiscale('RSSMRA80A41H501Y')).toBe(true) // a woman born on the 1st
    expect(isValidCodiceFiscale('VRDMRT80A41F205Q')).toBe(true)
  })
  it('reads the day through omocodia letters (L=0 … V=9)', () => {
    expect(isValidCodiceFiscale('RSSMRA80ALMH501X')).toBe(true) // LM = 01
    expect(isValidCodiceFiscale('RSSMRA80ARVH501V')).toBe(true) // RV = 59: a woman born on the 19th
    expect(isValidCodiceFiscale('RSSMRA80A01H50MM')).toBe(true) // the town's last digit replaced
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

describe('isRowId', () => {
  it('takes the serial ids of the shop’s rows and nothing a database would choke on', () => {
    for (const ok of ['1', '42', '999999999']) expect(isRowId(ok)).toBe(true)
    for (const bad of ['', '0', '01', '-1', '1.5', '1e3', 'abc', '9999999999', '99999999999999999999', ' 1'])
      expect(isRowId(bad)).toBe(false)
  })
})

describe('IBAN', () => {
  it('accepts valid IBANs as people write them and refuses a wrong check or length', () => {
    expect(isValidIban('IT60 X054 2811 1010 0000 0123 456')).toBe(true)
    expect(isValidIban('DE89370400440532013000')).toBe(true)
    expect(normalizeIban('it60 x054-2811.1010 0000 0123 456')).toBe('IT60X0542811101000000123456')
    expect(isValidIban('IT61X0542811101000000123456')).toBe(false) // check digits off by one
    expect(isValidIban('IT60X054281110100000012345')).toBe(false) // Italian IBANs are 27 long
    expect(isValidIban('not an iban')).toBe(false)
  })
})
