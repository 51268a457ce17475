import type { Payload } from 'payload'
import type { Lang } from '@/i18n/locales'
import { toImg } from '@/lib/media'
import type { Product } from '@/payload-types'
import { sellerAddressLine, type Seller as SellerSettings } from '@/lib/seller'
import { getSeller } from '@/features/seller/server'
import { fillShippingFigures, salePrices } from '@/features/pricing/server'
import { getShippingRates } from '@/features/settings/server'
import { safetyView, type Seller } from './safety'
import type { ProductView } from './types'

/** Stock per fragrance when the operator keeps it so (a number on any fragrance), else null. */
function fragranceStock(p: Pick<Product, 'fragrance'>): { name: string; stock: number }[] | null {
  const rows = p.fragrance ?? []
  if (!rows.some((f) => typeof f.stock === 'number')) return null
  return rows.map((f) => ({ name: f.name, stock: f.stock ?? 0 }))
}

/** On sale (the operator's switch) and at least one piece left (of some fragrance, where counted so). */
export function isInStock(p: Pick<Product, 'instock' | 'stock' | 'fragrance'>): boolean {
  const perFragrance = fragranceStock(p)
  return p.instock !== false && (perFragrance ? perFragrance.some((f) => f.stock > 0) : (p.stock ?? 0) > 0)
}

/** The seller, the manufacturer of the products that name none (GPSR). */
const manufacturer = (s: SellerSettings): Seller => ({ name: s.name, address: sellerAddressLine(s), email: s.email })

export function toView(p: Product, lang: Lang, seller: Seller): ProductView {
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
    instock: isInStock(p),
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

/**
 * Products as the storefront shows them: the prices of the running sales (the price charged, and the
 * reduction announced) and the live shipping figures in the texts. Every reader of the catalogue (the
 * whole one, or a few products by address, id or category) goes through here, so all show the same.
 */
export async function toViews(payload: Payload, lang: Lang, docs: Product[]): Promise<ProductView[]> {
  if (!docs.length) return []
  const seller = manufacturer(await getSeller())
  const { prices } = await salePrices(payload, docs, new Date())
  const views = docs.map((p) => {
    const view = toView(p, lang, seller)
    const sale = prices.get(view.id)
    return sale ? { ...view, ...sale } : view
  })
  // Texts (the shipping tab) name the shipping amounts by placeholder: the live settings are shown.
  return fillShippingFigures(views, await getShippingRates())
}
