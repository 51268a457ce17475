import { afterAll, describe, expect, it } from 'vitest'
import { applyImport } from '@/features/catalogue-io/server'
import type { Product } from '@/payload-types'
import { seededProduct, shop } from './helpers'

// A product's date orders the listing's "newest" (sort date-desc, in the database: ADR 0040). Products made
// by the CSV import (or by a save that sends no date) had none: SQLite puts them last under "newest",
// PostgreSQL first under both orders. Every new product now gets the moment it was made.

const TAG = `${Date.now()}`.slice(-6)
const CATEGORY = `Prova data ${TAG}`
const HEAD = 'sku;variant_sku;name_it;name_en;summary_it;summary_en;category;price;stock;status;weight_g;gtin'
const enc = (text: string) => new TextEncoder().encode(text)

afterAll(async () => {
  const payload = await shop()
  await payload.delete({ collection: 'products', where: { sku: { like: `DATE${TAG}` } }, overrideAccess: true })
})

describe("a new product's date", () => {
  it('is the moment it was made, by the CSV import or a save without one, so it comes first under "newest"', async () => {
    const payload = await shop()
    const base = await seededProduct('vaso-onda')
    const copy: Record<string, unknown> = { ...base }
    for (const k of ['id', 'createdAt', 'updatedAt', 'sets', 'fragrance', 'stockAlerts', 'date']) delete copy[k]
    const older = (await payload.create({
      collection: 'products',
      overrideAccess: true,
      locale: 'it',
      data: {
        ...copy,
        url: `prova-data-${TAG}-old`,
        sku: `DATE${TAG}-OLD`,
        name: 'Prova vecchia',
        category: CATEGORY,
        date: '2026-01-01T00:00:00.000Z',
        _status: 'published',
      } as never,
    })) as Product
    await payload.update({
      collection: 'products',
      id: older.id,
      locale: 'en',
      overrideAccess: true,
      data: { name: 'Old test', category: `Date test ${TAG}` } as never,
    })

    const before = Date.now()
    // A save that sends no date, as the /cms form does when the operator leaves it empty.
    const saved = (await payload.create({
      collection: 'products',
      overrideAccess: true,
      locale: 'it',
      data: {
        ...copy,
        url: `prova-data-${TAG}-cms`,
        sku: `DATE${TAG}-CMS`,
        name: 'Prova cms',
        category: CATEGORY,
        _status: 'published',
      } as never,
    })) as Product
    expect(saved.date).toBeTruthy()
    expect(Date.parse(saved.date!)).toBeGreaterThanOrEqual(before - 1000)

    const done = await applyImport(
      payload,
      { csv: enc(`${HEAD}\nDATE${TAG}-NEW;;Prova nuova;New test;;;${CATEGORY};12,00;4;draft;;`) },
      { by: 'test' },
    )
    expect(done).toMatchObject({ ok: true, created: 1 })
    const [imported] = (
      await payload.find({
        collection: 'products',
        where: { sku: { equals: `DATE${TAG}-NEW` } },
        draft: true,
        overrideAccess: true,
        depth: 0,
      })
    ).docs
    expect(imported?.date).toBeTruthy()
    expect(Date.parse(imported!.date!)).toBeGreaterThanOrEqual(before - 1000)

    // Published, it is the newest of its category, and the oldest is last.
    await payload.update({
      collection: 'products',
      id: imported!.id,
      overrideAccess: true,
      data: { _status: 'published', mainimage: base.mainimage } as never,
    })
    const newest = await payload.find({
      collection: 'products',
      where: { category: { equals: CATEGORY } },
      sort: ['-date', 'position', 'id'],
      locale: 'it',
      depth: 0,
    })
    expect(newest.docs.map((d) => d.sku)).toEqual([`DATE${TAG}-NEW`, `DATE${TAG}-CMS`, `DATE${TAG}-OLD`])
  })
})
