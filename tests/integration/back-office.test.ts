import { describe, expect, it, onTestFinished } from 'vitest'
import { quote } from '@/features/cart/cart-service'
import { getPublishedProducts } from '@/features/products/data'
import { billingSchema } from '@/features/checkout/billing'
import { messages } from '@/i18n/messages'
import { exportCsv } from '@/features/operator/exports'
import { reservePieces } from '@/features/orders/stock'
import { DEFAULT_SHIPPING } from '@/features/pricing/shipping'
import { getShopSettings } from '@/features/settings/data'
import type { User } from '@/payload-types'
import { anyProduct, italianBilling, makeCustomer, seededProduct, shop } from './helpers'

async function operator(): Promise<User> {
  const payload = await shop()
  const res = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    limit: 1,
    overrideAccess: true,
  })
  return res.docs[0] as User
}

async function order(email = 'buyer@example.com', total = 15.99) {
  return (await shop()).create({
    collection: 'orders',
    overrideAccess: true,
    data: {
      email,
      items: [{ name: 'Vaso Onda', price: total - 5.99, quantity: 1 }],
      subtotal: total - 5.99,
      shippingFee: 5.99,
      totalAmount: total,
      billingData: { firstName: 'Anna', lastName: 'Neri', country: 'Italy', phone: '+39 333 1234567' },
    } as never,
  })
}

describe('orders in the CMS', () => {
  it('are read-only to the operator through the API but for the internal notes', async () => {
    const payload = await shop()
    const o = await order()
    const after = await payload.update({
      collection: 'orders',
      id: o.id,
      overrideAccess: false,
      user: await operator(),
      data: {
        totalAmount: 1,
        subtotal: 1,
        email: 'other@example.com',
        items: [{ name: 'Free', price: 0, quantity: 9 }],
        billingData: { firstName: 'Mallory' },
        invoiceNumber: '2026/9999',
        operatorNote: 'Chiamare prima della consegna',
      } as never,
    })
    expect(after).toMatchObject({
      totalAmount: 15.99,
      subtotal: 10,
      email: 'buyer@example.com',
      operatorNote: 'Chiamare prima della consegna',
    })
    expect(after.items).toHaveLength(1)
    expect(after.items[0]).toMatchObject({ name: 'Vaso Onda', quantity: 1 })
    expect(after.billingData?.firstName).toBe('Anna')
    expect(after.invoiceNumber ?? null).toBeNull()
  })
})

describe('requests', () => {
  it('keep what the sender wrote; the operator changes only how far they got', async () => {
    const payload = await shop()
    const req = await payload.create({
      collection: 'submissions',
      overrideAccess: true,
      data: {
        kind: 'business',
        email: 'shop@example.com',
        name: 'Bottega',
        data: { socialReason: 'Bottega' },
        status: 'sent',
        handling: 'new',
      },
    })
    const after = await payload.update({
      collection: 'submissions',
      id: req.id,
      overrideAccess: false,
      user: await operator(),
      data: { handling: 'contacted', email: 'x@example.com', data: { socialReason: 'Altro' }, status: 'failed' },
    })
    expect(after).toMatchObject({ handling: 'contacted', email: 'shop@example.com', status: 'sent' })
    expect(after.data).toEqual({ socialReason: 'Bottega' })
    const customer = await makeCustomer(payload)
    await expect(
      payload.update({
        collection: 'submissions',
        id: req.id,
        overrideAccess: false,
        user: customer,
        data: { handling: 'closed' },
      }),
    ).rejects.toThrow()
  })
})

describe('shop settings', () => {
  it('decide the shipping fee of every quote and the countries checkout accepts', async () => {
    const payload = await shop()
    const p = (await getPublishedProducts('it')).find((x) => x.instock && !x.fragrances.length && !x.sets.length)!
    const line = { id: p.id, fragrance: '', sets: '', quantity: 1 }
    expect((await quote('it', [line])).shipping).toEqual({ italy: 5.99, abroad: 14.99 })
    await payload.updateGlobal({
      slug: 'shop-settings',
      overrideAccess: true,
      data: { shipping: { italy: 7.5, abroad: 19, countries: ['IT', 'FR'] } },
    })
    try {
      expect((await getShopSettings()).shipping.countries).toEqual(['IT', 'FR'])
      expect((await quote('it', [line])).shipping).toEqual({ italy: 7.5, abroad: 19 })
      const schema = billingSchema(messages.en, ['IT', 'FR'])
      const to = (country: string) => schema.safeParse({ ...italianBilling('Anna', 'a@example.com'), country })
      expect(to('France').success).toBe(true)
      const spain = to('Spain')
      expect(spain.success).toBe(false)
      expect(spain.error?.issues[0]?.message).toMatch(/do not ship to this country/)
    } finally {
      await payload.updateGlobal({
        slug: 'shop-settings',
        overrideAccess: true,
        data: {
          shipping: {
            italy: DEFAULT_SHIPPING.italy,
            abroad: DEFAULT_SHIPPING.abroad,
            countries: [...DEFAULT_SHIPPING.countries] as never,
          },
        },
      })
    }
  })
})

describe('drafts', () => {
  it('stay out of the storefront and the public API until published; versions are the operator’s', async () => {
    const payload = await shop()
    const op = await operator()
    const product = await anyProduct(payload)
    const published = product.name
    await payload.update({
      collection: 'products',
      id: product.id,
      locale: 'it',
      draft: true,
      user: op,
      overrideAccess: false,
      data: { name: 'Bozza segreta' },
    })
    expect((await getPublishedProducts('it')).find((p) => p.id === String(product.id))?.name).toBe(published)
    const anon = await payload.find({
      collection: 'products',
      locale: 'it',
      draft: true,
      overrideAccess: false,
      where: { id: { equals: product.id } },
    })
    // Asking the API for drafts anonymously never shows one.
    expect(anon.docs.map((d) => d.name)).not.toContain('Bozza segreta')
    const customer = await makeCustomer(payload)
    await expect(
      payload.findVersions({ collection: 'products', overrideAccess: false, user: customer }),
    ).rejects.toThrow()
    const drafts = await payload.find({
      collection: 'products',
      locale: 'it',
      draft: true,
      overrideAccess: false,
      user: op,
      where: { id: { equals: product.id } },
    })
    expect(drafts.docs[0]?.name).toBe('Bozza segreta')
    // A global's draft: the public read stays on the published page.
    const faq = await payload.findGlobal({ slug: 'faq', locale: 'it', overrideAccess: true })
    await payload.updateGlobal({ slug: 'faq', locale: 'it', draft: true, overrideAccess: true, data: { Section: [] } })
    const publicFaq = await payload.findGlobal({ slug: 'faq', locale: 'it', draft: true, overrideAccess: false })
    expect(publicFaq.Section?.length).toBe(faq.Section?.length)
    // Publishing (and restoring what was there) is a save without `draft`.
    await payload.update({
      collection: 'products',
      id: product.id,
      locale: 'it',
      user: op,
      overrideAccess: false,
      data: { name: 'Pubblicato ora', _status: 'published' },
    })
    expect((await getPublishedProducts('it')).find((p) => p.id === String(product.id))?.name).toBe('Pubblicato ora')
    await payload.update({
      collection: 'products',
      id: product.id,
      locale: 'it',
      overrideAccess: true,
      data: { name: published, _status: 'published' },
    })
    await payload.updateGlobal({
      slug: 'faq',
      locale: 'it',
      overrideAccess: true,
      data: { Section: faq.Section, _status: 'published' },
    })
  })
})

describe('exports', () => {
  it('list the orders of the days asked with totals that add up to the orders', async () => {
    const payload = await shop()
    const a = await order('one@example.com', 25.99)
    const b = await order('two@example.com', 105.5)
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date())
    const { csv, fileName } = await exportCsv(payload, 'orders', 'it', { from: today, to: today })
    expect(fileName).toBe(`ordini-${today}_${today}.csv`)
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((r) => r.split(';'))
    expect(rows[0]).toEqual([
      'Ordine',
      'Data',
      'Cliente',
      'Azienda',
      'E-mail',
      'Paese',
      'Righe',
      'Imponibile',
      'IVA',
      'Spedizione',
      'Totale',
      'Stato',
      'Numero fattura',
      'Codice sconto',
      'Sconto',
    ])
    const row = (id: number | string) => rows.find((r) => r[0] === String(id))!
    expect(row(a.id)).toEqual([
      String(a.id),
      expect.any(String),
      'Anna Neri',
      '',
      'one@example.com',
      'IT',
      '1 × Vaso Onda',
      '21,30',
      '4,69',
      '5,99',
      '25,99',
      'In attesa',
      '',
      '',
      '0,00',
    ])
    const num = (s: string) => Number(s.replace(',', '.'))
    expect(num(row(b.id)[7]) + num(row(b.id)[8])).toBeCloseTo(105.5, 2)
    // Nothing from a day outside the range.
    const before = await exportCsv(payload, 'orders', 'it', { from: '2020-01-01', to: '2020-01-31' })
    expect(before.csv.trim().split('\r\n')).toHaveLength(1)
  })

  it('list only confirmed newsletter subscribers, with the time of their consent', async () => {
    const payload = await shop()
    const at = new Date().toISOString()
    await payload.create({
      collection: 'subscribers',
      overrideAccess: true,
      data: { email: `yes-${Date.now()}@example.com`, status: 'confirmed', token: 'a', confirmedAt: at, lang: 'it' },
    })
    await payload.create({
      collection: 'subscribers',
      overrideAccess: true,
      data: { email: `no-${Date.now()}@example.com`, status: 'pending', token: 'b', lang: 'en' },
    })
    const { csv } = await exportCsv(payload, 'subscribers', 'en', null)
    expect(csv).toMatch(/^\uFEFFE-mail;Language;Consent given on\r\n/)
    expect(csv).toContain(`;it;${at}`)
    expect(csv).not.toMatch(/no-\d+@example\.com/)
  })
})

describe('stock edited in the CMS while the shop sells', () => {
  // The operator's form and drafts hold the pieces as they were when opened; sales keep taking pieces.
  async function setUp() {
    const payload = await shop()
    const user = await operator()
    const seeded = await seededProduct('candela-vetro-soffiato')
    const p = await payload.update({
      collection: 'products',
      id: seeded.id,
      overrideAccess: true,
      data: { stock: 10, instock: true, fragrance: [] },
    })
    const as = { user, overrideAccess: false } as const
    const live = async () => (await payload.findByID({ collection: 'products', id: p.id, overrideAccess: true })).stock
    return { payload, id: p.id, as, live }
  }

  it('publishing a draft saved before a sale keeps the pieces the sale took', async () => {
    const { payload, id, as, live } = await setUp()
    await payload.update({ collection: 'products', id, draft: true, data: { tags: 'bozza' }, ...as })
    expect((await reservePieces(payload, new Map([[`p:${id}`, 1]]))).ok).toBe(true)
    await payload.update({ collection: 'products', id, data: { _status: 'published' }, ...as })
    expect(await live()).toBe(9)
    const published = await payload.findByID({ collection: 'products', id, overrideAccess: true, locale: 'it' })
    expect(published.tags).toBe('bozza')
  })

  it('a form opened before a sale and saved after it does not give the sold piece back; a typed count wins', async () => {
    const { payload, id, as, live } = await setUp()
    const form = await payload.findByID({ collection: 'products', id, draft: true, locale: 'it', ...as })
    expect(form.stock).toBe(10)
    await reservePieces(payload, new Map([[`p:${id}`, 2]]))
    await payload.update({ collection: 'products', id, locale: 'it', data: { ...form, name: form.name }, ...as })
    expect(await live()).toBe(8)
    // The form the operator opens now shows the live count, also when the newest version is an older draft.
    await payload.update({ collection: 'products', id, draft: true, locale: 'it', data: { tags: 'x' }, ...as })
    await reservePieces(payload, new Map([[`p:${id}`, 1]]))
    const fresh = await payload.findByID({ collection: 'products', id, draft: true, locale: 'it', ...as })
    expect(fresh.stock).toBe(7)
    // The operator counted the shelf and types 20: that is the stock.
    await payload.update({ collection: 'products', id, locale: 'it', data: { ...fresh, stock: 20 }, ...as })
    expect(await live()).toBe(20)
  })

  it('restoring an older version restores its content, not its pieces', async () => {
    const { payload, id, as, live } = await setUp()
    await payload.update({ collection: 'products', id, locale: 'it', data: { tags: 'prima' }, ...as })
    await reservePieces(payload, new Map([[`p:${id}`, 3]]))
    const versions = await payload.findVersions({
      collection: 'products',
      where: { parent: { equals: id } },
      sort: '-updatedAt',
      limit: 1,
      overrideAccess: true,
    })
    await payload.restoreVersion({ collection: 'products', id: versions.docs[0]!.id, ...as })
    expect(await live()).toBe(7)
  })

  it('per fragrance: a stale form or draft keeps what the sales took from each fragrance', async () => {
    const { payload, id, as } = await setUp()
    const withRows = await payload.update({
      collection: 'products',
      id,
      locale: 'it',
      overrideAccess: true,
      data: {
        fragrance: [
          { name: 'Fico', stock: 4 },
          { name: 'Cedro', stock: 6 },
        ],
      },
    })
    onTestFinished(async () => {
      await payload.update({ collection: 'products', id, overrideAccess: true, data: { fragrance: [] } })
    })
    const [fico, cedro] = withRows.fragrance!.map((f) => f.id!)
    const form = await payload.findByID({ collection: 'products', id, draft: true, locale: 'it', ...as })
    await reservePieces(payload, new Map([[`f:${id}:${fico}`, 1]]))
    await payload.update({ collection: 'products', id, draft: true, locale: 'it', data: form, ...as })
    await reservePieces(payload, new Map([[`f:${id}:${cedro}`, 2]]))
    await payload.update({ collection: 'products', id, data: { _status: 'published' }, ...as })
    const after = await payload.findByID({ collection: 'products', id, locale: 'it', overrideAccess: true })
    expect(after.fragrance!.map((f) => [f.name, f.stock])).toEqual([
      ['Fico', 3],
      ['Cedro', 4],
    ])
  })
})

describe('missing translations', () => {
  it('the operator sees which texts have no English version; the shop’s readers do not get the note', async () => {
    const payload = await shop()
    const user = await operator()
    const p = await seededProduct('candela-vetro-soffiato')
    const summary = p.product_summary
    const english = await payload.findByID({ collection: 'products', id: p.id, locale: 'en', overrideAccess: true })
    await payload.update({
      collection: 'products',
      id: p.id,
      locale: 'en',
      data: { product_summary: '' },
      overrideAccess: true,
    })
    onTestFinished(async () => {
      await payload.update({
        collection: 'products',
        id: p.id,
        locale: 'en',
        data: { product_summary: english.product_summary },
        overrideAccess: true,
      })
    })
    const seen = await payload.findByID({ collection: 'products', id: p.id, locale: 'it', user, overrideAccess: false })
    expect(seen.missingTranslations).toBe('Manca il testo in inglese per: Riassunto')
    // The note's read in every language does not change the language of the answer.
    expect(seen.product_summary).toBe(summary)
    const publicRead = await payload.findByID({ collection: 'products', id: p.id, locale: 'it', overrideAccess: true })
    expect(publicRead.missingTranslations).toBeUndefined()
    const about = await payload.findGlobal({ slug: 'about', locale: 'it', user, overrideAccess: false })
    expect(about.missingTranslations).toBe('Tutto tradotto in inglese.')
  })
})
