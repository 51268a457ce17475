import type { Payload } from 'payload'
import { createdMeanwhile, invalidFields } from '@/lib/payload-errors'
import { getPublishedProductsByIds } from '@/features/products/server'
import { getShopSettings, ratesAt, runningOffers } from '@/features/settings/server'
import { DEFAULT_LANG, LANGS, type Lang } from '@/i18n/locales'
import type { User } from '@/payload-types'
import { activeDealer, getProductTermsOf, getTradeSettings } from '@/features/dealers/server'
import { tradeCatalog, tradeRates } from '@/features/dealers'
import type { CodeLookup } from '@/features/pricing/server'
import { priceCart, type CartQuote, type CatalogProduct, type LineKey } from './pricing'
import { withAccountCart } from './account-cart'
import { parcelFactsOf, type ParcelFacts } from './parcel-facts'
import { mergeCarts, type CartLine } from './rules'

const lineIds = (keys: readonly LineKey[]) => keys.map((k) => k.id)
const withoutCategory = (f: ParcelFacts | undefined) =>
  f ? { weight: f.weight, size: f.size, variants: f.variants } : {}

/**
 * The cart's products as pricing sees them (only those named: indexed reads, not the whole catalogue);
 * fragrance names are accepted in either language.
 */
export async function pricingCatalog(lang: Lang, ids: readonly string[]): Promise<CatalogProduct[]> {
  const order = [lang, ...LANGS.filter((l) => l !== lang)]
  const [[mine, ...others], parcels] = await Promise.all([
    Promise.all(order.map((l) => getPublishedProductsByIds(l, ids))),
    parcelFactsOf(ids),
  ])
  // Discount codes name categories in Italian, the default language.
  const italian = [mine, ...others][order.indexOf(DEFAULT_LANG)] ?? mine
  const categoryById = new Map(italian.map((p) => [p.id, p.category]))
  const fragrancesById = new Map<string | number, string[]>()
  const soldOutById = new Map<string | number, string[]>()
  for (const p of others.flat()) {
    fragrancesById.set(p.id, [...(fragrancesById.get(p.id) ?? []), ...p.fragrances])
    soldOutById.set(p.id, [...(soldOutById.get(p.id) ?? []), ...p.soldOutFragrances])
  }
  return mine.map((p) => ({
    id: p.id,
    name: p.name,
    url: p.url,
    price: p.price,
    category: categoryById.get(p.id) ?? p.category,
    reduction: p.reduction ?? null,
    onSale: p.onSale ?? false,
    instock: p.instock,
    sku: p.sku,
    type: p.type,
    image: p.mainimage?.url ?? '',
    fragrances: [...p.fragrances, ...(fragrancesById.get(p.id) ?? [])],
    soldOutFragrances: [...p.soldOutFragrances, ...(soldOutById.get(p.id) ?? [])],
    sets: p.sets,
    dealerOnly: p.dealerOnly,
    // Weight, size and the fragrances' (the category stays the catalogue's, above).
    ...withoutCategory(parcels.get(String(p.id))),
  }))
}

/**
 * The cart priced by the server: the catalogue's prices, the shipping rates of the settings and, when
 * the shopper typed one, the discount code as the database has it (features/pricing/redemptions.ts).
 * For a signed-in dealer (features/dealers, read from the database now: a suspension applies at once)
 * the trade prices net of VAT with case packs and the minimum order; offers and codes only when the
 * operator lets them apply to dealers.
 */
export async function quote(
  lang: Lang,
  keys: LineKey[],
  { code = null, user = null }: { code?: CodeLookup | null; user?: Pick<User, 'id'> | null } = {},
): Promise<CartQuote> {
  const now = new Date()
  const [catalog, settings, dealer] = await Promise.all([
    pricingCatalog(lang, lineIds(keys)),
    getShopSettings(),
    activeDealer(user),
  ])
  if (!dealer)
    return priceCart(keys, catalog, ratesAt(settings, now), { code, offers: runningOffers(settings), now, lang })
  // The terms of the cart's products only (one read by id), not every product's.
  const [terms, trade] = await Promise.all([getProductTermsOf(catalog.map((p) => p.id)), getTradeSettings()])
  const priced = priceCart(
    keys,
    tradeCatalog(catalog, terms, dealer.percentOff),
    tradeRates(ratesAt(settings, now), trade.promotions),
    {
      code: trade.promotions ? code : null,
      offers: trade.promotions ? runningOffers(settings) : [],
      now,
      lang,
      trade: { minimum: trade.minimumOrder },
    },
  )
  // A code typed by a dealer while codes are for consumers only: refused, so the amount shown is the one paid.
  return !trade.promotions && code
    ? { ...priced, code: { typed: code.typed, ok: false, reason: 'not-for-trade' } }
    : priced
}

type CartDoc = {
  id: number | string
  items?: { product: unknown; quantity: number; fragrance?: string | null; sets?: string | null }[] | null
  note?: string | null
}

const productId = (p: unknown) => String(typeof p === 'object' && p !== null ? (p as { id: unknown }).id : p)

async function findCart(payload: Payload, user: User): Promise<CartDoc | null> {
  const res = await payload.find({
    collection: 'carts',
    where: { user: { equals: user.id } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return (res.docs[0] as CartDoc) ?? null
}

export async function readAccountCart(payload: Payload, user: User): Promise<{ keys: LineKey[]; note: string }> {
  const cart = await findCart(payload, user)
  return {
    keys: (cart?.items ?? []).map((i) => ({
      id: productId(i.product),
      fragrance: i.fragrance ?? '',
      sets: i.sets ?? '',
      quantity: i.quantity,
    })),
    note: cart?.note ?? '',
  }
}

/**
 * Saves the customer's cart (only product ids, variants and quantities) as the browser sent it, whole.
 * Unknown products are dropped. Holds the account cart's lease (one writer at a time).
 */
export async function saveAccountCart(payload: Payload, user: User, keys: LineKey[], note?: string): Promise<void> {
  await withAccountCart(payload, user.id, () => writeAccountCart(payload, user, keys, note))
}

/** The write itself, under the lease; the account's first cart made meanwhile elsewhere gets this save. */
async function writeAccountCart(payload: Payload, user: User, keys: LineKey[], note?: string): Promise<void> {
  const known = new Set((await getPublishedProductsByIds(DEFAULT_LANG, lineIds(keys))).map((p) => p.id))
  const items = keys
    .filter((k) => known.has(k.id))
    .map((k) => ({
      product: Number.isNaN(Number(k.id)) ? k.id : Number(k.id),
      quantity: k.quantity,
      fragrance: k.fragrance,
      sets: k.sets,
    }))
  const cart = await findCart(payload, user)
  const data = { items, ...(note !== undefined ? { note } : {}) }
  if (cart) {
    await payload.update({ collection: 'carts', id: cart.id, overrideAccess: true, data: data as never })
    return
  }
  try {
    await payload.create({ collection: 'carts', overrideAccess: true, data: { user: user.id, ...data } as never })
  } catch (err) {
    if (!createdMeanwhile(err)) throw err
    await writeAccountCart(payload, user, keys, note)
  }
}

const asLine = (k: LineKey): CartLine => ({
  id: k.id,
  fragrance: k.fragrance,
  sets: k.sets,
  quantity: k.quantity,
  name: '',
  url: '',
  price: 0,
  image: '',
  type: '',
  sku: '',
})

const isDuplicateKey = (err: unknown) => invalidFields(err).includes('key')

/**
 * On sign-in: the local cart is merged into the account's (same id, fragrance and set add up) and
 * saved. `token` names the browser's cart: a cart merged once under a token is never merged again
 * (two tabs, a page change mid-request, a retry), because the token's row is unique in the database.
 */
export async function mergeIntoAccount(payload: Payload, user: User, local: LineKey[], token?: string): Promise<void> {
  const key = token ? `${user.id}:${token}` : undefined
  if (key) {
    try {
      await payload.create({ collection: 'cart-merges', overrideAccess: true, data: { key } })
    } catch (err) {
      if (isDuplicateKey(err)) return
      throw err
    }
  }
  try {
    await withAccountCart(payload, user.id, async () => {
      const { keys, note } = await readAccountCart(payload, user)
      const merged = mergeCarts(keys.map(asLine), local.map(asLine))
      await writeAccountCart(
        payload,
        user,
        merged.map(({ id, fragrance, sets, quantity }) => ({ id, fragrance, sets, quantity })),
        note,
      )
    })
  } catch (err) {
    // The merge did not happen: let the browser submit the same cart again.
    if (key) await payload.delete({ collection: 'cart-merges', where: { key: { equals: key } }, overrideAccess: true })
    throw err
  }
}
