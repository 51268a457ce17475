import type { CollectionAfterReadHook, CollectionBeforeChangeHook } from 'payload'
import { keepLiveStock, withLiveStock, type StockEdit } from '@/features/products/server'
import { isAdminUser } from '@/payload/access'
import { liveStock } from './stock'

/** The product collection's stock hooks (registered at src/composition.ts; the field: payload/fields/stock-seen.ts). */

/** The operator reads the live counts, also in a draft or a version made before the latest sales. */
export const showLiveStock: CollectionAfterReadHook = async ({ doc, req }) => {
  if (!isAdminUser(req.user) || doc?.id === undefined) return doc
  return withLiveStock(doc as StockEdit, await liveStock(req.payload, doc.id))
}

/**
 * A person's save (the form, a draft, publishing, restoring a version, the REST API) writes only the
 * counts they typed. The shop's own code (seeding, imports, tests: no user) sets the counts it sends.
 */
export const keepSoldPieces: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req, context }) => {
  if (operation !== 'update' || originalDoc?.id === undefined || !req.user) return data
  const live = await liveStock(req.payload, originalDoc.id)
  return keepLiveStock(data as StockEdit, originalDoc as StockEdit, live, Boolean(context.isRestoringVersion))
}
