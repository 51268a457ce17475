import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook } from 'payload'
import { log } from '@/lib/logger'

/**
 * How long after a save the alerts look at the product. Payload has no hook after its transaction
 * commits; the alerts read the product as it is stored then, outside the save's transaction, so a save
 * that was rolled back sends nothing. A look that comes too early (a commit slower than this) finds
 * nothing due, and the outbox's timer looks again within its tick (instrumentation.ts).
 */
const AFTER_SAVE_MS = 1000

/** A save in /cms (or any write of a product) that brought stock back sends the alerts due. */
export const sendAlertsAfterChange: CollectionAfterChangeHook = ({ doc, req, context }) => {
  // A bulk write (the CSV import, issue 54) calls afterStockChange itself once its transaction commits.
  if (context?.alertsLater) return doc
  setTimeout(async () => {
    // Loaded when it runs: the alerts' e-mails read the seller through the shop's Payload, whose config
    // holds the products collection (a static import would loop through the config).
    const { afterStockChange } = await import('./data')
    await afterStockChange(req.payload, [doc.id])
  }, AFTER_SAVE_MS).unref()
  return doc
}

/** A deleted product takes its alerts with it (nobody will be told about a product that is gone). */
export const dropAlertsBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  try {
    await req.payload.delete({
      collection: 'stock-alerts',
      where: { product: { equals: id } },
      overrideAccess: true,
      req,
    })
  } catch (err) {
    log.warn('alerts of a deleted product not removed', { product: id, error: (err as Error).message })
  }
}
