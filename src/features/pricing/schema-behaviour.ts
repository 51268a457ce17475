import { APIError, type CollectionBeforeDeleteHook, type PayloadRequest, type Validate } from 'payload'
import { cacheTags, revalidate } from '@/lib/cache'
import { afterCommit } from '@/payload/hooks'
import { operatorLang } from '@/payload/labels'
import { salesChanged } from './boundaries'
import { codeProblems, normaliseCode, type CodeInput } from './codes'
import { canDeleteSale, saleProblems, type SaleInput } from './sale-rules'

/**
 * The pricing feature's behaviour on the schema's sales, offers and discount codes, registered at the
 * composition root (src/composition.ts): the rules as field validation on every write path, the
 * deletion guard, and what follows a saved promotion.
 */

/**
 * The sale's rules (features/pricing/sale-rules.ts) as Payload's own field validation, so every write
 * path — /cms, REST, Local API — refuses with the reason under the field, in the operator's language.
 */
export const saleFieldRule =
  (path: string): Validate =>
  async (_value, { data, id, operation, req }) => {
    const context = req.context as { saleOriginal?: Promise<SaleInput | null> }
    context.saleOriginal ??=
      operation === 'update' && id !== undefined
        ? req.payload
            .findByID({ collection: 'sales', id, depth: 0, overrideAccess: true, req })
            .then((d) => d as SaleInput)
            .catch(() => null)
        : Promise.resolve(null)
    const original = await context.saleOriginal
    const problem = saleProblems({ ...original, ...(data as SaleInput) }, original, new Date()).find(
      (p) => p.path === path,
    )
    return problem ? problem[operatorLang(req)] : true
  }

/** Only a sale that has not started can be deleted (the Local API too: access covers REST and /cms). */
export const saleBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const sale = await req.payload.findByID({ collection: 'sales', id, depth: 0, overrideAccess: true, req })
  if (!canDeleteSale(sale as SaleInput, new Date()))
    throw new APIError(
      operatorLang(req) === 'en'
        ? 'The sale has started: it is part of the price history and cannot be deleted. End it now instead.'
        : 'La promozione è già iniziata: fa parte dello storico dei prezzi e non si può eliminare. Falla finire ora.',
      400,
      undefined,
      true,
    )
}

/**
 * The cached catalogue and pages; and this process's boundary watcher looks at the new periods. Once the
 * save is committed: a page read before the commit would cache the old prices again, and the watcher
 * would read the old periods; a rolled-back save changes nothing.
 */
export const salesSaved = async ({ req }: { req: PayloadRequest }) =>
  afterCommit(req, () => (revalidate(cacheTags.sales), salesChanged()))

/** The cached catalogue, the settings-tagged pages and this process's boundary watcher follow a saved offer (once committed). */
export const offersChanged = async ({ req }: { req: PayloadRequest }) =>
  afterCommit(req, () => {
    revalidate(cacheTags.sales)
    revalidate(cacheTags.global('shop-settings'))
    salesChanged()
  })

/** The code's rules (features/pricing/codes.ts) as field validation: the reason under the field on every write path. */
export const codeFieldRule =
  (path: keyof CodeInput): Validate =>
  (_value, { data, req }) => {
    const problem = codeProblems(data as CodeInput).find((p) => p.path === path)
    return problem ? problem[operatorLang(req)] : true
  }

/** A code is stored as the shopper would type it, whatever case the operator used. */
export const normaliseStoredCode = ({ data }: { data?: Record<string, unknown> }) =>
  data && typeof data.code === 'string' ? { ...data, code: normaliseCode(data.code) } : data
