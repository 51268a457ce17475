import { cache } from 'react'
import type { Lang } from '@/i18n/locales'
import { allPages } from '@/lib/pages'
import { cached, cacheTags } from '@/lib/cache'
import { getShopPayload } from '@/payload/shop-payload'
import { getSales, priceEpoch } from '@/features/pricing/server'
import type { ProductView } from './types'
import { toViews } from './view'

/** The published catalogue in one language. */
async function loadProducts(lang: Lang): Promise<ProductView[]> {
  const payload = await getShopPayload()
  // Every product, a page at a time: a shop of any size sells all of it (the catalogue was once cut at 500).
  const docs = await allPages((page) =>
    payload.find({
      collection: 'products',
      locale: lang,
      depth: 1,
      limit: 250,
      page,
      sort: ['position', 'id'],
      // Published products, as the collection's read access gives them to everyone.
      overrideAccess: false,
    }),
  )
  return toViews(payload, lang, docs)
}

/**
 * What every cached read of products is tagged with: a save of a product or a sale in /cms retires it;
 * the safety block names the seller, and the texts the shipping figures, so their saves do too.
 */
export const PRODUCT_TAGS = [
  cacheTags.products,
  cacheTags.sales,
  cacheTags.global('seller'),
  cacheTags.global('shop-settings'),
]

/** The last start or end of a sale passed: keys every cached read of prices (one reading per request). */
export const currentEpoch = cache(async (): Promise<string> =>
  priceEpoch(await getSales(await getShopPayload()), new Date()),
)

/**
 * The published catalogue in one language, cached until a product or a sale is saved in /cms, and keyed
 * by the last start or end of a sale passed (so a sale starts and ends on time, not at the next save);
 * within one request every caller shares the same promise. Since issue 54 no page reads it: the listing
 * reads one page (listing-data.ts), a product page, the cart, the checkout, the wishlist and the search
 * only the products they name (lookups.ts), the price list a page at a time (stock-list.ts). It stays
 * as the reference the integration tests hold those reads to.
 */
export const getPublishedProducts = cache(async (lang: Lang): Promise<ProductView[]> =>
  cached(() => loadProducts(lang), ['products', lang, await currentEpoch()], PRODUCT_TAGS)(),
)
