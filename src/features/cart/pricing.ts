/**
 * The server's view of a cart: every line is re-priced from the catalogue, whatever
 * price the browser kept. Pure: the catalogue is passed in. Used by the cart endpoints
 * and by checkout, so the money is decided in one place.
 */
import {
  DEFAULT_SHIPPING,
  orderTotal,
  SHIPPING_ZONES,
  type ParcelLine,
  type ShippingRates,
  type ShippingZone,
  type Size,
  quoteShipping,
  parcelLineOf,
  type ShippingProblem,
} from '@/features/pricing'
import { fromCents, lineTotal, sumMoney, toCents } from '@/lib/money'
import type { ShownReduction } from '@/features/pricing/server'
import { applyCode, type CodeLookup, type CodeOutcome } from '@/features/pricing/server'
import { applyOffers, type Offer } from '@/features/pricing/server'
import { DEFAULT_LANG, type Lang } from '@/i18n/locales'
import { missingToMinimum } from '@/features/dealers'
import { setPrice, subtotal as sum, type CartLine } from './rules'

export type CatalogProduct = {
  id: string
  name: string
  url: string
  /** The price charged now (the sale price while a sale runs). */
  price: number
  /** The product's category in Italian (what discount codes are limited to). */
  category?: string
  /** A sale's announced reduction of that price. */
  reduction?: ShownReduction | null
  /** Sold below its list price by a sale, announced or not. */
  onSale?: boolean
  instock: boolean
  sku: string
  type: string
  image: string
  fragrances: string[]
  /** Fragrances with no pieces left, in any language. */
  soldOutFragrances?: string[]
  sets: { number: number; price: number; reduction?: ShownReduction | null; onSale?: boolean }[]
  /** Display stands and other goods only dealers may order (features/dealers). */
  dealerOnly?: boolean
  /** Pieces per case a dealer orders in multiples of (trade catalogues only; 1 or absent: any quantity). */
  casePack?: number
  /** One piece's weight (grams) and packed size, and a fragrance's where it differs (any language's name). */
  weight?: number | null
  size?: Size | null
  variants?: Record<string, { weight: number | null; size: Size | null }>
}

export type LineKey = { id: string; fragrance: string; sets: string; quantity: number }
export type Problem = 'missing' | 'out-of-stock' | 'invalid-variant' | 'dealer-only' | 'case-pack'
/**
 * A line as the server prices it: the catalogue's unit price and the line's total, with what is wrong
 * with it (if anything). The same line becomes the order's item and the invoice's line.
 */
export type PricedLine = CartLine & {
  problem: Problem | null
  lineTotal: number
  reduction?: ShownReduction | null
  /** The share of the offers and the discount code in this line (euros, VAT included). */
  discount?: number
  /** The discount code's part of `discount` (the order keeps it apart from the offers'). */
  codeDiscount?: number
  /** A dealer's case pack of this product (set when the quantity is not a whole number of cases). */
  casePack?: number
}

/**
 * Every amount the shopper sees, from the server: lines with their totals, the subtotal of the lines
 * that can be bought, and the shipping fee and order total for each shipping zone (the checkout shows
 * the zone of the chosen country; the cart page estimates both).
 */
export type CartQuote = {
  lines: PricedLine[]
  /** The lines' total before offers and the code. */
  subtotal: number
  /** The running offers that took something off, and those a few more pieces would unlock. */
  offers: QuotedOffer[]
  offersMissing: MissingOffer[]
  /** The code's discount (0 without one); the shipping and the totals are after the offers and it. */
  discount: number
  code: CodeOutcome | null
  /** Italy's fee and the lowest other country's (the cart's estimate); null: no set price (too heavy or large). */
  shipping: Record<ShippingZone, number | null>
  total: Record<ShippingZone, number | null>
  /** The fee per ISO code shipped to (the checkout shows its country's); null: no set price there. */
  shippingByCountry: Record<string, number | null>
  /** Why the cart fits no box at all (the shopper is asked to write to the shop). */
  shippingProblem: ShippingProblem | null
  /** Per zone, what is left to spend for free shipping (null: shipping is free already, or never). */
  toFreeShipping: Record<ShippingZone, number | null>
  checkoutable: boolean
  /**
   * 'gross': consumer prices, VAT included. 'net': a dealer's trade prices (features/dealers), every
   * amount of the quote net of VAT; the checkout adds the VAT of the order's regime.
   */
  basis: 'gross' | 'net'
  /** A dealer's minimum order (net) and what the cart still lacks to reach it (0: reached, or none). */
  minimum?: { amount: number; missing: number }
}

export function priceLine(key: LineKey, product: CatalogProduct | undefined, trade = false): PricedLine {
  const base: CartLine = {
    id: key.id,
    name: '',
    url: '',
    price: 0,
    image: '',
    quantity: key.quantity,
    type: '',
    sets: key.sets,
    fragrance: key.fragrance,
    sku: '',
  }
  if (!product) return { ...base, problem: 'missing', lineTotal: 0 }
  const { set, price } = setPrice(product, key.sets)
  const line: CartLine = {
    ...base,
    name: product.name,
    url: product.url,
    image: product.image,
    sku: product.sku,
    type: product.type,
    price,
  }
  const reduction = (set ? set.reduction : product.reduction) ?? null
  const badSet = Boolean(key.sets) && !set
  const badFragrance = key.fragrance ? !product.fragrances.includes(key.fragrance) : product.fragrances.length > 0
  const total = lineTotal(line.price, line.quantity)
  if (badSet || badFragrance) return { ...line, problem: 'invalid-variant', lineTotal: total }
  if (product.dealerOnly && !trade) return { ...line, problem: 'dealer-only', lineTotal: total }
  const pack = trade ? (product.casePack ?? 1) : 1
  if (pack > 1 && key.quantity % pack !== 0) return { ...line, problem: 'case-pack', lineTotal: total, casePack: pack }
  if (!product.instock || product.soldOutFragrances?.includes(key.fragrance))
    return { ...line, problem: 'out-of-stock', lineTotal: total, reduction }
  return { ...line, problem: null, lineTotal: total, reduction }
}

/** An offer as the quote reports it: its name in the cart's language and what it took off (or is missing). */
export type QuotedOffer = { label: string; amount: number }
export type MissingOffer = { label: string; pieces: number }

/**
 * What priceCart takes beyond the lines: the typed code, the running offers, the moment and the language;
 * for a dealer, `trade` (the catalogue then holds trade prices net of VAT, with case packs) and its minimum.
 */
export type QuoteContext = {
  code?: CodeLookup | null
  offers?: readonly Offer[]
  now?: Date
  lang?: Lang
  trade?: { minimum: number } | null
}

/**
 * The cart as the server prices it: catalogue prices, then the running offers ("3×2" on a category),
 * then the discount code (features/pricing/codes.ts) on what is left of the lines that can be bought,
 * then shipping on what is left to pay (the zone's free-shipping threshold; a free-shipping code: none).
 */
export function priceCart(
  keys: LineKey[],
  catalog: CatalogProduct[],
  rates: ShippingRates = DEFAULT_SHIPPING,
  { code: lookup = null, offers = [], now = new Date(), lang = DEFAULT_LANG, trade = null }: QuoteContext = {},
): CartQuote {
  const byId = new Map(catalog.map((p) => [p.id, p]))
  let lines = keys.map((k) => priceLine(k, byId.get(k.id), Boolean(trade)))
  const ok = lines.filter((l) => l.problem === null)
  const subtotal = sum(ok)
  const category = (l: PricedLine) => byId.get(l.id)?.category ?? ''
  // Below its regular price by a sale — announced or not (ADR 0032) — or by an offer: "on sale" for codes.
  const onSale = (l: PricedLine) => {
    const p = byId.get(l.id)
    if (!p) return false
    const v = setPrice(p, l.sets).set ?? p
    return Boolean(v.onSale || v.reduction)
  }
  const offered = applyOffers(
    ok.map((l) => ({ category: category(l), unitCents: toCents(l.price), quantity: l.quantity })),
    offers,
    now,
  )
  const offerCents = ok.map((_, i) => offered.perLine[i] ?? 0)
  let code: CodeOutcome | null = null
  let codeCents = ok.map(() => 0)
  let freeShipping = false
  if (lookup) {
    const after = ok.map((l, i) => toCents(l.lineTotal) - offerCents[i]!)
    const result = applyCode(
      lookup.found,
      {
        lines: ok.map((l, i) => ({
          productId: l.id,
          category: category(l),
          cents: after[i]!,
          onSale: onSale(l) || offerCents[i]! > 0,
        })),
        subtotalCents: after.reduce((a, b) => a + b, 0),
      },
      { now: lookup.now, usesByCustomer: lookup.usesByCustomer },
    )
    if (result.ok) {
      codeCents = ok.map((_, i) => result.perLine[i] ?? 0)
      freeShipping = result.freeShipping
      code = { typed: lookup.typed, ok: true, code: result.code, amount: fromCents(result.discountCents), freeShipping }
    } else
      code = {
        typed: lookup.typed,
        ok: false,
        reason: result.reason,
        ...(result.reason === 'below-minimum' ? { minimum: fromCents(lookup.found?.minSubtotalCents ?? 0) } : {}),
      }
  }
  const shares = new Map(ok.map((l, i) => [l, i]))
  lines = lines.map((l) => {
    const i = shares.get(l)
    if (i === undefined) return l
    return { ...l, discount: fromCents(offerCents[i]! + codeCents[i]!), codeDiscount: fromCents(codeCents[i]!) }
  })
  const offerDiscount = fromCents(offerCents.reduce((a, b) => a + b, 0))
  const discount = fromCents(codeCents.reduce((a, b) => a + b, 0))
  const due = sumMoney([subtotal, -offerDiscount, -discount])
  const perZone = <T>(f: (zone: ShippingZone) => T) =>
    Object.fromEntries(SHIPPING_ZONES.map((z) => [z, f(z)])) as Record<ShippingZone, T>
  const shipped = quoteShipping(parcelLines(ok, byId), due, rates, freeShipping)
  const shipping = shipped.byZone
  const missing = trade ? missingToMinimum(subtotal, trade.minimum) : 0
  return {
    lines,
    subtotal,
    offers: offered.applied.map((o) => ({ label: o.labels[lang], amount: fromCents(o.cents) })),
    offersMissing: offered.missing.map((o) => ({ label: o.labels[lang], pieces: o.pieces })),
    discount,
    code,
    shipping,
    total: perZone((z) => (shipping[z] === null ? null : orderTotal(due, shipping[z]))),
    shippingByCountry: shipped.byCountry,
    shippingProblem: shipped.problem,
    toFreeShipping: perZone((z) => {
      const from = rates.freeFrom[z]
      const missing = from === null ? 0 : sumMoney([from, -due])
      return !freeShipping && due > 0 && missing > 0 ? missing : null
    }),
    checkoutable: lines.length > 0 && ok.length === lines.length && missing === 0,
    basis: trade ? 'net' : 'gross',
    ...(trade ? { minimum: { amount: trade.minimum, missing } } : {}),
  }
}

/**
 * The lines as the parcels see them (features/pricing parcelLineOf: the one rule the carrier's parcels
 * follow too): a piece's weight and size, its fragrance's where set; a set is its pieces; the category's padding.
 */
export function parcelLines(lines: readonly PricedLine[], byId: ReadonlyMap<string, CatalogProduct>): ParcelLine[] {
  return lines.map((l) => parcelLineOf({ ...l, key: l.sku || l.id }, byId.get(l.id)))
}
