import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import { afterAll, describe, expect, it } from 'vitest'
import { feedRows } from '@/features/feeds/rows'
import { LANGS } from '@/i18n/locales'
import { env } from '@/lib/env'
import type { Product } from '@/payload-types'
import { seededProduct, shop } from './helpers'

// Issue 54, feeds at 10,000 products: a feed reads a page's products as a few columns of Payload's
// tables (features/feeds/rows.ts) instead of whole documents. What it reads must be what Payload's own
// read gives for the same fields, in each language, Payload's fallback to Italian included (an English
// text left empty or never written), on SQLite and PostgreSQL.

const tag = Date.now().toString(36).toUpperCase()
const created: number[] = []

afterAll(async () => {
  const payload = await shop()
  for (const id of created) await payload.delete({ collection: 'products', id, overrideAccess: true })
})

const text = (t: string) => ({
  root: {
    type: 'root',
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        direction: 'ltr',
        format: '',
        indent: 0,
        version: 1,
        textFormat: 0,
        children: [{ type: 'text', text: t, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

/** The fields a feed reads, as Payload's document gives them (absent as null). */
function asPayloadReads(p: Product) {
  const image = p.mainimage && typeof p.mainimage === 'object' ? p.mainimage : null
  return {
    id: p.id,
    name: p.name,
    url: p.url,
    sku: p.sku,
    gtin: p.gtin ?? null,
    category: p.category,
    price: p.price,
    product_summary: p.product_summary ?? null,
    description: p.description ?? null,
    instock: p.instock ?? null,
    stock: p.stock ?? null,
    fragrance: (p.fragrance ?? []).map((f) => ({ stock: f.stock ?? null })),
    image: image ? { url: image.url, updatedAt: image.updatedAt } : null,
    dealerOnly: p.trade?.dealerOnly ?? null,
    weight: p.weight ?? null,
    packedSize: {
      length: p.packedSize?.length ?? null,
      width: p.packedSize?.width ?? null,
      height: p.packedSize?.height ?? null,
    },
  }
}

describe('the feeds’ lean read', () => {
  it('gives what Payload’s document gives, in both languages, its fallback to Italian included', async () => {
    const payload = await shop()
    const base = await seededProduct('vaso-onda')
    const copy: Record<string, unknown> = { ...base }
    for (const k of ['id', 'createdAt', 'updatedAt', 'sets', 'fragrance', 'description', 'product_summary'])
      delete copy[k]
    const made = (await payload.create({
      collection: 'products',
      overrideAccess: true,
      locale: 'it',
      data: {
        ...copy,
        url: `feed-rows-${tag.toLowerCase()}`,
        sku: `ROWS-${tag}`,
        name: `Righe ${tag} & <Co>`,
        category: `Categoria ${tag}`,
        product_summary: 'Sommario in italiano',
        description: text('Descrizione in italiano'),
        price: 24.9,
        stock: 4,
        weight: 1250,
        packedSize: { length: 30, width: 20, height: 12.5 },
        gtin: null,
        trade: { dealerOnly: true, casePack: 1 },
        fragrance: [
          { name: 'Fico', stock: 3 },
          { name: 'Ambra', stock: null },
          { name: 'Rosa', stock: 7 },
        ],
        sets: [],
        _status: 'published',
      } as never,
    })) as Product
    created.push(made.id)
    // English: a category of its own; the name and the summary empty, no description (an English row
    // Payload's form would not save, but an import or an older version may leave: Payload falls back).
    await payload.update({
      collection: 'products',
      id: made.id,
      locale: 'en',
      overrideAccess: true,
      data: {
        name: 'English name',
        category: `Category ${tag}`,
        product_summary: 'English summary',
        fragrance: made.fragrance!.map((f) => ({ ...f, name: `${f.name} EN` })),
      } as never,
    })
    const blank = sql`UPDATE "products_locales" SET "name" = '', "product_summary" = '', "description" = NULL
      WHERE "_parent_id" = ${made.id} AND "_locale" = 'en'`
    const db = (
      payload.db as unknown as { drizzle: { run?(q: SQL): Promise<unknown>; execute?(q: SQL): Promise<unknown> } }
    ).drizzle
    await (env.usePostgres ? db.execute!(blank) : db.run!(blank))
    const ids = [base.id, made.id]
    for (const lang of LANGS) {
      const docs = (
        await payload.find({
          collection: 'products',
          locale: lang,
          where: { id: { in: ids } },
          depth: 1,
          overrideAccess: true,
          sort: 'id',
        })
      ).docs as Product[]
      const rows = await feedRows(payload, lang, ids)
      const lean = rows.map(({ mainimage, trade, ...r }) => ({
        ...r,
        image: mainimage ? { url: mainimage.url, updatedAt: mainimage.updatedAt } : null,
        dealerOnly: trade.dealerOnly,
      }))
      expect(lean, lang).toEqual(docs.map(asPayloadReads))
    }
    const en = (await feedRows(payload, 'en', [made.id]))[0]!
    expect([en.name, en.category, en.product_summary]).toEqual([
      `Righe ${tag} & <Co>`,
      `Category ${tag}`,
      'Sommario in italiano',
    ])
    expect(JSON.stringify(en.description)).toContain('Descrizione in italiano')
    expect(en.fragrance).toEqual([{ stock: 3 }, { stock: null }, { stock: 7 }])
    // Unpublished after Payload chose the page: never read into a feed.
    await payload.update({ collection: 'products', id: made.id, overrideAccess: true, data: { _status: 'draft' } })
    expect(await feedRows(payload, 'it', [base.id, made.id])).toMatchObject([{ id: base.id }])
  })

  it('keeps the order asked for and leaves out a product that is gone', async () => {
    const payload = await shop()
    const all = await payload.find({ collection: 'products', limit: 3, depth: 0, overrideAccess: true, sort: 'id' })
    const ids = [...all.docs.map((d) => d.id).reverse(), 999_999_999]
    const rows = await feedRows(payload, 'it', ids)
    expect(rows.map((r) => r.id)).toEqual(ids.slice(0, -1))
  })
})
