import type { CollectionAfterChangeHook, Payload } from 'payload'
import { cached, cacheTags } from '@/lib/cache'
import { fromCents, toCents } from '@/lib/money'
import { allPages } from '@/lib/pages'
import type { Offer as OfferDoc, PriceHistory, Product, Sale as SaleDoc } from '@/payload-types'
import type { Offer } from './offers'
import type { PricePoint } from './lowest-price'
import { priceEpoch, variantPrice, type Sale, type ShownReduction } from './sale'
import { loadMemberships } from './category-history'
import { categorySaleCover, type Membership } from './membership'

/** Variant prices of a product as stored: 0 is the single piece, n the set of n. */
const variantPrices = (p: Pick<Product, 'price' | 'sets'>): Map<number, number> =>
  new Map([[0, p.price], ...(p.sets ?? []).map((s) => [s.number, s.price] as [number, number])])

/**
 * The price history, recorded on every write path (the products' afterChange hook: /cms, REST, Local
 * API, the seed): when a published product's price, or a set's, differs from its last recorded value,
 * a row says from when. Drafts are not prices shoppers saw. `context.priceSince` lets the demo seed
 * date its history in the past.
 */
export const recordPriceHistory: CollectionAfterChangeHook<Product> = async ({ doc, req, context }) => {
  if (doc._status === 'draft') return doc
  const rows = await req.payload.find({
    collection: 'price-history',
    where: { product: { equals: doc.id } },
    sort: '-from',
    limit: 500,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const last = new Map<number, number>()
  for (const r of rows.docs) if (!last.has(r.set)) last.set(r.set, r.price)
  const from = (context?.priceSince as string | undefined) ?? new Date().toISOString()
  for (const [set, price] of variantPrices(doc))
    if (last.get(set) === undefined || toCents(last.get(set)!) !== toCents(price))
      await req.payload.create({
        collection: 'price-history',
        data: { product: doc.id, set, price, from },
        overrideAccess: true,
        req,
      })
  return doc
}

const id = (v: number | string | { id: number | string }) => String(typeof v === 'object' ? v.id : v)

/**
 * The operator's sales, each with the products it covers. A category sale covers a product only while
 * the product was in that Italian category (the category history, ADR 0032): it becomes one sale per
 * product and period, so a product moved later keeps the prices it was really charged.
 */
export async function loadSales(payload: Payload): Promise<Sale[]> {
  const docs = await allPages((page) =>
    payload.find({ collection: 'sales', limit: 200, page, depth: 0, overrideAccess: true }),
  )
  const out: Sale[] = []
  let memberships: Membership[] | null = null
  for (const s of docs as SaleDoc[]) {
    const sale = {
      id: String(s.id),
      starts: new Date(s.starts),
      ends: new Date(s.ends),
      percent: s.kind === 'price' ? null : (s.percent ?? null),
      priceCents: s.kind === 'price' && typeof s.price === 'number' ? toCents(s.price) : null,
    }
    if (s.appliesTo === 'category') {
      if (!s.category) continue
      memberships ??= await loadMemberships(payload)
      out.push(...categorySaleCover({ ...sale, category: s.category }, s.category, memberships))
    } else out.push({ ...sale, productIds: (s.products ?? []).map(id) })
  }
  return out
}

type StoredSale = Omit<Sale, 'starts' | 'ends'> & { starts: string; ends: string }

/**
 * The sales, cached until one is saved (their periods key the catalogue; see `priceEpoch`). The cache
 * keeps JSON, so the dates travel as text and come back as dates here.
 */
export async function getSales(payload: Payload): Promise<Sale[]> {
  const stored = await cached(
    async (): Promise<StoredSale[]> =>
      (await loadSales(payload)).map((s) => ({ ...s, starts: s.starts.toISOString(), ends: s.ends.toISOString() })),
    // 'category': entries kept from before a category sale's Sale named its category (the shared cache).
    ['sales', 'category'],
    [cacheTags.sales, cacheTags.products],
  )()
  return stored.map((s) => ({ ...s, starts: new Date(s.starts), ends: new Date(s.ends) }))
}

/**
 * Product id → set (0 = single piece) → its recorded list prices: of the products named (an indexed read
 * of theirs only), or of every product.
 */
export async function loadHistory(
  payload: Payload,
  productIds?: readonly string[],
): Promise<Map<string, Map<number, PricePoint[]>>> {
  const where = productIds ? { where: { product: { in: [...productIds] } } } : {}
  const docs = await allPages((page) =>
    payload.find({
      collection: 'price-history',
      ...where,
      limit: 1000,
      page,
      depth: 0,
      sort: 'from',
      overrideAccess: true,
    }),
  )
  const out = new Map<string, Map<number, PricePoint[]>>()
  for (const r of docs as PriceHistory[]) {
    if (!r.product) continue // a deleted product's
    const byProduct = out.get(id(r.product)) ?? new Map<number, PricePoint[]>()
    out.set(id(r.product), byProduct)
    const points = byProduct.get(r.set) ?? []
    byProduct.set(r.set, points)
    points.push({ from: new Date(r.from), cents: toCents(r.price) })
  }
  return out
}

/** Up to this many products, their history is read by id; beyond (the whole catalogue), all of it. */
const NAMED_HISTORY = 500

export type SalePrices = {
  price: number
  reduction: ShownReduction | null
  /** Sold below its list price by a sale, whether or not the reduction may be announced. */
  onSale: boolean
  sets: { number: number; price: number; reduction: ShownReduction | null; onSale: boolean }[]
  saleEnds: string | null
}

/**
 * The prices of each product at `now` under the running sales: the price charged (the view's `price`
 * and set prices, so cart, checkout and order follow) and the reduction it may announce. A product
 * with no recorded history yet shows its stored price and announces nothing. `preloaded`: the sales
 * already read (a caller reading many pages inside a cached entry, where the sales' cache is skipped).
 */
export async function salePrices(
  payload: Payload,
  products: readonly Pick<Product, 'id' | 'price' | 'sets'>[],
  now: Date,
  preloaded?: readonly Sale[],
): Promise<{ prices: Map<string, SalePrices>; epoch: string }> {
  const sales = preloaded ?? (await getSales(payload))
  const epoch = priceEpoch(sales, now)
  const prices = new Map<string, SalePrices>()
  const t = now.getTime()
  if (!sales.some((s) => s.starts.getTime() <= t && t < s.ends.getTime())) return { prices, epoch }
  // The history of the products some sale covers only (a page's few, a cart's), by the product's index.
  const covered = products.map((p) => String(p.id)).filter((id) => sales.some((s) => s.productIds.includes(id)))
  if (!covered.length) return { prices, epoch }
  const history = await loadHistory(payload, covered.length <= NAMED_HISTORY ? covered : undefined)
  for (const p of products) {
    const on = sales.filter((s) => s.productIds.includes(String(p.id)))
    if (!on.length) continue
    const h = history.get(String(p.id)) ?? new Map<number, PricePoint[]>()
    const base = h.get(0) ?? []
    const at = (set: number, stored: number) => {
      const list = h.get(set) ?? []
      const v = list.length ? variantPrice({ list, base: set === 0 ? list : base }, on, now) : null
      if (!v) return { price: stored, reduction: null, onSale: false, ends: null }
      const reduction = v.reduction && {
        previous: fromCents(v.reduction.cents),
        days: v.reduction.days,
        percentOff: v.reduction.percentOff,
      }
      const onSale = v.listCents !== null && v.cents < v.listCents
      return { price: fromCents(v.cents), reduction, onSale, ends: v.validUntil?.toISOString() ?? null }
    }
    const single = at(0, p.price)
    const sets = (p.sets ?? []).map((s) => ({ number: s.number, ...at(s.number, s.price) }))
    prices.set(String(p.id), {
      price: single.price,
      reduction: single.reduction,
      onSale: single.onSale,
      sets: sets.map(({ number, price, reduction, onSale }) => ({ number, price, reduction, onSale })),
      saleEnds: single.ends ?? sets.find((s) => s.ends)?.ends ?? null,
    })
  }
  return { prices, epoch }
}

/** An offer as the cache keeps it (dates as ISO text; runningOffers in settings/data.ts turns them back). */
type Dated<O> = O extends unknown ? Omit<O, 'starts' | 'ends'> & { starts: string | null; ends: string | null } : never
export type StoredOffer = Dated<Offer>

/** The operator's offers in the shop's language of record (Italian labels; the cart localises by id). */
export async function loadOffers(payload: Payload): Promise<StoredOffer[]> {
  const docs = await allPages((page) =>
    payload.find({ collection: 'offers', limit: 200, page, depth: 0, overrideAccess: true, locale: 'all' as never }),
  )
  const out: StoredOffer[] = []
  for (const d of docs as OfferDoc[]) {
    const label = (d.label ?? {}) as unknown as Record<string, string | null | undefined>
    const common = {
      labels: { it: label.it ?? '', en: label.en || label.it || '' },
      starts: d.starts ?? null,
      ends: d.ends ?? null,
    }
    if (d.kind === 'buy-x-get-y')
      out.push({ ...common, kind: 'buy-x-get-y', category: d.category ?? '', buy: d.buy ?? 0, free: d.free ?? 0 })
    else out.push({ ...common, kind: 'free-shipping', zone: d.zone ?? 'all', threshold: d.threshold ?? 0 })
  }
  return out
}
