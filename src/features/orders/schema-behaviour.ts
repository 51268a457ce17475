import { APIError, type CollectionAfterChangeHook, type CollectionBeforeDeleteHook } from 'payload'
import { operatorLang } from '@/payload/labels'
import { countOrdersWithCode, writeOrderRef } from './repository-lifecycle'

/** The orders feature's behaviour on the schema, registered at the composition root (src/composition.ts). */

/** An order's `ref` is its id as text, so the operator can search ids by substring. */
export const refFromId: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create' && doc.ref !== String(doc.id)) {
    await writeOrderRef(req, doc.id)
    doc.ref = String(doc.id)
  }
  return doc
}

/**
 * A discount code some order names (even an expired one) is part of that order's record: on every path
 * and both databases the answer to deleting it is the same 400, never a foreign-key error (registered on
 * the discount codes at src/composition.ts).
 */
export const keepCodesOnOrders: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const totalDocs = await countOrdersWithCode(req, id)
  if (totalDocs > 0)
    throw new APIError(
      operatorLang(req) === 'en'
        ? `The code is on ${totalDocs} order(s) and cannot be deleted: end it instead.`
        : `Il codice è in ${totalDocs} ordini e non si può eliminare: fallo scadere.`,
      400,
      undefined,
      true,
    )
}
