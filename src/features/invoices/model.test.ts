import { DEMO_SELLER } from '@/lib/seller'
import { describe, expect, it } from 'vitest'
import type { Order } from '@/payload-types'
import { invoiceDate, invoiceModel, invoiceRequested, invoiceYear } from './model'

const order = {
  id: 7,
  email: 'a@example.com',
  status: 'delivered',
  invoiceNumber: '2027/0001',
  items: [{ product: 1, name: 'Vaso Onda', sku: 'VAS-OND', price: 39, quantity: 1 }],
  subtotal: 39,
  shippingFee: 5.99,
  totalAmount: 44.99,
  billingData: { firstName: 'Anna', lastName: 'Rossi' },
  history: [
    { status: 'pending', by: 'customer', at: '2026-12-31T22:40:00.000Z' },
    { status: 'paid', by: 'payment', at: '2026-12-31T23:05:00.000Z' },
    { status: 'shipped', by: 'admin', at: '2027-01-04T09:00:00.000Z' },
    { status: 'delivered', by: 'admin', at: '2027-01-07T09:00:00.000Z' },
  ],
  createdAt: '2026-12-31T22:40:00.000Z',
  updatedAt: '2027-01-07T09:00:00.000Z',
} as Order

describe('invoice model', () => {
  it('is dated the day the order was paid, in Italy, however much later the order changes', () => {
    // 23:05 UTC on 31 December is already 1 January in Rome.
    expect(invoiceModel(order, DEMO_SELLER).date).toBe('01/01/2027')
    expect(invoiceDate(order)).toBe('2027-01-01')
    // ...so a payment at that moment starts the 2027 sequence, whatever the server's time zone.
    expect(invoiceYear(new Date('2026-12-31T23:05:00.000Z'))).toBe(2027)
    expect(invoiceYear(new Date('2026-12-31T22:55:00.000Z'))).toBe(2026)
  })

  it('shows the 22% VAT inside the VAT-inclusive total', () => {
    const m = invoiceModel(order, DEMO_SELLER)
    expect(m.total).toBe(44.99)
    expect(m.taxable + m.vat).toBeCloseTo(44.99, 2)
    expect(m.vat).toBe(8.11)
  })

  it('is the courtesy copy of the invoice when the order has an invoice number, else an order receipt numbered by the order', () => {
    expect(invoiceModel(order, DEMO_SELLER)).toMatchObject({ kind: 'invoice', number: '2027/0001' })
    expect(invoiceModel({ ...order, invoiceNumber: null }, DEMO_SELLER)).toMatchObject({
      kind: 'receipt',
      number: '#7',
    })
  })

  it('counts an invoice as requested with a company name and a P.IVA, or a codice fiscale', () => {
    expect(invoiceRequested(order)).toBe(false)
    expect(invoiceRequested({ billingData: { azienda: 'Bottega', piva: '01234567897' } })).toBe(true)
    expect(invoiceRequested({ billingData: { azienda: '', piva: '01234567897' } })).toBe(false)
    expect(invoiceRequested({ billingData: { codiceFiscale: 'RSSMRA85T10A562S' } })).toBe(true)
  })
})
