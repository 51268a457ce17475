import { describe, expect, it } from 'vitest'
import { messages } from '@/i18n/messages'
import { billingRegime, billingSchema, blurMessage, buyerKind, emptyBilling, payAlert } from './billing'

const en = messages.en
const it_ = messages.it
const valid = {
  ...emptyBilling(),
  firstName: 'Giulia',
  lastName: 'Rossi',
  email: 'giulia@example.com',
  address: 'Via Roma 1',
  city: 'Treviso',
  state: 'Veneto',
}

describe('checkout rules', () => {
  it('alerts in the spec order: terms, required fields, empty cart', () => {
    expect(payAlert(en, emptyBilling(), false, true)).toBe('Please agree to the terms and conditions')
    expect(payAlert(it_, { ...valid, city: '  ' }, true, true)).toBe('Compila tutti i campi obbligatori')
    expect(payAlert(en, valid, true, true)).toBe('Your cart is empty')
    expect(payAlert(en, valid, true, false)).toBeNull()
  })
  it('gives the on-blur messages', () => {
    expect(blurMessage(en, 'firstName', ' ')).toBe('First name is required')
    expect(blurMessage(it_, 'state', '')).toBe('Regione è obbligatoria')
    expect(blurMessage(it_, 'city', '')).toBe('Città è obbligatoria')
    expect(blurMessage(en, 'zip', '31029')).toBe('')
  })
  it('validates e-mail and, with an invoice, the company fields', () => {
    const schema = billingSchema(en)
    expect(schema.safeParse(valid).success).toBe(true)
    const bad = schema.safeParse({ ...valid, email: 'nope', invoice: 'yes', piva: '01234567890', sdi: 'ABC' })
    expect(bad.success).toBe(false)
    const fields = Object.fromEntries(bad.error!.issues.map((i) => [i.path[0], i.message]))
    expect(fields.email).toBe('Please enter a valid e-mail address.')
    expect(fields.azienda).toBe('Company name is required')
    expect(fields.piva).toMatch(/P.IVA is not valid/)
    expect(fields.sdi).toMatch(/7 letters or digits/)
    expect(
      schema.safeParse({ ...valid, invoice: 'yes', azienda: 'Bottega', piva: '01234567897', pec: 'bottega@pec.it' })
        .success,
    ).toBe(true)
    const noChannel = schema.safeParse({ ...valid, invoice: 'yes', azienda: 'Bottega', piva: '01234567897' })
    expect(noChannel.error?.issues[0].message).toBe('Give the SDI code or the PEC address.')
  })

  it('takes a P.IVA written with the IT prefix and separators, and keeps its 11 digits; refuses the all-zero one', () => {
    const schema = billingSchema(en)
    const parsed = schema.safeParse({
      ...valid,
      invoice: 'yes',
      azienda: 'Bottega',
      piva: 'IT - 012 345 678 97',
      sdi: 'M5UXCR1',
    })
    expect(parsed.success).toBe(true)
    expect(parsed.data?.piva).toBe('01234567897')
    const zeros = schema.safeParse({
      ...valid,
      invoice: 'yes',
      azienda: 'Bottega',
      piva: '00000000000',
      sdi: 'M5UXCR1',
    })
    expect(zeros.success).toBe(false)
    const foreignCode = schema.safeParse({
      ...valid,
      invoice: 'yes',
      azienda: 'Bottega',
      piva: '01234567897',
      sdi: 'xxxxxxx',
    })
    expect(foreignCode.error?.issues[0].message).toMatch(/XXXXXXX is the code for customers abroad/)
  })

  it('takes the fiscal identifiers as people type them, with a space between every digit or dashes between groups, and stores them normalised', () => {
    const schema = billingSchema(it_)
    const company = {
      ...valid,
      invoice: 'yes',
      azienda: 'Bottega Verdi S.n.c.',
      piva: 'IT 0 1 2 3 4 5 6 7 8 9 7',
      sdi: 'M5UXCR1',
    }
    const ok = schema.safeParse(company)
    expect(ok.error?.issues).toBeUndefined()
    expect(ok.data?.piva).toBe('01234567897')
    const person = { ...valid, invoice: 'yes', buyer: 'person', cf: 'RSS-MRA-80-A01-H501-U' }
    const p = schema.safeParse(person)
    expect(p.error?.issues).toBeUndefined()
    expect(p.data?.cf).toBe('RSSMRA80A01H501U')
    expect(schema.safeParse({ ...person, cf: 'RSS MRA 80A99 H501Y' }).error?.issues[0].message).toMatch(
      /codice fiscale/i,
    )
  })
  it('lets a private person ask for an invoice with a codice fiscale (checked), the PEC optional', () => {
    const schema = billingSchema(en)
    const person = { ...valid, invoice: 'yes', buyer: 'person' }
    expect(schema.safeParse(person).error?.issues[0].message).toBe('Codice fiscale (Italian tax code) is required')
    expect(schema.safeParse({ ...person, cf: 'RSSMRA85T10A562T' }).error?.issues[0].message).toMatch(
      /codice fiscale is not valid/,
    )
    const ok = schema.safeParse({ ...person, cf: 'rssmra 85t10 a562s' })
    expect(ok.success).toBe(true)
    expect(ok.data?.cf).toBe('RSSMRA85T10A562S')
    // No company fields are asked of a private person.
    expect(ok.data?.azienda).toBe('')
  })

  it('refuses a destination outside the EU with a clear message (the shop does not export)', () => {
    const schema = billingSchema(en)
    const swiss = schema.safeParse({ ...valid, country: 'Switzerland', state: 'Zürich' })
    expect(swiss.error?.issues[0].message).toBe('We ship only to Italy and the other countries of the European Union.')
    expect(schema.safeParse({ ...valid, country: 'Germany', state: 'Bayern' }).success).toBe(true)
  })

  it('lets a business outside Italy give its VAT number with the country prefix, checked per member state', () => {
    const schema = billingSchema(en)
    const foreign = {
      ...valid,
      country: 'Germany',
      state: 'Bayern',
      invoice: 'yes',
      buyer: 'foreign',
      azienda: 'Glas GmbH',
    }
    const msg = (vatId: string) => schema.safeParse({ ...foreign, vatId }).error?.issues[0].message
    expect(msg('')).toBe('Foreign VAT number (with the country prefix) is required')
    expect(msg('DE12345678')).toMatch(/VAT number is not valid/)
    expect(msg('IT04123450266')).toMatch(/Italian VAT number/)
    expect(msg('04123450266')).toMatch(/Italian VAT number/)
    const ok = schema.safeParse({ ...foreign, vatId: 'de 123 456 789' })
    expect(ok.data?.vatId).toBe('DE123456789')
    // A business from outside the EU gives its own tax number with its country code.
    expect(schema.safeParse({ ...foreign, vatId: 'CHE-123.456.789' }).data?.vatId).toBe('CHE123456789')
    expect(msg('QQ1234')).toMatch(/not valid/)
    expect(schema.safeParse({ ...foreign, azienda: '', vatId: 'DE123456789' }).error?.issues[0].path).toEqual([
      'azienda',
    ])
  })

  it('derives the VAT regime from the billing: EU business abroad non-taxable, consumers Italian VAT unless OSS', () => {
    const de = { ...valid, country: 'Germany' }
    expect(buyerKind({ ...de, invoice: 'no' })).toBe('consumer')
    expect(buyerKind({ ...de, invoice: 'yes', buyer: 'person' })).toBe('consumer')
    expect(buyerKind({ ...de, invoice: 'yes', buyer: 'company' })).toBe('it-business')
    expect(buyerKind({ ...de, invoice: 'yes', buyer: 'foreign', vatId: 'DE123456789' })).toBe('eu-business')
    expect(buyerKind({ ...de, invoice: 'yes', buyer: 'foreign', vatId: 'CHE123456789' })).toBe('other-business')
    expect(billingRegime({ ...de, invoice: 'yes', buyer: 'foreign', vatId: 'DE123456789' }, false).kind).toBe(
      'intra-eu',
    )
    expect(billingRegime({ ...de, invoice: 'no' }, false).kind).toBe('domestic')
    expect(billingRegime({ ...de, invoice: 'no' }, true)).toEqual({ kind: 'oss', rate: 19, country: 'DE' })
    // Goods delivered in Italy carry Italian VAT even for a foreign business.
    expect(billingRegime({ ...valid, invoice: 'yes', buyer: 'foreign', vatId: 'DE123456789' }, true).kind).toBe(
      'domestic',
    )
  })
})
