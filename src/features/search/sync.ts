import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
} from 'payload'
import { LANGS, type Lang } from '@/i18n/locales'
import { allPages } from '@/lib/pages'
import { log } from '@/lib/logger'
import { categoryDocs, pageDocs, productDocs, SEARCHED_PAGES, type IndexedProduct } from './documents'
import { searchEngine } from './search'

/**
 * Keeping the search index in step with the catalogue and the pages (issue 39): every save, publication
 * and delete of a product re-indexes it (its published version: a draft is not found) and the
 * categories; every save of a searched page re-indexes it. Prices and stock are not in the index: the
 * results read them from the catalogue when shown. A failure is logged, never fails the operator's save;
 * `npm run search:rebuild` makes the index again from scratch.
 */

const read = { depth: 0, locale: 'all', overrideAccess: true, draft: false } as const

/**
 * Reads inside the save's transaction (PostgreSQL) but in the locale asked for: a hook's own request
 * carries the locale being edited, which would override it.
 */
const within = (req?: Partial<PayloadRequest>): Partial<PayloadRequest> | undefined =>
  req?.transactionID ? { transactionID: req.transactionID } : undefined

async function indexProduct(payload: Payload, id: string | number, req?: Partial<PayloadRequest>) {
  const doc = await payload
    .findByID({ collection: 'products', id, ...read, req: within(req), disableErrors: true })
    .catch(() => null)
  await searchEngine(payload).replace('product', String(id), doc ? productDocs(doc as unknown as IndexedProduct) : [])
}

async function indexCategories(payload: Payload, req?: Partial<PayloadRequest>) {
  const names = await Promise.all(
    LANGS.map(async (lang: Lang) => {
      const res = await payload.findDistinct({
        collection: 'products',
        field: 'category',
        locale: lang,
        where: { _status: { equals: 'published' } },
        overrideAccess: true,
        req: within(req),
      })
      return res.values.map((v) => ({ lang, name: String((v as { category?: unknown }).category ?? '') }))
    }),
  )
  await searchEngine(payload).replace('category', null, categoryDocs(names.flat()))
}

async function indexPage(payload: Payload, slug: string, req?: Partial<PayloadRequest>) {
  const config = payload.config.globals.find((g) => g.slug === slug)
  if (!config) return
  const label = config.label as Record<Lang, string> | string
  const labels = Object.fromEntries(LANGS.map((l) => [l, typeof label === 'string' ? label : (label[l] ?? slug)]))
  const global = await payload.findGlobal({ slug: slug as never, ...read, req: within(req) })
  await searchEngine(payload).replace(
    'page',
    slug,
    pageDocs(slug, global as Record<string, unknown>, labels as Record<Lang, string>),
  )
}

const quietly = async (what: string, work: () => Promise<void>) => {
  try {
    await work()
  } catch (err) {
    log.warn(`search: ${what} not indexed (npm run search:rebuild makes the index again)`, {
      error: (err as Error).message,
    })
  }
}

export const indexProductAfterChange: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  // A bulk write (the CSV import, issue 54) indexes its products itself once its transaction is over:
  // on SQLite the index's own writes would meet the import's lock.
  if (context?.searchLater) return doc
  await quietly(`product ${doc.id}`, async () => {
    await indexProduct(req.payload, doc.id, req)
    await indexCategories(req.payload, req)
  })
  return doc
}

/** Products written in bulk (`context.searchLater`), indexed after the write, and the categories. */
export async function indexProducts(payload: Payload, ids: readonly (string | number)[]): Promise<void> {
  for (const id of ids) await quietly(`product ${id}`, () => indexProduct(payload, id))
  await quietly('categories', () => indexCategories(payload))
}

export const indexProductAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await quietly(`product ${doc.id}`, async () => {
    await searchEngine(req.payload).replace('product', String(doc.id), [])
    await indexCategories(req.payload, req)
  })
  return doc
}

export const indexPageAfterChange: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  if ((SEARCHED_PAGES as readonly string[]).includes(global.slug))
    await quietly(`page ${global.slug}`, () => indexPage(req.payload, global.slug, req))
  return doc
}

/** The whole index made again: every published product, the categories, the searched pages. */
export async function rebuildSearchIndex(payload: Payload): Promise<{ products: number; documents: number }> {
  const engine = searchEngine(payload)
  const products = await allPages((page) =>
    payload.find({
      collection: 'products',
      ...read,
      limit: 250,
      page,
      sort: 'id',
      where: { _status: { equals: 'published' } },
    }),
  )
  await engine.clear()
  await engine.replace(
    'product',
    null,
    products.flatMap((p) => productDocs(p as unknown as IndexedProduct)),
  )
  await indexCategories(payload)
  for (const slug of SEARCHED_PAGES) await indexPage(payload, slug)
  return { products: products.length, documents: await engine.count() }
}

/** At start: an empty index with a catalogue (a fresh move between databases, an old shop) is built. */
export async function ensureSearchIndex(payload: Payload): Promise<void> {
  await quietly('index', async () => {
    if ((await searchEngine(payload).count()) > 0) return
    if ((await payload.count({ collection: 'products', overrideAccess: true })).totalDocs === 0) return
    const { documents } = await rebuildSearchIndex(payload)
    log.info('search index built', { documents })
  })
}
