import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Order } from '@/payload-types'
import { buildFatturaPA, fatturaFileName, latin, NotInvoiceable } from './fatturapa'

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
    const { xml, fileName } = buildFatturaPA(order())
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
    const { xml } = buildFatturaPA(order({ items, subtotal: 3.45, shippingFee: 14.99, totalAmount: 18.44 }))
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

  it('goes to the PEC address when there is no recipient code; an address abroad keeps the Italian delivery and gets CAP 00000', () => {
    const pec = buildFatturaPA(order({}, { sdi: '', pec: 'beta@pec.example.it' })).xml
    expect(schemaErrors(pec)).toBe('')
    expect(one(pec, 'CodiceDestinatario')).toBe('0000000')
    expect(one(pec, 'PECDestinatario')).toBe('beta@pec.example.it')
    const abroad = buildFatturaPA(
      order({}, { country: 'Germany', city: 'München', zip: '80331', address: 'Marienplatz 1' }),
    ).xml
    expect(schemaErrors(abroad)).toBe('')
    expect(one(abroad, 'CodiceDestinatario')).toBe('ABC1234')
    expect(all(abroad, 'Nazione')[1]).toBe('DE')
    expect(all(abroad, 'CAP')[1]).toBe('00000')
    expect(all(abroad, 'Comune')[1]).toBe('München')
  })

  it('with code 0000000 and a PEC writes the PEC; XXXXXXX (foreign buyers only) is never written for an Italian P.IVA', () => {
    const zeros = buildFatturaPA(order({}, { sdi: '0000000', pec: 'beta@pec.example.it' })).xml
    expect(schemaErrors(zeros)).toBe('')
    expect(one(zeros, 'CodiceDestinatario')).toBe('0000000')
    expect(one(zeros, 'PECDestinatario')).toBe('beta@pec.example.it')
    const foreignCode = buildFatturaPA(order({}, { sdi: 'xxxxxxx', pec: '' })).xml
    expect(schemaErrors(foreignCode)).toBe('')
    expect(one(foreignCode, 'CodiceDestinatario')).toBe('0000000')
    expect(foreignCode).not.toContain('XXXXXXX')
  })

  it('for a private person: CodiceFiscale with Nome and Cognome, no VAT identifier, code 0000000 and the PEC if given', () => {
    const person = { azienda: '', piva: '', sdi: '', pec: '', codiceFiscale: 'RSSMRA85T10A562S' }
    const xml = buildFatturaPA(order({}, person)).xml
    expect(schemaErrors(xml)).toBe('')
    const buyer = xml.slice(xml.indexOf('<CessionarioCommittente>'), xml.indexOf('</CessionarioCommittente>'))
    expect(one(buyer, 'CodiceFiscale')).toBe('RSSMRA85T10A562S')
    expect(one(buyer, 'Nome')).toBe('Anna')
    expect(one(buyer, 'Cognome')).toBe('Rossi')
    expect(buyer).not.toContain('IdFiscaleIVA')
    expect(buyer).not.toContain('Denominazione')
    expect(one(xml, 'CodiceDestinatario')).toBe('0000000')
    expect(xml).not.toContain('PECDestinatario')
    const withPec = buildFatturaPA(order({}, { ...person, pec: 'anna.rossi@pec.it' })).xml
    expect(schemaErrors(withPec)).toBe('')
    expect(one(withPec, 'PECDestinatario')).toBe('anna.rossi@pec.it')
  })

  it('is only made for a paid order whose customer asked for an invoice', () => {
    expect(() => buildFatturaPA(order({ status: 'pending', invoiceNumber: null }))).toThrow(NotInvoiceable)
    expect(() => buildFatturaPA(order({}, { piva: '', azienda: '' }))).toThrow(NotInvoiceable)
  })

  it('writes only the characters the schema allows, within its lengths', () => {
    expect(latin('  Caffè   “Roma” – 🌊 ', 80)).toBe('Caffè "Roma" -')
    expect(latin('x'.repeat(90), 80)).toHaveLength(80)
    expect(latin('🌊', 80)).toBe('-')
    expect(latin('Łódź, Győr', 60)).toBe('Lódz, Gyor')
    // Five letters or digits after the VAT number, one per invoice: year, then the number in base 36.
    expect(fatturaFileName('2027/1295', '01234567897')).toBe('IT01234567897_270ZZ.xml')
  })
})
