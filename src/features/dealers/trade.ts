/**
 * Trade prices (issue 41, ADR 0026): what a dealer pays and may order. Pure: the product's terms, the
 * dealer's price list and the trade settings are passed in.
 *
 * Trade prices are net of VAT. A product's trade price is the operator's fixed price for it (or for the
 * chosen set), else the dealer's price list's percentage off the list price net of VAT. The list price
 * is the consumer's regular price: a consumer sale never lowers a trade price (the operator may let
 * offers and codes apply to dealers too, in the trade settings).
 */
import { tableOf, type ShippingRates } from '@/features/pricing'
import { splitVat } from '@/features/tax'
import { fromCents, roundMoney, sumMoney, toCents } from '@/lib/money'

/** A product's trade terms as the operator set them in /cms. */
export type ProductTerms = {
  id: string
  /** The regular price, VAT included (no sale applied). */
  listPrice: number
  /** A fixed trade price for the product, net of VAT (null: the price list's percentage). */
  tradePrice: number | null
  sets: { number: number; listPrice: number; tradePrice: number | null }[]
  /** Pieces per case: a dealer orders in multiples of it (1: any quantity). */
  casePack: number
  /** Display stands and other trade-only goods: orderable by dealers only. */
  dealerOnly: boolean
}

/** The list price net of VAT (22%), to the cent. */
export const netOf = (gross: number): number => splitVat(gross).taxable

/** A percentage off kept between 0 and 100. */
const clampPercent = (p: number) => (Number.isFinite(p) ? Math.min(100, Math.max(0, p)) : 0)

/** One trade unit price (net): the fixed price when there is one, else the list price net less the percentage. */
export function tradeUnit(listGross: number, fixedNet: number | null | undefined, percentOff: number): number {
  if (typeof fixedNet === 'number' && fixedNet >= 0) return roundMoney(fixedNet)
  const cents = toCents(netOf(listGross))
  return fromCents(Math.round((cents * (100 - clampPercent(percentOff))) / 100))
}

/** A product's trade prices for a price list: the product's and each set's (net of VAT). */
export function tradePrices(
  p: ProductTerms,
  percentOff: number,
): { price: number; sets: { number: number; price: number }[] } {
  return {
    price: tradeUnit(p.listPrice, p.tradePrice, percentOff),
    sets: p.sets.map((s) => ({ number: s.number, price: tradeUnit(s.listPrice, s.tradePrice, percentOff) })),
  }
}

/** A case pack as stored (empty, zero, fractions) made a whole number of at least 1. */
export const casePackOf = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 1 ? Math.floor(v) : 1

/** Whether a quantity is a whole number of cases. */
export const fitsCasePack = (quantity: number, casePack: number): boolean =>
  casePack <= 1 || (quantity > 0 && quantity % casePack === 0)

/** The whole-case quantities either side of a quantity that is not one (for the message: "6 or 12"). */
export function nearestCases(quantity: number, casePack: number): { below: number | null; above: number } {
  const below = Math.floor(quantity / casePack) * casePack
  return { below: below > 0 ? below : null, above: below + casePack }
}

/** What a dealer's cart still needs to reach the minimum order (net): 0 when reached or there is none. */
export function missingToMinimum(subtotalNet: number, minimum: number): number {
  if (!(minimum > 0)) return 0
  const missing = sumMoney([minimum, -subtotalNet])
  return missing > 0 ? missing : 0
}

/**
 * Shipping as the trade pays it: the fees net of VAT; free from a subtotal only when the operator lets
 * the consumer offers apply to dealers (a free-shipping threshold is such an offer), then net too.
 */
export function tradeRates(r: ShippingRates, promotions: boolean): ShippingRates {
  const free = (v: number | null) => (promotions && v !== null ? netOf(v) : null)
  return {
    ...r,
    italy: netOf(r.italy),
    abroad: netOf(r.abroad),
    // Every band of the rate table net too (issue 55): a dealer's parcels pay the same bands, without VAT.
    table: tableOf(r).map((z) => ({ ...z, bands: z.bands.map((b) => ({ ...b, price: netOf(b.price) })) })),
    freeFrom: { italy: free(r.freeFrom.italy), abroad: free(r.freeFrom.abroad) },
  }
}

/** What a catalogue line needs from the pricing catalogue (features/cart/pricing's CatalogProduct). */
type Priced = {
  id: string
  price: number
  reduction?: unknown
  sets: { number: number; price: number; reduction?: unknown }[]
  dealerOnly?: boolean
  casePack?: number
}

/**
 * The pricing catalogue as a dealer sees it: each product at its trade price (net) and each set at its
 * own, no sale's reduction, with the case pack. A product without terms (new since the terms were read)
 * is left out: it cannot be priced for the trade until it is.
 */
export function tradeCatalog<P extends Priced>(
  catalog: P[],
  terms: ReadonlyMap<string, ProductTerms>,
  percentOff: number,
): P[] {
  return catalog.flatMap((p) => {
    const t = terms.get(p.id)
    if (!t) return []
    const prices = tradePrices(t, percentOff)
    const setPrice = new Map(prices.sets.map((s) => [s.number, s.price]))
    return [
      {
        ...p,
        price: prices.price,
        reduction: null,
        onSale: false,
        sets: p.sets.map((s) => ({
          ...s,
          price: setPrice.get(s.number) ?? prices.price * s.number,
          reduction: null,
          onSale: false,
        })),
        dealerOnly: t.dealerOnly,
        casePack: t.casePack,
      },
    ]
  })
}
