import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { cacheTags, revalidate } from '@/lib/cache'

type Session = { resolve: () => Promise<void> }

/**
 * `fn` once the save's database transaction is committed (PostgreSQL: a /cms save is one): a revalidation
 * inside it would let a page read before the commit cache the old values again. No transaction (SQLite's
 * saves): at once. A rolled-back save revalidates nothing; the CSV import revalidates after its own commit.
 * Every hook that revalidates (the catalogue, globals, media, dealers, reviews, sales and offers) goes through it.
 */
export async function afterCommit(req: PayloadRequest, fn: () => void): Promise<void> {
  const id = await req.transactionID
  const sessions = (req.payload.db as unknown as { sessions?: Record<string, Session> }).sessions
  const session = id ? sessions?.[String(id)] : undefined
  if (!session) return fn()
  const resolve = session.resolve
  session.resolve = async () => {
    await resolve()
    fn()
  }
}

export const revalidateProducts: CollectionAfterChangeHook = async ({ doc, req }) => {
  await afterCommit(req, () => revalidate(cacheTags.products))
  return doc
}
export const revalidateProductsAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await afterCommit(req, () => revalidate(cacheTags.products))
  return doc
}
export const revalidateGlobal: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  // Its save is a transaction too (PostgreSQL): the shop settings' rates and page size, read between a
  // revalidation and the COMMIT, would be cached again as they were until the next save.
  await afterCommit(req, () => revalidate(cacheTags.global(global.slug)))
  return doc
}

/**
 * A picture or video can show anywhere (products, every content page, the footer): saving, replacing or
 * deleting one revalidates the catalogue and every global, so no page keeps pointing at an old file.
 */
const revalidateAllContent = (globals: { slug: string }[]) => {
  for (const tag of cacheTags.everyContent(globals.map((g) => g.slug))) revalidate(tag)
}
export const revalidateMedia: CollectionAfterChangeHook = async ({ doc, req }) => {
  await afterCommit(req, () => revalidateAllContent(req.payload.config.globals))
  return doc
}
export const revalidateMediaAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await afterCommit(req, () => revalidateAllContent(req.payload.config.globals))
  return doc
}
