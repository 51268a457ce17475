import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Order } from '@/payload-types'
import { DEMO_SELLER as seller } from '@/lib/seller'
import { buildCreditNote, buildFatturaPA, fatturaFileName, latin, NotInvoiceable } from './fatturapa'

const XSD = path.resolve(
  __dirname,
  '../../../tests/fixtures/fatturapa/Schema_del_file_xml_FatturaPA_v1.2.2.local-import.xsd',
)

/** Validates against the official schema (xmllint, offline); returns xmllint's complaint or ''. */
function schemaErrors(xml: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fatturapa-')), 'invoice.xml')
  fs.writeFileSync(file, xml)
  try {
    execFileSync('xmllint', ['--nonet', '--noout', '--schema', XSD, file], { stdio: 'pipe' })
    return ''
  } catch (err) {
    const e = err as { code?: string; stderr?: Buffer }
    if (e.code === 'ENOENT') throw new Error('xmllint is missing: apt-get install -y libxml2-utils')
    return e.stderr?.toString() ?? String(err)
  }
}

const all = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => m[1])
const one = (xml: string, tag: string) => all(xml, tag)[0]

function order(overrides: Partial<Order> = {}, billing: Partial<NonNullable<Order['billingData']>> = {}): Order {
  return {
    id: 42,
    email: 'acquisti@beta.example',
    status: 'paid',
    invoiceNumber: '2026/0007',
    items: [
      { product: 1, name: 'Candela Ambra “Vaniglia”', sku: 'CND-AMB', fragrance: 'Vaniglia', price: 24.9, quantity: 2 },
      { product: 2, name: 'Vaso Onda — blu 🌊', sku: 'VAS-OND', price: 39, quantity: 1 },
    ],
    subtotal: 88.8,
    shippingFee: 5.99,
    totalAmount: 94.79,
    billingData: {
      firstName: 'Anna',
      lastName: 'Rossi',
      country: 'Italy',
      state: 'Lazio',
      city: 'Roma',
      address: 'Via Torino 38-B',
      zip: '00145',
      azienda: 'Ditta Beta S.r.l.',
      piva: '01234567897',
      sdi: 'abc1234',
      pec: '',
      ...billing,
    },
    history: [
      { status: 'pending', by: 'customer', at: '2026-11-20T22:30:00.000Z' },
      // Paid at 00:10 in Rome on the 21st, shipped days later: the invoice is dated the 21st.
      { status: 'paid', by: 'payment', at: '2026-11-20T23:10:00.000Z' },
      { status: 'shipped', by: 'admin', at: '2026-11-24T09:00:00.000Z' },
    ],
    createdAt: '2026-11-20T22:30:00.000Z',
    updatedAt: '2026-11-24T09:00:00.000Z',
    ...overrides,
  } as Order
}

describe('FatturaPA electronic invoice', () => {
  it('is valid against the official 1.2.2 schema and states the order as the seller invoiced it', () => {
    const { xml, fileName } = buildFatturaPA(order(), seller)
    expect(schemaErrors(xml)).toBe('')
    expect(fileName).toBe('IT04123450266_26007.xml')
    expect(one(xml, 'Numero')).toBe('2026/0007')
    expect(one(xml, 'Data')).toBe('2026-11-21')
    expect(one(xml, 'CodiceDestinatario')).toBe('ABC1234')
    expect(xml).not.toContain('PECDestinatario')
    expect(one(xml, 'Denominazione')).toBe('Vetrina S.r.l.')
    expect(all(xml, 'Denominazione')[1]).toBe('Ditta Beta S.r.l.')
    expect(all(xml, 'IdCodice')).toEqual(['04123450266', '04123450266', '01234567897'])
    // Two products and the shipping fee, taxable amounts (prices include 22% VAT).
    expect(all(xml, 'Descrizione')).toEqual([
      'Candela Ambra "Vaniglia" Vaniglia (CND-AMB)',
      'Vaso Onda - blu (VAS-OND)',
      'Spese di spedizione',
    ])
    expect(all(xml, 'Quantita')).toEqual(['2.00', '1.00', '1.00'])
    expect(all(xml, 'PrezzoTotale')).toEqual(['40.82', '31.97', '4.91'])
    expect(one(xml, 'ImponibileImporto')).toBe('77.70')
    expect(one(xml, 'Imposta')).toBe('17.09')
    expect(one(xml, 'ImportoTotaleDocumento')).toBe('94.79')
    expect(one(xml, 'ImportoPagamento')).toBe('94.79')
  })

  it('keeps its sums exact: lines + rounding = taxable, taxable + VAT = total, VAT = 22% of taxable to the cent', () => {
    const items = [1, 2, 3].map((k) => ({ product: k, name: `Tealight ${k}`, sku: `T${k}`, price: 1.15, quantity: 1 }))
    const { xml } = buildFatturaPA(order({ items, subtotal: 3.45, shippingFee: 14.99, totalAmount: 18.44 }), seller)
    expect(schemaErrors(xml)).toBe('')
    const lines = all(xml, 'PrezzoTotale').map(Number)
    const rounding = Number(one(xml, 'Arrotondamento') ?? 0)
    const taxable = Number(one(xml, 'ImponibileImporto'))
    const vat = Number(one(xml, 'Imposta'))
    expect(Math.round((lines.reduce((a, b) => a + b, 0) + rounding) * 100)).toBe(Math.round(taxable * 100))
    expect(Math.round((taxable + vat) * 100)).toBe(1844)
    expect(Math.abs(vat - taxable * 0.22)).toBeLessThanOrEqual(0.01)
    for (const [unit, total] of all(xml, 'PrezzoUnitario').map((u, i) => [Number(u), lines[i]]))
      expect(Math.abs(unit * 1 - total)).toBeLessThan(0.01)
  })

  it('a discount code: full unit price, the discount per unit (ScontoMaggiorazione SC) and the discounted total, sums exact', () => {
    // BENVENUTO10 on 2 × 24.90 + 39.00: 10% = 4.98 + 3.90; the order charged 88.80 − 8.88 + 5.99 = 85.91.
    const items = [
      { product: 1, name: 'Candela', sku: 'CND', price: 24.9, quantity: 2, discount: 4.98 },
      { product: 2, name: 'Vaso', sku: 'VAS', price: 39, quantity: 1, discount: 3.9 },
      { product: 3, name: 'Tealight', sku: 'TEA', price: 1.15, quantity: 3, discount: 0 },
    ]
    const { xml } = buildFatturaPA(
      order({ items, subtotal: 92.25, discount: 8.88, discountCode: 'BENVENUTO10', totalAmount: 89.36 }),
      seller,
    )
    expect(schemaErrors(xml)).toBe('')
    expect(all(xml, 'Tipo')).toEqual(['SC', 'SC'])
    const totals = all(xml, 'PrezzoTotale').map(Number)
    const units = all(xml, 'PrezzoUnitario').map(Number)
    const quantities = all(xml, 'Quantita').map(Number)
    const discounts = all(xml, 'Importo').map(Number)
    // The SdI's check of each line: (unit − discount) × quantity = total, within a cent.
    const perLine = [discounts[0], discounts[1], 0, 0]
    totals.forEach((total, i) =>
      expect(Math.abs((units[i]! - perLine[i]!) * quantities[i]! - total)).toBeLessThanOrEqual(0.01),
    )
    // 40.82 − 4.08 (2 × 24.90 − 4.98 = 44.82 → 36.74), 31.97 − 3.20 (35.10 → 28.77)
    expect(totals.slice(0, 2)).toEqual([36.74, 28.77])
    const rounding = Number(one(xml, 'Arrotondamento') ?? 0)
    const taxable = Number(one(xml, 'ImponibileImporto'))
    expect(Math.round((totals.reduce((a, b) => a + b, 0) + rounding) * 100)).toBe(Math.round(taxable * 100))
    expect(Math.round((taxable + Number(one(xml, 'Imposta'))) * 100)).toBe(8936)
    expect(one(xml, 'ImportoTotaleDocumento')).toBe('89.36')
  })

  it('goes to the PEC address when there is no recipient code; an address abroad keeps the Italian delivery and gets CAP 00000', () => {
    const pec = buildFatturaPA(order({}, { sdi: '', pec: 'beta@pec.example.it' }), seller).xml
    expect(schemaErrors(pec)).toBe('')
    expect(one(pec, 'CodiceDestinatario')).toBe('0000000')
    expect(one(pec, 'PECDestinatario')).toBe('beta@pec.example.it')
    const abroad = buildFatturaPA(
      order({}, { country: 'Germany', city: 'München', zip: '80331', address: 'Marienplatz 1' }),
      seller,
    ).xml
    expect(schemaErrors(abroad)).toBe('')
    expect(one(abroad, 'CodiceDestinatario')).toBe('ABC1234')
    expect(all(abroad, 'Nazione')[1]).toBe('DE')
    expect(all(abroad, 'CAP')[1]).toBe('00000')
    expect(all(abroad, 'Comune')[1]).toBe('München')
  })

  it('with code 0000000 and a PEC writes the PEC; XXXXXXX (foreign buyers only) is never written for an Italian P.IVA', () => {
    const zeros = buildFatturaPA(order({}, { sdi: '0000000', pec: 'beta@pec.example.it' }), seller).xml
    expect(schemaErrors(zeros)).toBe('')
    expect(one(zeros, 'CodiceDestinatario')).toBe('0000000')
    expect(one(zeros, 'PECDestinatario')).toBe('beta@pec.example.it')
    const foreignCode = buildFatturaPA(order({}, { sdi: 'xxxxxxx', pec: '' }), seller).xml
    expect(schemaErrors(foreignCode)).toBe('')
    expect(one(foreignCode, 'CodiceDestinatario')).toBe('0000000')
    expect(foreignCode).not.toContain('XXXXXXX')
  })

  it('for a private person: CodiceFiscale with Nome and Cognome, no VAT identifier, code 0000000 and the PEC if given', () => {
    const person = { azienda: '', piva: '', sdi: '', pec: '', codiceFiscale: 'RSSMRA85T10A562S' }
    const xml = buildFatturaPA(order({}, person), seller).xml
    expect(schemaErrors(xml)).toBe('')
    const buyer = xml.slice(xml.indexOf('<CessionarioCommittente>'), xml.indexOf('</CessionarioCommittente>'))
    expect(one(buyer, 'CodiceFiscale')).toBe('RSSMRA85T10A562S')
    expect(one(buyer, 'Nome')).toBe('Anna')
    expect(one(buyer, 'Cognome')).toBe('Rossi')
    expect(buyer).not.toContain('IdFiscaleIVA')
    expect(buyer).not.toContain('Denominazione')
    expect(one(xml, 'CodiceDestinatario')).toBe('0000000')
    expect(xml).not.toContain('PECDestinatario')
    const withPec = buildFatturaPA(order({}, { ...person, pec: 'anna.rossi@pec.it' }), seller).xml
    expect(schemaErrors(withPec)).toBe('')
    expect(one(withPec, 'PECDestinatario')).toBe('anna.rossi@pec.it')
  })

  it('is only made for a paid order whose customer asked for an invoice', () => {
    expect(() => buildFatturaPA(order({ status: 'pending', invoiceNumber: null }), seller)).toThrow(NotInvoiceable)
    expect(() => buildFatturaPA(order({}, { piva: '', azienda: '' }), seller)).toThrow(NotInvoiceable)
  })

  it('writes only the characters the schema allows, within its lengths', () => {
    expect(latin('  Caffè   “Roma” – 🌊 ', 80)).toBe('Caffè "Roma" -')
    expect(latin('x'.repeat(90), 80)).toHaveLength(80)
    expect(latin('🌊', 80)).toBe('-')
    expect(latin('Łódź, Győr', 60)).toBe('Lódz, Gyor')
    // Five letters or digits after the VAT number, one per invoice: year, then the number in base 36.
    expect(fatturaFileName('2027/1295', '01234567897')).toBe('IT01234567897_270ZZ.xml')
  })

  it('names the seller as the settings hold it, with the company register entry (IscrizioneREA)', () => {
    const xml = buildFatturaPA(order(), { ...seller, shareCapital: 25000.5, shareholders: 'SM' }).xml
    expect(schemaErrors(xml)).toBe('')
    expect(xml).toContain(
      '<IscrizioneREA><Ufficio>TV</Ufficio><NumeroREA>321654</NumeroREA><CapitaleSociale>25000.50</CapitaleSociale><SocioUnico>SM</SocioUnico><StatoLiquidazione>LN</StatoLiquidazione></IscrizioneREA>',
    )
    expect(one(xml, 'RegimeFiscale')).toBe('RF01')
    expect(xml).toContain('<Contatti><Email>info@vetrina.example</Email></Contatti>')
    // Without a register entry the block is left out (a sole trader), and the file is still valid.
    const plain = buildFatturaPA(order(), { ...seller, reaNumber: '', reaOffice: '' }).xml
    expect(plain).not.toContain('IscrizioneREA')
    expect(schemaErrors(plain)).toBe('')
    expect(() => buildFatturaPA(order(), { ...seller, vatNumber: '' })).toThrow(NotInvoiceable)
  })

  it('invoices an EU business as a non-taxable intra-EU supply (N3.2, art. 41) to its own VAT number, code XXXXXXX', () => {
    // Charged net of Italian VAT: 2 × 20.41 + 31.97 + shipping 4.91.
    const eu = order(
      {
        items: [
          { product: 1, name: 'Candela Ambra', sku: 'CND-AMB', price: 20.41, quantity: 2 },
          { product: 2, name: 'Vaso Onda', sku: 'VAS-OND', price: 31.97, quantity: 1 },
        ],
        subtotal: 72.79,
        shippingFee: 4.91,
        totalAmount: 77.7,
        vat: { kind: 'intra-eu', rate: 0, country: 'DE', vies: 'valid' },
      },
      {
        country: 'Germany',
        city: 'München',
        zip: '80331',
        address: 'Marienplatz 1',
        azienda: 'Glas GmbH',
        piva: '',
        sdi: '',
        vatId: 'DE123456789',
      },
    )
    const xml = buildFatturaPA(eu, seller).xml
    expect(schemaErrors(xml)).toBe('')
    expect(one(xml, 'CodiceDestinatario')).toBe('XXXXXXX')
    expect(xml).toContain(
      '<CessionarioCommittente><DatiAnagrafici><IdFiscaleIVA><IdPaese>DE</IdPaese><IdCodice>123456789</IdCodice>',
    )
    expect(all(xml, 'Natura')).toEqual(['N3.2', 'N3.2', 'N3.2', 'N3.2'])
    expect(all(xml, 'AliquotaIVA')).toEqual(['0.00', '0.00', '0.00', '0.00'])
    expect(one(xml, 'RiferimentoNormativo')).toMatch(/art\. 41 D\.L\. 331\/1993/)
    expect(one(xml, 'Imposta')).toBe('0.00')
    expect(one(xml, 'ImponibileImporto')).toBe('77.70')
    expect(one(xml, 'ImportoTotaleDocumento')).toBe('77.70')
    expect(all(xml, 'PrezzoTotale')).toEqual(['40.82', '31.97', '4.91'])
    expect(xml).not.toContain('EsigibilitaIVA')
    // A Greek business: its VAT prefix is EL, its country GR.
    const greek = buildFatturaPA(
      {
        ...eu,
        vat: { kind: 'intra-eu', rate: 0, country: 'GR' },
        billingData: { ...eu.billingData, country: 'Greece', vatId: 'EL123456789' },
      },
      seller,
    ).xml
    expect(schemaErrors(greek)).toBe('')
    expect(one(greek, 'IdPaese')).toBe('IT')
    expect(all(greek, 'IdPaese')[2]).toBe('EL')
    expect(all(greek, 'Nazione')[1]).toBe('GR')
  })

  it('invoices a non-EU business with goods delivered in Italy with Italian VAT, to its own tax number', () => {
    const xml = buildFatturaPA(order({}, { azienda: 'Glas AG', piva: '', sdi: '', vatId: 'CHE123456789' }), seller).xml
    expect(schemaErrors(xml)).toBe('')
    expect(one(xml, 'CodiceDestinatario')).toBe('XXXXXXX')
    expect(xml).toContain('<IdFiscaleIVA><IdPaese>CH</IdPaese><IdCodice>E123456789</IdCodice></IdFiscaleIVA>')
    expect(all(xml, 'AliquotaIVA')[0]).toBe('22.00')
  })

  it("states the destination's VAT under the One-Stop Shop", () => {
    const xml = buildFatturaPA(
      order({ vat: { kind: 'oss', rate: 19, country: 'DE' } }, { country: 'Germany', zip: '80331', city: 'München' }),
      seller,
    ).xml
    expect(schemaErrors(xml)).toBe('')
    expect(new Set(all(xml, 'AliquotaIVA'))).toEqual(new Set(['19.00']))
    // 94.79 charged = 79.66 taxable + 15.13 VAT at 19%.
    expect(one(xml, 'ImponibileImporto')).toBe('79.66')
    expect(one(xml, 'Imposta')).toBe('15.13')
  })

  it('issues a credit note (TD04) for a refund of an invoiced order, referring to the invoice', () => {
    const { xml, fileName } = buildCreditNote(order(), seller, {
      number: '2026/0009',
      date: '2026-11-28',
      amount: 30.99,
      reason: 'recesso',
    })
    expect(schemaErrors(xml)).toBe('')
    expect(fileName).toBe('IT04123450266_26009.xml')
    expect(one(xml, 'TipoDocumento')).toBe('TD04')
    expect(one(xml, 'Numero')).toBe('2026/0009')
    expect(xml).toContain(
      '<DatiFattureCollegate><IdDocumento>2026/0007</IdDocumento><Data>2026-11-21</Data></DatiFattureCollegate>',
    )
    expect(one(xml, 'ImportoTotaleDocumento')).toBe('30.99')
    expect(one(xml, 'ImponibileImporto')).toBe('25.40')
    expect(one(xml, 'Imposta')).toBe('5.59')
    expect(one(xml, 'Descrizione')).toContain('fattura n. 2026/0007')
  })

  it('a dealer’s order paid by bank transfer: net lines as sold, VAT on their sum, MP05 with the IBAN and the due date', () => {
    // 10.01 net × 6 and 4.91 shipping: the taxable amount is exactly 64.97 (VAT-included lines would split to 64.96).
    const dealer = order({
      trade: true,
      payment: 'bank-transfer',
      holdUntil: '2026-11-30T22:30:00.000Z',
      items: [{ product: 1, name: 'Candela Ambra', sku: 'CND-AMB', price: 10.01, quantity: 6 }],
      subtotal: 60.06,
      shippingFee: 4.91,
      totalAmount: 79.26,
    })
    const { xml } = buildFatturaPA(dealer, seller)
    expect(schemaErrors(xml)).toBe('')
    expect(all(xml, 'PrezzoUnitario')).toEqual(['10.01', '4.91'])
    expect(all(xml, 'PrezzoTotale')).toEqual(['60.06', '4.91'])
    expect(one(xml, 'ImponibileImporto')).toBe('64.97')
    expect(one(xml, 'Imposta')).toBe('14.29')
    expect(xml).not.toContain('Arrotondamento')
    expect(one(xml, 'ModalitaPagamento')).toBe('MP05')
    expect(one(xml, 'DataScadenzaPagamento')).toBe('2026-11-30')
    expect(one(xml, 'ImportoPagamento')).toBe('79.26')
    expect(one(xml, 'IBAN')).toBe('IT60X0542811101000000123456')
    // On payment terms the due date is the terms' (the order was invoiced when confirmed, before payment).
    const onTerms = buildFatturaPA({ ...dealer, paymentDue: '2026-12-27T09:00:00.000Z' }, seller).xml
    expect(schemaErrors(onTerms)).toBe('')
    expect(one(onTerms, 'DataScadenzaPagamento')).toBe('2026-12-27')
    // Its credit note goes back by transfer too, without the seller's IBAN as if it were to be paid.
    const note = buildCreditNote(dealer, seller, { number: '2026/0008', date: '2026-12-02', amount: 20 }).xml
    expect(schemaErrors(note)).toBe('')
    expect(one(note, 'ModalitaPagamento')).toBe('MP05')
    expect(note).not.toContain('<IBAN>')
  })
})
