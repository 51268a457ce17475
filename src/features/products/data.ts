import { cache } from 'react'
import type { Lang } from '@/i18n/locales'
import { allPages } from '@/lib/pages'
import { cached, cacheTags } from '@/lib/cache'
import { toImg } from '@/lib/media'
import { getShopPayload } from '@/payload/shop-payload'
import type { Product } from '@/payload-types'
import { sellerAddressLine, type Seller as SellerSettings } from '@/lib/seller'
import { getSeller } from '@/features/seller/server'
import { fillShippingFigures } from '@/features/pricing/server'
import { getShippingRates } from '@/features/settings/server'
import { previewing } from '@/features/preview/server'
import { getSales, salePrices } from '@/features/pricing/server'
import { priceEpoch } from '@/features/pricing/server'
import { normalizeSlug } from './listing'
import { safetyView, type Seller } from './safety'
import type { ProductView } from './types'

/** Stock per fragrance when the operator keeps it so (a number on any fragrance), else null. */
function fragranceStock(p: Product): { name: string; stock: number }[] | null {
  const rows = p.fragrance ?? []
  if (!rows.some((f) => typeof f.stock === 'number')) return null
  return rows.map((f) => ({ name: f.name, stock: f.stock ?? 0 }))
}

/** The seller, the manufacturer of the products that name none (GPSR). */
const manufacturer = (s: SellerSettings): Seller => ({ name: s.name, address: sellerAddressLine(s), email: s.email })

function toView(p: Product, lang: Lang, seller: Seller): ProductView {
  const perFragrance = fragranceStock(p)
  const images = (p.product_images ?? []).map(toImg).filter((i) => i !== null)
  return {
    id: String(p.id),
    name: p.name,
    url: p.url,
    category: p.category,
    sku: p.sku,
    tags: p.tags ?? '',
    price: p.price,
    summary: p.product_summary ?? '',
    description: p.description ?? null,
    isNew: Boolean(p.new),
    // On sale (the operator's switch) and at least one piece left (of some fragrance, where counted so).
    instock: p.instock !== false && (perFragrance ? perFragrance.some((f) => f.stock > 0) : (p.stock ?? 0) > 0),
    date: p.date ?? p.createdAt,
    type: p.Type_Boxed_Unboxed === 'boxed' ? 'boxed' : 'unboxed',
    position: p.position ?? 0,
    mainimage: toImg(p.mainimage),
    overlayimage: toImg(p.overlayimage),
    images,
    fragrances: (p.fragrance ?? []).map((f) => f.name).filter(Boolean),
    soldOutFragrances: (perFragrance ?? []).filter((f) => f.stock <= 0 && f.name).map((f) => f.name),
    sets: (p.sets ?? []).map((s) => ({ number: s.number, price: s.price })),
    dealerOnly: Boolean(p.trade?.dealerOnly),
    howTo:
      p.how_to_use && (p.how_to_use.Title || p.how_to_use.Tips?.length || p.how_to_use.Text)
        ? {
            title: p.how_to_use.Title ?? '',
            tips: (p.how_to_use.Tips ?? []).map((t) => ({ icon: toImg(t.icon), tip: t.tip ?? '' })),
            warning: p.how_to_use.warning ?? '',
            text: p.how_to_use.Text ?? '',
          }
        : null,
    additional: p.additional_information ?? null,
    shipping: p.shipping ?? null,
    returns: p.return_policies ?? null,
    safety: safetyView(p.safety, p, seller, lang),
  }
}

/** The catalogue in one language: what is published, or (the operator's preview) the latest drafts. */
async function loadProducts(lang: Lang, drafts: boolean): Promise<ProductView[]> {
  const payload = await getShopPayload()
  const seller = manufacturer(await getSeller())
  // Every product, a page at a time: a shop of any size sells all of it (the catalogue was once cut at 500).
  const docs = await allPages((page) =>
    payload.find({
      collection: 'products',
      locale: lang,
      depth: 1,
      limit: 250,
      page,
      sort: ['position', 'id'],
      // Published products for everyone (the collection's read access); every latest draft in a preview.
      ...(drafts ? { draft: true, overrideAccess: true } : { overrideAccess: false }),
    }),
  )
  // The prices of the running sales (the price charged, and the reduction announced).
  const { prices } = await salePrices(payload, docs, new Date())
  const views = docs.map((p) => {
    const view = toView(p, lang, seller)
    const sale = prices.get(view.id)
    return sale ? { ...view, ...sale } : view
  })
  // Texts (the shipping tab) name the shipping amounts by placeholder: the live settings are shown.
  return fillShippingFigures(views, await getShippingRates())
}

/**
 * The published catalogue in one language, cached until a product or a sale is saved in /cms, and keyed
 * by the last start or end of a sale passed (so a sale starts and ends on time, not at the next save);
 * within one request every caller shares the same promise. Prices and stock are always read from it
 * (cart, checkout).
 */
export const getPublishedProducts = cache(async (lang: Lang): Promise<ProductView[]> => {
  const epoch = priceEpoch(await getSales(await getShopPayload()), new Date())
  return cached(
    () => loadProducts(lang, false),
    ['products', lang, epoch],
    // The safety block names the seller: a change of the seller's details shows on the product pages too.
    [cacheTags.products, cacheTags.sales, cacheTags.global('seller'), cacheTags.global('shop-settings')],
  )()
})

/** The catalogue the storefront shows: the published one, or the drafts in the operator's preview (uncached). */
export const getProducts = cache(async (lang: Lang): Promise<ProductView[]> =>
  (await previewing()) ? loadProducts(lang, true) : getPublishedProducts(lang),
)

export async function getProductBySlug(lang: Lang, slug: string): Promise<ProductView | null> {
  const wanted = normalizeSlug(slug)
  return (await getProducts(lang)).find((p) => normalizeSlug(p.url) === wanted) ?? null
}

export async function getRelatedProducts(lang: Lang, product: ProductView, limit = 4): Promise<ProductView[]> {
  return (await getProducts(lang)).filter((p) => p.category === product.category && p.id !== product.id).slice(0, limit)
}
