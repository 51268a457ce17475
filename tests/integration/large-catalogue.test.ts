import { afterAll, describe, expect, it } from 'vitest'
import { createPendingOrder } from '@/features/checkout/create-order'
import { billingSchema } from '@/features/checkout/billing'
import { getPublishedProducts } from '@/features/products/data'
import { messages } from '@/i18n/messages'
import { italianBilling, seededProduct, shop } from './helpers'

/**
 * A shop bigger than one page of the catalogue query: found by the backup figures (500 products with
 * photos besides the demo's 13), where the products past the first 500 could not be bought ("… non è più
 * disponibile").
 */
const SKU = 'BULK-'
afterAll(async () => {
  const payload = await shop()
  await payload.delete({ collection: 'products', where: { sku: { like: SKU } }, overrideAccess: true })
})

describe('a catalogue of more than 500 products', () => {
  it('lists every published product, and the last one can be ordered', async () => {
    const payload = await shop()
    const template = await seededProduct('vaso-onda')
    const already = (await payload.count({ collection: 'products', overrideAccess: true })).totalDocs
    let last = template
    for (let i = 0; i < 505 - already; i++)
      last = await payload.create({
        collection: 'products',
        overrideAccess: true,
        locale: 'it',
        data: {
          name: `Vaso di prova ${i}`,
          url: `vaso-di-prova-${i}`,
          sku: `${SKU}${i}`,
          price: 10,
          category: template.category,
          instock: true,
          stock: 5,
          position: 10_000 + i,
          mainimage: template.mainimage,
          _status: 'published',
        } as never,
      })
    const catalogue = await getPublishedProducts('it')
    expect(catalogue.length).toBeGreaterThanOrEqual(505)
    expect(catalogue.some((p) => String(p.id) === String(last.id))).toBe(true)
    const billing = billingSchema(messages.it).parse(italianBilling('Ada', `bulk-${Date.now()}@example.com`))
    const res = await createPendingOrder(payload, {
      lang: 'it',
      user: null,
      lines: [{ id: String(last.id), quantity: 1, sets: '', fragrance: '' }],
      note: '',
      billing,
    })
    expect(res.ok).toBe(true)
  })
})
