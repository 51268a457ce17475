import type { CollectionAfterChangeHook, Payload } from 'payload'
import { allPages } from '@/lib/pages'
import { DEFAULT_LANG } from '@/i18n/locales'
import type { CategoryHistory, Product } from '@/payload-types'
import type { Membership } from './membership'

const id = (v: number | string | { id: number | string }) => String(typeof v === 'object' ? v.id : v)

/**
 * The category history (issue 52, ADR 0032), recorded on every write path like the price history (the
 * products' afterChange hook: /cms, REST, Local API, the seed): when a published product's Italian
 * category differs from its last recorded one, a row says from when. Drafts were not for sale.
 * `context.priceSince` lets the demo seed date it in the past.
 */
export const recordCategoryHistory: CollectionAfterChangeHook<Product> = async ({ doc, req, context }) => {
  if (doc._status === 'draft') return doc
  // Sales name categories in Italian (the default language): a save in another language reads that one.
  const category =
    req.locale === DEFAULT_LANG
      ? doc.category
      : (
          await req.payload.findByID({
            collection: 'products',
            id: doc.id,
            locale: DEFAULT_LANG,
            fallbackLocale: false,
            depth: 0,
            overrideAccess: true,
            req,
          })
        ).category
  if (typeof category !== 'string' || !category) return doc
  const last = await req.payload.find({
    collection: 'category-history',
    where: { product: { equals: doc.id } },
    sort: ['-from', '-id'],
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (last.docs[0]?.category === category) return doc
  await req.payload.create({
    collection: 'category-history',
    data: { product: doc.id, category, from: (context?.priceSince as string | undefined) ?? new Date().toISOString() },
    overrideAccess: true,
    req,
  })
  return doc
}

/** Every product's recorded categories (a deleted product's rows are left out). */
export async function loadMemberships(payload: Payload): Promise<Membership[]> {
  const docs = await allPages((page) =>
    payload.find({ collection: 'category-history', limit: 1000, page, depth: 0, sort: 'from', overrideAccess: true }),
  )
  return (docs as CategoryHistory[]).flatMap((r) =>
    r.product ? [{ productId: id(r.product), category: r.category, from: new Date(r.from) }] : [],
  )
}
