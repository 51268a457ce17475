/**
 * The server's view of a cart: every line is re-priced from the catalogue, whatever
 * price the browser kept. Pure: the catalogue is passed in. Used by the cart endpoints
 * and by checkout, so the money is decided in one place.
 */
import {
  DEFAULT_SHIPPING,
  orderTotal,
  SHIPPING_ZONES,
  zoneFee,
  type ShippingRates,
  type ShippingZone,
} from '@/features/checkout/shipping'
import { lineTotal } from '@/lib/money'
import type { ShownReduction } from '@/features/pricing/sale'
import { setPrice, subtotal as sum, type CartLine } from './rules'

export type CatalogProduct = {
  id: string
  name: string
  url: string
  /** The price charged now (the sale price while a sale runs). */
  price: number
  /** A sale's announced reduction of that price. */
  reduction?: ShownReduction | null
  instock: boolean
  sku: string
  type: string
  image: string
  fragrances: string[]
  /** Fragrances with no pieces left, in any language. */
  soldOutFragrances?: string[]
  sets: { number: number; price: number; reduction?: ShownReduction | null }[]
}

export type LineKey = { id: string; fragrance: string; sets: string; quantity: number }
export type Problem = 'missing' | 'out-of-stock' | 'invalid-variant'
/**
 * A line as the server prices it: the catalogue's unit price and the line's total, with what is wrong
 * with it (if anything). The same line becomes the order's item and the invoice's line.
 */
export type PricedLine = CartLine & { problem: Problem | null; lineTotal: number; reduction?: ShownReduction | null }

/**
 * Every amount the shopper sees, from the server: lines with their totals, the subtotal of the lines
 * that can be bought, and the shipping fee and order total for each shipping zone (the checkout shows
 * the zone of the chosen country; the cart page estimates both).
 */
export type CartQuote = {
  lines: PricedLine[]
  subtotal: number
  shipping: Record<ShippingZone, number>
  total: Record<ShippingZone, number>
  checkoutable: boolean
}

export function priceLine(key: LineKey, product: CatalogProduct | undefined): PricedLine {
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
  if (!product.instock || product.soldOutFragrances?.includes(key.fragrance))
    return { ...line, problem: 'out-of-stock', lineTotal: total, reduction }
  return { ...line, problem: null, lineTotal: total, reduction }
}

export function priceCart(
  keys: LineKey[],
  catalog: CatalogProduct[],
  rates: ShippingRates = DEFAULT_SHIPPING,
): CartQuote {
  const byId = new Map(catalog.map((p) => [p.id, p]))
  const lines = keys.map((k) => priceLine(k, byId.get(k.id)))
  const ok = lines.filter((l) => l.problem === null)
  const subtotal = sum(ok)
  const perZone = (f: (zone: ShippingZone) => number) =>
    Object.fromEntries(SHIPPING_ZONES.map((z) => [z, f(z)])) as Record<ShippingZone, number>
  const shipping = perZone((z) => zoneFee(subtotal, z, rates))
  return {
    lines,
    subtotal,
    shipping,
    total: perZone((z) => orderTotal(subtotal, shipping[z])),
    checkoutable: lines.length > 0 && ok.length === lines.length,
  }
}
