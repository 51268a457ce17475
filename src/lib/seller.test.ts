import { describe, expect, it } from 'vitest'
import { DEMO_SELLER, sellerAddressLine, sellerComplete, sellerRegistration } from './seller'

// The words of each language, as the messages hold them (src/i18n/messages/<lang>/legal.ts).
const itText = {
  vatNumber: 'P.IVA',
  taxCode: 'C.F.',
  shareCapital: 'Capitale sociale € {amount} i.v.',
  soleShareholder: 'Socio unico',
  inLiquidation: 'In liquidazione',
}
const enText = {
  vatNumber: 'VAT no.',
  taxCode: 'Tax code',
  shareCapital: 'Share capital €{amount} fully paid',
  soleShareholder: 'Sole shareholder',
  inLiquidation: 'In liquidation',
}

describe('seller identity', () => {
  it('writes the address and what a company must state (REA, capital, sole shareholder, PEC) in both languages', () => {
    expect(sellerAddressLine(DEMO_SELLER)).toBe('Via Cavour 12, 31029 Vittorio Veneto (TV), Italia')
    expect(sellerRegistration(DEMO_SELLER, itText, 'it-IT')).toEqual([
      'REA TV-321654',
      'Capitale sociale € 10.000 i.v.',
      'Socio unico',
      'PEC vetrina@pec.vetrina.example',
    ])
    expect(sellerRegistration({ ...DEMO_SELLER, shareholders: 'SM', liquidation: 'LS' }, enText, 'en-GB')).toEqual([
      'REA TV-321654',
      'Share capital €10,000 fully paid',
      'In liquidation',
      'PEC vetrina@pec.vetrina.example',
    ])
    // A company tax code different from the VAT number is stated too; a sole trader has no capital line.
    expect(
      sellerRegistration(
        { ...DEMO_SELLER, codiceFiscale: 'RSSMRA85T10A562S', shareCapital: 0, reaNumber: '', pec: '' },
        itText,
        'it-IT',
      ),
    ).toEqual(['C.F. RSSMRA85T10A562S'])
  })

  it('knows when the documents cannot name the seller', () => {
    expect(sellerComplete(DEMO_SELLER)).toBe(true)
    expect(sellerComplete({ ...DEMO_SELLER, vatNumber: '' })).toBe(false)
  })
})
