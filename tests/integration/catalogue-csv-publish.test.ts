import { afterAll, describe, expect, it } from 'vitest'
import { applyImport } from '@/features/catalogue-io/server'
import { search, searchEngine } from '@/features/search/search'
import type { Product } from '@/payload-types'
import { seededProduct, shop } from './helpers'

// A new product made by the CSV import (a draft, its English texts written beside the Italian ones), then
// published from /cms as an operator does it: in Italian, with its photo. The English shop must then
// show it by its English name, sort it by that name and find it by English words.

const TAG = `${Date.now()}`.slice(-6)
const enc = (text: string) => new TextEncoder().encode(text)
const HEAD = 'sku;variant_sku;name_it;name_en;summary_it;summary_en;category;price;stock;status;weight_g;gtin'

afterAll(async () => {
  const payload = await shop()
  await payload.delete({ collection: 'products', where: { sku: { like: `PUB${TAG}` } }, overrideAccess: true })
})

describe('a product imported by CSV, then published from /cms', () => {
  it('is English in the English shop: name, sort name, summary, variants, search', async () => {
    const payload = await shop()
    const seeded = await seededProduct('vaso-onda')
    const category = seeded.category
    const csv = [
      HEAD,
      `PUB${TAG};;Lanterna zafferano;Saffron lantern${TAG};Riassunto;Summary in English;${category};30,00;4;draft;;`,
      `PUB${TAG};PUB${TAG}-A;Zafferano;Saffron${TAG};;;;;3;;120;`,
    ].join('\r\n')
    const done = await applyImport(payload, { csv: enc(csv) }, { by: 'test' })
    expect(done, JSON.stringify(done)).toMatchObject({ ok: true, created: 1 })
    const draft = (
      await payload.find({
        collection: 'products',
        where: { sku: { equals: `PUB${TAG}` } },
        locale: 'it',
        draft: true,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0] as Product
    // /cms publishes the form it shows, in the operator's language (Italian), the photo added.
    const photo = seeded.mainimage
    const form: Record<string, unknown> = { ...draft }
    for (const k of ['id', 'createdAt', 'updatedAt']) delete form[k]
    await payload.update({
      collection: 'products',
      id: draft.id,
      locale: 'it',
      depth: 0,
      overrideAccess: true,
      data: { ...form, mainimage: typeof photo === 'object' ? photo.id : photo, _status: 'published' } as never,
    })
    const en = (await payload.findByID({
      collection: 'products',
      id: draft.id,
      locale: 'en',
      fallbackLocale: false as never,
      depth: 0,
      overrideAccess: true,
    })) as Product
    expect(en._status).toBe('published')
    expect({ name: en.name, sortName: en.sortName, summary: en.product_summary }).toEqual({
      name: `Saffron lantern${TAG}`,
      sortName: `saffron lantern${TAG}`,
      summary: 'Summary in English',
    })
    const seededEn = (await payload.findByID({
      collection: 'products',
      id: seeded.id,
      locale: 'en',
      depth: 0,
    })) as Product
    expect(en.category).toBe(seededEn.category)
    expect(en.fragrance?.map((f) => f.name)).toEqual([`Saffron${TAG}`])
    const found = await search(searchEngine(payload), `lantern${TAG}`, 'en', {})
    expect(found.found.map((f) => f.url)).toContain(`/shop/${draft.url}`)
  })
})
