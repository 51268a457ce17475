import type { Lang } from '@/i18n/locales'
import { getShopPayload } from '@/payload/shop-payload'
import type { Product } from '@/payload-types'
import { isInStock } from './view'

/** What a list of every product needs of each (the dealers' price list): no pictures, texts or prices. */
export type StockRow = { id: string; sku: string; name: string; instock: boolean }

const PAGE = 250

/**
 * Every published product in one language, in the featured order, a page at a time: a few fields each
 * (id, SKU, name, availability), so a list of the whole catalogue is written as it is read, never held
 * whole. Availability is the catalogue's own (isInStock).
 */
export async function* publishedStockPages(lang: Lang): AsyncGenerator<StockRow[]> {
  const payload = await getShopPayload()
  for (let page = 1; ; page++) {
    const res = await payload.find({
      collection: 'products',
      locale: lang,
      depth: 0,
      limit: PAGE,
      page,
      sort: ['position', 'id'],
      overrideAccess: false,
      select: { sku: true, name: true, instock: true, stock: true, fragrance: { name: true, stock: true } },
    })
    yield (res.docs as Pick<Product, 'id' | 'sku' | 'name' | 'instock' | 'stock' | 'fragrance'>[]).map((p) => ({
      id: String(p.id),
      sku: p.sku,
      name: p.name,
      instock: isInStock(p),
    }))
    if (!res.hasNextPage) return
  }
}
