import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getProductTerms, getProductTermsOf } from '@/features/dealers/data'
import { priceListCsv, priceListCsvParts, priceListRows } from '@/features/dealers/price-list'
import { publishedStockPages } from '@/features/products/stock-list'
import { getPublishedProducts } from '@/features/products/data'
import {
  draftBySlug,
  draftsByIds,
  getCategories,
  getFeaturedProducts,
  getNewProducts,
  getProductBySlug,
  getPublishedProductsByIds,
  getRelatedProducts,
} from '@/features/products/lookups'
import type { ProductView } from '@/features/products/types'
import { normalizeSlug } from '@/features/products/listing'
import type { Product } from '@/payload-types'
import { seededProduct, shop } from './helpers'

// Issue 54: a page, the cart, the wishlist and the search read only the products they name, by indexed
// queries. Each lookup answers exactly what the whole catalogue (the reads they replace) answered.

const created: number[] = []
const sales: number[] = []
const tag = `${Date.now()}`
let n = 0

beforeAll(async () => {
  await shop()
})
// Other files read the whole catalogue (its categories, its count); on PostgreSQL they share one database.
afterAll(async () => {
  const payload = await shop()
  // A sale once started is price history (it cannot be deleted): it ends now.
  for (const id of sales)
    await payload.update({ collection: 'sales', id, data: { ends: new Date().toISOString() }, overrideAccess: true })
  for (const id of created) await payload.delete({ collection: 'products', id, overrideAccess: true })
})

/** A product of its own, copied from a seeded one. */
async function newProduct(over: Record<string, unknown> = {}, status: 'published' | 'draft' = 'published') {
  const payload = await shop()
  const base = await seededProduct('vaso-onda')
  n += 1
  const copy: Record<string, unknown> = { ...base }
  for (const k of ['id', 'createdAt', 'updatedAt', 'sets', 'fragrance']) delete copy[k]
  const product = (await payload.create({
    collection: 'products',
    overrideAccess: true,
    locale: 'it',
    draft: status === 'draft',
    data: {
      ...copy,
      url: `vaso-lookup-${n}-${tag}`,
      sku: `LOOKUP-${n}`,
      price: 40,
      sets: [{ number: 3, price: 100 }],
      new: false,
      ...over,
      _status: status,
    } as never,
  })) as Product
  created.push(product.id)
  return product
}

/** What the whole catalogue answered (the reads the lookups replace). */
const old = {
  bySlug: async (lang: 'it' | 'en', slug: string) =>
    (await getPublishedProducts(lang)).find((p) => normalizeSlug(p.url) === normalizeSlug(slug)) ?? null,
  byId: async (lang: 'it' | 'en', id: number | string) =>
    (await getPublishedProducts(lang)).find((p) => p.id === String(id)),
  related: async (lang: 'it' | 'en', product: ProductView, limit: number) =>
    (await getPublishedProducts(lang))
      .filter((p) => p.category === product.category && p.id !== product.id)
      .slice(0, limit),
}

describe('a product by its address', () => {
  it('is the catalogue’s own view, in either language, whatever the case and spaces of the address', async () => {
    for (const lang of ['it', 'en'] as const) {
      const catalogue = await getPublishedProducts(lang)
      expect(catalogue.length).toBeGreaterThan(5)
      for (const p of catalogue) {
        for (const asked of [p.url, p.url.toUpperCase(), `  ${p.url} `, encodeURIComponent(` ${p.url}`)])
          expect(await getProductBySlug(lang, asked)).toEqual(await old.bySlug(lang, asked))
        expect((await getProductBySlug(lang, p.url))?.id).toBe(p.id)
      }
    }
  })

  it('is nothing for an unknown address, a malformed one, or a draft never published', async () => {
    const draft = await newProduct({}, 'draft')
    for (const asked of ['non-esiste', 'vaso onda', 'vaso.onda', '%E0%A4%A', '', draft.url])
      expect(await getProductBySlug('it', asked)).toBeNull()
    expect(await old.bySlug('it', draft.url)).toBeNull()
  })
})

describe('products by id (cart, checkout, wishlist, search)', () => {
  it('carry the running sale’s prices exactly as the catalogue does; drafts and unknown ids are left out', async () => {
    const payload = await shop()
    const onSale = await newProduct()
    const plain = await newProduct({ price: 12.34 })
    const draft = await newProduct({}, 'draft')
    const sale = await payload.create({
      collection: 'sales',
      overrideAccess: true,
      data: {
        name: `lookup ${tag}`,
        starts: new Date(Date.now()).toISOString(),
        ends: new Date(Date.now() + 3_600_000).toISOString(),
        appliesTo: 'products',
        products: [onSale.id],
        kind: 'percent',
        percent: 25,
      },
    })
    sales.push(sale.id)
    for (const lang of ['it', 'en'] as const) {
      const asked = [
        String(plain.id),
        '999999999',
        String(onSale.id),
        String(draft.id),
        String(plain.id),
        `0${plain.id}`,
      ]
      const found = await getPublishedProductsByIds(lang, asked)
      expect(found.map((p) => p.id)).toEqual([String(plain.id), String(onSale.id)])
      expect(found).toEqual([await old.byId(lang, plain.id), await old.byId(lang, onSale.id)])
      const sold = found[1]!
      expect(sold.price).toBe(30)
      expect(sold.onSale).toBe(true)
      expect(sold.sets).toEqual([expect.objectContaining({ number: 3, price: 75, onSale: true })])
      expect(found[0]!.price).toBe(12.34)
    }
    expect(await getPublishedProductsByIds('it', [])).toEqual([])
  })

  it('answer every seeded product as the catalogue does, stock and fragrances included', async () => {
    const catalogue = await getPublishedProducts('it')
    expect(await getPublishedProductsByIds('it', catalogue.map((p) => p.id).reverse())).toEqual(
      [...catalogue].reverse(),
    )
  })
})

describe('the operator’s preview', () => {
  it('shows the latest drafts by address and by id; shoppers still get the published product', async () => {
    const payload = await shop()
    const live = await newProduct({ name: `Vaso pubblicato ${tag}` })
    await payload.update({
      collection: 'products',
      id: live.id,
      locale: 'it',
      draft: true,
      overrideAccess: true,
      data: { name: `Vaso in bozza ${tag}`, price: 41 },
    })
    const unpublished = await newProduct({ name: `Mai pubblicato ${tag}` }, 'draft')
    expect((await draftBySlug('it', live.url.toUpperCase()))?.name).toBe(`Vaso in bozza ${tag}`)
    expect((await draftBySlug('it', live.url))?.price).toBe(41)
    expect((await getProductBySlug('it', live.url))?.name).toBe(`Vaso pubblicato ${tag}`)
    expect((await getProductBySlug('it', live.url))?.price).toBe(40)
    expect((await draftBySlug('it', unpublished.url))?.name).toBe(`Mai pubblicato ${tag}`)
    expect(await draftBySlug('it', 'vaso onda')).toBeNull()
    const drafts = await draftsByIds('it', [String(unpublished.id), '999999999', String(live.id), String(live.id)])
    expect(drafts.map((p) => p.name)).toEqual([`Mai pubblicato ${tag}`, `Vaso in bozza ${tag}`])
    expect(
      (await getPublishedProductsByIds('it', [String(unpublished.id), String(live.id)])).map((p) => p.name),
    ).toEqual([`Vaso pubblicato ${tag}`])
  })
})

describe('selections of the shop', () => {
  it('related products: the same category only, the product itself excluded, in the featured order, limited', async () => {
    const category = `Lookup ${tag}`
    const mine = []
    for (const position of [5, 1, 4, 2, 3]) mine.push(await newProduct({ category, position }))
    const [first] = await getPublishedProductsByIds('it', [String(mine[0]!.id)])
    for (const limit of [2, 3, 4, 10]) {
      const related = await getRelatedProducts('it', first!, limit)
      expect(related).toEqual(await old.related('it', first!, limit))
      expect(related.length).toBe(Math.min(limit, 4))
      expect(related.every((p) => p.category === category && p.id !== first!.id)).toBe(true)
    }
    expect((await getRelatedProducts('it', first!, 3)).map((p) => p.position)).toEqual([1, 2, 3])
    // Seeded products: what the catalogue answered, in both languages.
    for (const lang of ['it', 'en'] as const)
      for (const p of await getPublishedProducts(lang))
        expect(await getRelatedProducts(lang, p)).toEqual(await old.related(lang, p, 4))
  })

  it('new products, the first in the featured order, and the categories as the catalogue has them', async () => {
    for (const lang of ['it', 'en'] as const) {
      const catalogue = await getPublishedProducts(lang)
      expect(await getNewProducts(lang, 8)).toEqual(catalogue.filter((p) => p.isNew).slice(0, 8))
      expect(await getNewProducts(lang, 2)).toEqual(catalogue.filter((p) => p.isNew).slice(0, 2))
      expect(await getFeaturedProducts(lang, 4)).toEqual(catalogue.slice(0, 4))
      expect(await getCategories(lang)).toEqual(
        [...new Set(catalogue.map((p) => p.category))].sort(new Intl.Collator(lang).compare),
      )
    }
  })
})

describe('a dealer’s cart', () => {
  it('reads the trade terms of its products only: the same terms every product’s read holds', async () => {
    const all = await getProductTerms()
    const draft = await newProduct({}, 'draft')
    const ids = [...all.keys()].slice(0, 3)
    const mine = await getProductTermsOf([...ids, ids[0]!, String(draft.id), '999999999', 'x'])
    expect([...mine.keys()].sort()).toEqual([...ids].sort())
    for (const id of ids) expect(mine.get(id)).toEqual(all.get(id))
    expect(await getProductTermsOf([])).toEqual(new Map())
  })
})

describe('the dealers’ price list', () => {
  it('is read a page at a time and written as read: the same file as from the whole catalogue', async () => {
    const terms = await getProductTerms()
    for (const lang of ['it', 'en'] as const) {
      const catalogue = await getPublishedProducts(lang)
      const rows = []
      for await (const page of publishedStockPages(lang)) rows.push(...page)
      expect(rows).toEqual(catalogue.map(({ id, sku, name, instock }) => ({ id, sku, name, instock })))
      let streamed = ''
      for await (const part of priceListCsvParts(publishedStockPages(lang), terms, 12.5, lang)) streamed += part
      expect(streamed).toBe(priceListCsv(priceListRows(catalogue, terms, 12.5), lang))
      expect(streamed.split('\r\n').length).toBeGreaterThan(catalogue.length)
    }
  })
})
