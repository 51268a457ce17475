import { describe, expect, it } from 'vitest'
import { DEMO_SELLER } from '@/lib/seller'
import type { Order } from '@/payload-types'
import { pdfPages, pdfText } from '../../../tests/support/pdf-text'
import { invoiceModel } from './model'
import { invoicePdf } from './pdf'

const order = (over: Partial<Order> = {}): Order =>
  ({
    id: 77,
    email: 'agnieszka@example.pl',
    status: 'paid',
    locale: 'en',
    invoiceNumber: '2026/0012',
    items: [{ product: 1, name: 'Candela Ambra', sku: 'CND-AMB', fragrance: 'Vaniglia', price: 24.9, quantity: 2 }],
    subtotal: 49.8,
    shippingFee: 14.99,
    totalAmount: 64.79,
    billingData: {
      firstName: 'Agnieszka',
      lastName: 'Wróblewska-Łęcka',
      country: 'Poland',
      city: 'Łódź',
      address: 'ulica Piotrkowska 104',
      zip: '90-001',
      codiceFiscale: 'VRDMRT80A41F205Q',
    },
    history: [{ status: 'paid', by: 'payment', at: '2026-11-20T10:00:00.000Z' }],
    createdAt: '2026-11-20T09:50:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...over,
  }) as Order

describe('order document PDF', () => {
  it("prints the seller's full identity and any customer name as written", async () => {
    const text = await pdfText(await invoicePdf(invoiceModel(order(), DEMO_SELLER), 'en'))
    expect(text).toContain('Invoice 2026/0012')
    expect(text).toContain('Via Cavour 12, 31029 Vittorio Veneto (TV), Italia')
    expect(text).toContain('REA TV-321654')
    expect(text).toContain('Share capital €10,000 fully paid')
    expect(text).toContain('Agnieszka Wróblewska-Łęcka')
    expect(text).toContain('Łódź')
    expect(text).toContain('VAT 22%')
    expect(text).toMatch(/Courtesy copy/)
  })

  it('keeps the column headings apart and breaks a long order over pages, headings repeated', async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({
      product: i + 1,
      name: `Vaso numero ${i + 1} con un nome piuttosto lungo che deve andare a capo nella sua colonna`,
      sku: `VAS-${i + 1}`,
      price: 10,
      quantity: 1,
    }))
    const pdf = await invoicePdf(
      invoiceModel(order({ items, subtotal: 600, shippingFee: 0, totalAmount: 600 }), DEMO_SELLER),
      'it',
    )
    expect(await pdfPages(pdf)).toBeGreaterThan(1)
    const text = await pdfText(pdf)
    expect(text.match(/Descrizione/g)?.length).toBeGreaterThan(1)
    expect(text).toContain('Vaso numero 60')
    expect(text).toContain('600,00')
  })
})
