import type { CollectionConfig, GlobalConfig, Payload } from 'payload'
import { env } from './lib/env'
import { withBehaviour, type Behaviour } from './payload/compose'
import { revalidateGlobal, revalidateProducts, revalidateProductsAfterDelete } from './payload/hooks'
import { collectionTranslationCheck } from './payload/translations'
import { cancelShipmentOfClosedOrder } from '@/features/carriers/server'
import { seed } from '@/features/demo/server'
import { keepCodesOnOrders, onOrderMoved, refFromId } from '@/features/orders/server'
import { keepSoldPieces, showLiveStock } from '@/features/orders/server'
import { globalPath, previewUrl, productPath } from '@/features/preview/server'
import { recordCategoryHistory } from '@/features/pricing/server'
import { recordPriceHistory } from '@/features/pricing/server'
import {
  codeFieldRule,
  normaliseStoredCode,
  offersChanged,
  saleBeforeDelete,
  saleFieldRule,
  salesSaved,
  shippingBandsRule,
  shippingBoxesRule,
  shippingZonesRule,
} from '@/features/pricing/server'
import { keepDecision, tellAuthor } from '@/features/reviews/server'
import { clearVotes } from '@/features/reviews/server'
import {
  ensureSearchIndex,
  indexPageAfterChange,
  indexProductAfterChange,
  indexProductAfterDelete,
} from '@/features/search/server'
import { dropAlertsBeforeDelete, sendAlertsAfterChange } from '@/features/stock-alerts/server'
import { requireSecondFactor } from '@/features/sign-in/server'
import { honourOperatorSessions, revokeWeakOperatorSessions } from '@/features/sign-in/server'

/**
 * The composition root (docs/adr/0038-floors.md): the behaviour each feature registers on the schema's
 * collections and globals, and what a first start runs. The schema (src/payload) declares fields, access
 * and admin and imports no feature; src/payload.config.ts builds the config from both.
 */

const rules = <K extends string>(paths: readonly K[], rule: (path: K) => unknown) =>
  Object.fromEntries(paths.map((path) => [path, rule(path)]))

const collections: Record<string, Behaviour<CollectionConfig>> = {
  products: {
    preview: (doc, { locale }) => previewUrl(productPath(doc.url as string | undefined), locale),
    hooks: {
      // The pieces sold since the operator's form opened are kept (orders' stock).
      beforeChange: [keepSoldPieces],
      afterRead: [showLiveStock, collectionTranslationCheck],
      afterChange: [
        recordPriceHistory, // pricing: the 30-day price's history
        recordCategoryHistory, // pricing: a category's sale history
        revalidateProducts,
        indexProductAfterChange, // search
        sendAlertsAfterChange, // stock alerts: back in stock
      ],
      afterDelete: [revalidateProductsAfterDelete, indexProductAfterDelete],
      beforeDelete: [dropAlertsBeforeDelete],
    },
  },
  orders: { hooks: { afterChange: [refFromId] } },
  reviews: {
    // Moderation keeps the operator's decision and tells the author; a deleted review takes its votes.
    hooks: { beforeChange: [keepDecision], afterChange: [tellAuthor], beforeDelete: [clearVotes] },
  },
  users: {
    hooks: {
      // Operators' second factor, on every sign-in path (features/sign-in/two-factor/gate.ts).
      beforeLogin: [requireSecondFactor],
      // An operator's sessions without a second factor where one is due are not honoured (ADR 0034).
      afterRead: [honourOperatorSessions],
    },
  },
  sales: {
    hooks: { beforeDelete: [saleBeforeDelete], afterChange: [salesSaved], afterDelete: [salesSaved] },
    validate: rules(['starts', 'ends', 'products', 'category', 'percent', 'price'], saleFieldRule),
  },
  offers: { hooks: { afterChange: [offersChanged], afterDelete: [offersChanged] } },
  'discount-codes': {
    hooks: { beforeDelete: [keepCodesOnOrders], beforeValidate: [normaliseStoredCode] },
    validate: rules(['code', 'percent', 'amount', 'ends'] as const, codeFieldRule),
  },
}

/** The schema's collections with the features' behaviour. */
// The orders' moves, told to the features above them: a withdrawn or refunded order's live carrier
// shipment is cancelled (features/carriers/closed.ts, ADR 0042).
onOrderMoved(cancelShipmentOfClosedOrder)

export const composeCollection = (collection: CollectionConfig): CollectionConfig =>
  withBehaviour(collection, collections[collection.slug] ?? {})

/** The settings' rules: the rate table's zones and bands, the packaging's boxes (features/pricing, ADR 0041). */
const globalBehaviour: Record<string, Behaviour<GlobalConfig>> = {
  'shop-settings': {
    validate: {
      'shipping.zones': shippingZonesRule,
      'shipping.zones.bands': shippingBandsRule,
      'shipping.boxes': shippingBoxesRule,
    },
  },
}

/** A content page (payload/globals/factory.ts) gets its preview, its cache and its search index entry. */
export const composeGlobal = (global: GlobalConfig): GlobalConfig =>
  (global.custom as { contentPage?: boolean } | undefined)?.contentPage
    ? withBehaviour(global, {
        preview: (_doc, { locale }) => previewUrl(globalPath(global.slug), locale),
        hooks: { afterChange: [revalidateGlobal, indexPageAfterChange] },
      })
    : globalBehaviour[global.slug]
      ? withBehaviour(global, globalBehaviour[global.slug]!)
      : global

/** What the first getShopPayload() of a process runs after migrating, in order. */
export const startup: ReadonlyArray<(payload: Payload) => Promise<unknown>> = [
  seed, // the demo shop when the database is empty, and the operator
  ensureSearchIndex,
  // Where operators need a second factor, their sessions opened without one end (ADR 0034).
  async (payload) => (env.requireOperator2fa ? revokeWeakOperatorSessions(payload) : undefined),
]
