import { describe, expect, it } from 'vitest'
import { safetyView } from './safety'

const seller = {
  name: 'Vetrina S.r.l.',
  address: 'Via Cavour 12, 31029 Vittorio Veneto (TV), Italia',
  email: 'info@x.it',
}
const product = { sku: 'VC-001', category: 'Candele' }

describe('product safety block', () => {
  it('names the seller as manufacturer when the product names none, the category as type, the SKU as identifier', () => {
    const v = safetyView({ manufacturer: '  ' }, product, seller, 'it')
    expect(v.manufacturer).toEqual(seller)
    expect(v.productType).toBe('Candele')
    expect(v.identifier).toBe('VC-001')
    expect(v.pictograms).toEqual([])
  })

  it('uses the manufacturer given on the product, with its own addresses', () => {
    const v = safetyView(
      { manufacturer: 'Vetreria Srl', manufacturerAddress: 'Murano', manufacturerEmail: 'a@b.it' },
      product,
      seller,
      'en',
    )
    expect(v.manufacturer).toEqual({ name: 'Vetreria Srl', address: 'Murano', email: 'a@b.it' })
  })

  it('lists the ticked pictograms in the standard order with their text, ignoring unknown ones', () => {
    const v = safetyView({ pictograms: ['children', 'bogus', 'unattended'] }, product, seller, 'en')
    expect(v.pictograms.map((p) => p.id)).toEqual(['unattended', 'children'])
    expect(v.pictograms[0].text).toBe('Never leave a burning candle unattended.')
  })

  it('splits warnings and CLP statements one per line, dropping blank lines', () => {
    const v = safetyView(
      {
        warnings: 'Burn at most 4 hours.\n\n  Trim the wick.  ',
        clp: 'EUH208 Contains linalool.',
        hazardPictogram: true,
      },
      product,
      seller,
      'en',
    )
    expect(v.warnings).toEqual(['Burn at most 4 hours.', 'Trim the wick.'])
    expect(v.clp).toEqual(['EUH208 Contains linalool.'])
    expect(v.hazardPictogram).toBe(true)
  })
})
