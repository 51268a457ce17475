import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingSchema } from '@/features/checkout/billing'
import { createPendingOrder } from '@/features/checkout/create-order'
import { messages } from '@/i18n/messages'
import { buildFatturaPA } from '@/features/invoices/fatturapa'
import { markOrderPaid } from '@/features/orders/fulfilment'
import { findOrder } from '@/features/orders/repository'
import { getSeller } from '@/features/seller/data'
import { italianBilling, productWithStock, shop } from './helpers'

/** A stand-in for the EU's VIES REST service: DE123456789 is registered, every other number is not. */
let vies: http.Server
const asked: string[] = []
beforeAll(async () => {
  vies = http.createServer((req, res) => {
    asked.push(req.url ?? '')
    const valid = req.url === '/ms/DE/vat/123456789'
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ isValid: valid, userError: valid ? 'VALID' : 'INVALID' }))
  })
  await new Promise<void>((resolve) => vies.listen(0, '127.0.0.1', resolve))
  process.env.VIES_URL = `http://127.0.0.1:${(vies.address() as AddressInfo).port}`
})
afterAll(async () => {
  delete process.env.VIES_URL
  await new Promise((resolve) => vies.close(resolve))
})

const german = (vatId: string) =>
  billingSchema(messages.en).parse({
    ...italianBilling('Jonas', 'einkauf@glas.example'),
    country: 'Germany',
    state: 'Bayern',
    city: 'München',
    zip: '80331',
    address: 'Marienplatz 1',
    invoice: 'yes',
    buyer: 'foreign',
    azienda: 'Glas GmbH',
    vatId,
  })

async function place(billing: ReturnType<typeof german>, quantity = 1) {
  const payload = await shop()
  const p = await productWithStock('vaso-onda', 50)
  return createPendingOrder(payload, {
    lang: 'en',
    user: null,
    lines: [{ id: String(p.id), quantity, sets: '', fragrance: '' }],
    note: '',
    billing,
  })
}

describe('VAT regime of an order', () => {
  it('sells to an EU business registered in VIES net of Italian VAT, and invoices it as a non-taxable intra-EU supply', async () => {
    const res = await place(german('DE 123 456 789'))
    if (!res.ok) throw new Error(res.error)
    const o = res.order
    expect(asked).toContain('/ms/DE/vat/123456789')
    expect(o.vat).toMatchObject({ kind: 'intra-eu', rate: 0, country: 'DE', vies: 'valid' })
    // Vaso Onda 59,00 € VAT included → 48,36 € net; shipping to the EU 14,99 € → 12,29 € net.
    expect(o.items[0].price).toBe(48.36)
    expect(o.subtotal).toBe(48.36)
    expect(o.shippingFee).toBe(12.29)
    expect(o.totalAmount).toBe(60.65)
    const payload = await shop()
    await payload.update({
      collection: 'orders',
      id: o.id,
      overrideAccess: true,
      data: { checkoutSessionId: `cs_vat_${o.id}` },
    })
    await markOrderPaid(payload, o.id, null, `cs_vat_${o.id}`)
    const paid = (await findOrder(payload, o.id))!
    expect(paid.invoiceNumber).toMatch(/^\d{4}\/\d{4}$/)
    const xml = buildFatturaPA(paid, await getSeller()).xml
    expect(xml).toContain('<Natura>N3.2</Natura>')
    expect(xml).toContain('<ImportoTotaleDocumento>60.65</ImportoTotaleDocumento>')
    expect(xml).toContain('<CodiceDestinatario>XXXXXXX</CodiceDestinatario>')
  })

  it('keeps the regime an order was sold under: no API write changes it, the operator’s included', async () => {
    const payload = await shop()
    const res = await place(german('DE123456789'))
    if (!res.ok) throw new Error(res.error)
    const operator = (
      await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, overrideAccess: true })
    ).docs[0]
    const after = await payload.update({
      collection: 'orders',
      id: res.order.id,
      data: { vat: { kind: 'domestic', rate: 22, country: 'IT' } },
      overrideAccess: false,
      user: operator,
    })
    expect(after.vat).toMatchObject({ kind: 'intra-eu', rate: 0, country: 'DE' })
  })

  it('refuses VAT-free sale to a number VIES does not know, with a message on the field, and reserves nothing', async () => {
    const payload = await shop()
    const before = (await productWithStock('vaso-onda', 50)).stock
    const res = await place(german('DE999999999'))
    expect(res.ok).toBe(false)
    if (res.ok) return
    expect(res.status).toBe(422)
    expect(res.fields?.vatId).toMatch(/VIES/)
    const p = (
      await payload.find({ collection: 'products', where: { url: { equals: 'vaso-onda' } }, overrideAccess: true })
    ).docs[0]
    expect(p.stock).toBe(before)
  })

  it('never blocks the sale when VIES cannot be reached: the order records that only the format was checked', async () => {
    process.env.VIES_URL = 'http://127.0.0.1:9'
    try {
      const res = await place(german('DE123456789'))
      if (!res.ok) throw new Error(res.error)
      expect(res.order.vat).toMatchObject({ kind: 'intra-eu', vies: 'unavailable' })
    } finally {
      process.env.VIES_URL = `http://127.0.0.1:${(vies.address() as AddressInfo).port}`
    }
  })

  it('charges an EU consumer Italian VAT, and the destination’s once the seller switches OSS on (same price)', async () => {
    const payload = await shop()
    const consumer = billingSchema(messages.en).parse({
      ...italianBilling('Lena', 'lena@example.de'),
      country: 'Germany',
      state: 'Bayern',
    })
    const domestic = await place(consumer)
    if (!domestic.ok) throw new Error(domestic.error)
    expect(domestic.order.vat).toMatchObject({ kind: 'domestic', rate: 22 })
    await payload.updateGlobal({ slug: 'seller', data: { oss: true } })
    try {
      const oss = await place(consumer)
      if (!oss.ok) throw new Error(oss.error)
      expect(oss.order.vat).toMatchObject({ kind: 'oss', rate: 19, country: 'DE' })
      expect(oss.order.totalAmount).toBe(domestic.order.totalAmount)
    } finally {
      await payload.updateGlobal({ slug: 'seller', data: { oss: false } })
    }
  })
})
