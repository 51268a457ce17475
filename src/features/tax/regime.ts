import { EU_STANDARD_RATES } from '@/lib/eu-vat'
import { lineTotal, roundMoney, sumMoney } from '@/lib/money'
import { splitVat, VAT_RATE } from './vat'

/**
 * The VAT regime of an order: which VAT it carries and how the documents state it. One pure module for
 * the checkout totals, the order, the receipt, the invoice, the e-invoice and the operator pages (ADR 0014).
 *
 * - `domestic`: Italian VAT at 22% — Italian customers, every customer whose goods stay in Italy, EU
 *   consumers while the seller is under the distance-sales threshold, businesses without an EU VAT number.
 * - `oss`: an EU consumer in another member state once the seller has switched the One-Stop Shop on — the
 *   destination's standard rate. The price stays the one shown (VAT included), only its split changes.
 * - `intra-eu`: a business with a VAT number of another member state, goods sent there — a supply not
 *   subject to Italian VAT (art. 41 D.L. 331/1993; the buyer accounts for VAT in its own country). The
 *   customer pays the prices net of Italian VAT.
 * Non-EU destinations are not offered (the shop ships within the EU: lib/geo.ts, ADR 0011).
 */
export type VatRegime =
  | { kind: 'domestic'; rate: number; country: 'IT' }
  | { kind: 'oss'; rate: number; country: string }
  | { kind: 'intra-eu'; rate: 0; country: string; natura: 'N3.2'; reference: string }

/** Who buys: a consumer (also an Italian private person asking for an invoice), or a business by its VAT number. */
export type BuyerKind = 'consumer' | 'it-business' | 'eu-business' | 'other-business'

export const INTRA_EU_REFERENCE = 'Non imponibile art. 41 D.L. 331/1993'

export const DOMESTIC: VatRegime = { kind: 'domestic', rate: VAT_RATE, country: 'IT' }

/** The regime of an order shipped to `destination` (ISO code of an EU member state). */
export function vatRegime(args: { destination: string; buyer: BuyerKind; oss: boolean }): VatRegime {
  const destination = args.destination.toUpperCase()
  if (destination === 'IT' || !(destination in EU_STANDARD_RATES)) return DOMESTIC
  if (args.buyer === 'eu-business')
    return { kind: 'intra-eu', rate: 0, country: destination, natura: 'N3.2', reference: INTRA_EU_REFERENCE }
  if (args.buyer === 'consumer' && args.oss)
    return { kind: 'oss', rate: EU_STANDARD_RATES[destination], country: destination }
  return DOMESTIC
}

/** A regime as the order stores it (kind, rate, country), back to the full regime. Old orders: domestic. */
export function storedRegime(
  v: { kind?: string | null; rate?: number | null; country?: string | null } | null | undefined,
): VatRegime {
  if (v?.kind === 'intra-eu' && v.country)
    return { kind: 'intra-eu', rate: 0, country: v.country, natura: 'N3.2', reference: INTRA_EU_REFERENCE }
  if (v?.kind === 'oss' && v.country && typeof v.rate === 'number')
    return { kind: 'oss', rate: v.rate, country: v.country }
  return DOMESTIC
}

/**
 * What the customer pays for an amount priced VAT included (catalogue and shipping prices): the same
 * amount, or under `intra-eu` the amount net of Italian VAT (to the cent, per line, so that the lines of
 * the e-invoice add up to what was charged).
 */
export const charged = (gross: number, regime: VatRegime): number =>
  regime.kind === 'intra-eu' ? splitVat(gross, VAT_RATE).taxable : roundMoney(gross)

/**
 * The amounts of an order under a regime, as charged: each line's unit price and total (unit × quantity,
 * exact to the cent), each line's share of a discount code (priced VAT included, charged like a price),
 * the subtotal before the discount, the discount, the shipping and the total.
 *
 * A dealer's order (`trade`, ADR 0026) is priced net of VAT: its lines, discount and shipping are kept
 * as they are and the total adds the regime's VAT on their sum (none under `intra-eu`), so the taxable
 * amount of the documents is exactly the sum of the net lines.
 */
export function chargedTotals(
  lines: { price: number; quantity: number; discount?: number | null }[],
  shipping: number,
  regime: VatRegime,
  trade = false,
) {
  const charge = (amount: number) => (trade ? roundMoney(amount) : charged(amount, regime))
  const units = lines.map((l) => charge(l.price))
  const lineTotals = units.map((u, i) => lineTotal(u, lines[i].quantity))
  const discounts = lines.map((l, i) => Math.min(lineTotals[i], charge(l.discount ?? 0)))
  const subtotal = sumMoney(lineTotals)
  const discount = sumMoney(discounts)
  const fee = charge(shipping)
  const due = sumMoney([subtotal, -discount, fee])
  return {
    units,
    lineTotals,
    discounts,
    subtotal,
    discount,
    shipping: fee,
    total: trade ? sumMoney([due, vatOn(due, regime.rate)]) : due,
  }
}

/** The VAT on a taxable amount at a rate (percent), to the cent. */
export const vatOn = (taxable: number, rate: number): number => roundMoney((taxable * rate) / 100)

/**
 * The taxable amount of a line or fee of an order as the documents state it: a dealer's order keeps its
 * amounts net; any other order's amounts include the regime's VAT.
 */
export const taxableOf = (amount: number, regime: VatRegime, trade: boolean | null | undefined): number =>
  trade ? roundMoney(amount) : regimeSplit(amount, regime).taxable

/** The taxable amount and the VAT in a charged amount under the regime (none under `intra-eu`). */
export const regimeSplit = (amount: number, regime: VatRegime) => splitVat(amount, regime.rate)
