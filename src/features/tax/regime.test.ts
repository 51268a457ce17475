import { describe, expect, it } from 'vitest'
import { charged, chargedTotals, DOMESTIC, regimeSplit, storedRegime, taxableOf, vatRegime } from './regime'

describe('VAT regime', () => {
  it('charges Italian VAT to Italian customers, whoever they are', () => {
    for (const buyer of ['consumer', 'it-business', 'eu-business', 'other-business'] as const)
      expect(vatRegime({ destination: 'IT', buyer, oss: true })).toEqual(DOMESTIC)
  })

  it('keeps Italian VAT for EU consumers until the One-Stop Shop is switched on, then the destination rate', () => {
    expect(vatRegime({ destination: 'DE', buyer: 'consumer', oss: false })).toEqual(DOMESTIC)
    expect(vatRegime({ destination: 'DE', buyer: 'consumer', oss: true })).toEqual({
      kind: 'oss',
      rate: 19,
      country: 'DE',
    })
    expect(vatRegime({ destination: 'FI', buyer: 'consumer', oss: true }).rate).toBe(25.5)
    expect(vatRegime({ destination: 'HU', buyer: 'consumer', oss: true }).rate).toBe(27)
  })

  it('makes a supply to a business with another member state’s VAT number non-taxable (N3.2, art. 41)', () => {
    const r = vatRegime({ destination: 'FR', buyer: 'eu-business', oss: false })
    expect(r).toMatchObject({ kind: 'intra-eu', rate: 0, natura: 'N3.2', country: 'FR' })
    expect(r.kind === 'intra-eu' && r.reference).toMatch(/art\. 41 D\.L\. 331\/1993/)
  })

  it('keeps Italian VAT for businesses without an EU VAT number and for Italian businesses shipping abroad', () => {
    expect(vatRegime({ destination: 'DE', buyer: 'other-business', oss: true })).toEqual(DOMESTIC)
    expect(vatRegime({ destination: 'DE', buyer: 'it-business', oss: true })).toEqual(DOMESTIC)
  })

  it('charges EU businesses the prices net of Italian VAT, line by line, and the lines add up to the total', () => {
    const intra = vatRegime({ destination: 'DE', buyer: 'eu-business', oss: false })
    expect(charged(24.4, intra)).toBe(20)
    expect(charged(24.4, DOMESTIC)).toBe(24.4)
    const t = chargedTotals(
      [
        { price: 10, quantity: 3 },
        { price: 3.45, quantity: 1 },
        { price: 89.7, quantity: 1 },
      ],
      14.99,
      intra,
    )
    expect(t.units).toEqual([8.2, 2.83, 73.52])
    expect(t.lineTotals).toEqual([24.6, 2.83, 73.52])
    expect(t.shipping).toBe(12.29)
    expect(t.subtotal).toBe(100.95)
    expect(t.total).toBe(113.24)
    expect(regimeSplit(t.total, intra)).toEqual({ taxable: 113.24, vat: 0, gross: 113.24 })
  })

  it('keeps the consumer price under OSS and splits it at the destination rate', () => {
    const oss = vatRegime({ destination: 'DE', buyer: 'consumer', oss: true })
    expect(chargedTotals([{ price: 59.5, quantity: 2 }], 0, oss).total).toBe(119)
    expect(regimeSplit(119, oss)).toEqual({ taxable: 100, vat: 19, gross: 119 })
  })

  it('reads a stored regime back, old orders as domestic', () => {
    expect(storedRegime(null)).toEqual(DOMESTIC)
    expect(storedRegime({ kind: 'oss', rate: 21, country: 'NL' })).toEqual({ kind: 'oss', rate: 21, country: 'NL' })
    expect(storedRegime({ kind: 'intra-eu', rate: 0, country: 'AT' }).kind).toBe('intra-eu')
  })

  it('prices a dealer’s order net: the lines as they are, the VAT added on their sum, the taxable amount exact', () => {
    // 10.01 net × 6: as VAT-included prices this would split to 60.05; net it stays 60.06.
    const t = chargedTotals([{ price: 10.01, quantity: 6 }], 4.91, DOMESTIC, true)
    expect(t).toMatchObject({ units: [10.01], lineTotals: [60.06], subtotal: 60.06, shipping: 4.91 })
    expect(t.total).toBe(79.26) // 64.97 + 14.29 VAT
    expect(regimeSplit(t.total, DOMESTIC)).toEqual({ taxable: 64.97, vat: 14.29, gross: 79.26 })
    expect(taxableOf(60.06, DOMESTIC, true)).toBe(60.06)
    expect(taxableOf(73.27, DOMESTIC, false)).toBe(60.06)
    const eu = vatRegime({ destination: 'FR', buyer: 'eu-business', oss: false })
    expect(chargedTotals([{ price: 10.01, quantity: 6 }], 12.29, eu, true).total).toBe(72.35)
  })

  it('recovers the net total of any dealer order from its total (the invoice splits the total)', () => {
    for (let cents = 1; cents < 200_000; cents += 37) {
      const net = cents / 100
      const t = chargedTotals([{ price: net, quantity: 1 }], 0, DOMESTIC, true)
      expect(regimeSplit(t.total, DOMESTIC).taxable).toBe(net)
    }
  })
})
