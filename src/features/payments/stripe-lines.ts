import type Stripe from 'stripe'
import type { Lang } from '@/i18n/locales'
import { fill } from '@/i18n/config'
import { messages } from '@/i18n/messages'
import { storedRegime, vatOn } from '@/features/tax'
import { regimeText } from '@/features/tax/server'
import { discountLabel, lineDescription, linePaid, orderLines } from '@/features/cart'
import { fromCents, toCents } from '@/lib/money'
import type { Order } from '@/payload-types'

export type StripeLineItem = Stripe.Checkout.SessionCreateParams.LineItem

/** The parts of an order its payment page is built from. */
export type StripeOrder = Pick<
  Order,
  'items' | 'shippingFee' | 'totalAmount' | 'trade' | 'vat' | 'offers' | 'discountCode'
>

/** Stripe takes at most 100 line items in a Checkout Session (its API reference, `line_items`). */
export const STRIPE_MAX_LINE_ITEMS = 100

const item = (name: string, cents: number, quantity = 1): StripeLineItem => ({
  quantity,
  price_data: { currency: 'eur', unit_amount: cents, product_data: { name } },
})

/**
 * The lines of Stripe's payment page for an order, in the buyer's language, adding up to the order's
 * total to the cent (what the webhook then checks Stripe charged):
 * - each line at its unit price × quantity; a line with a share of the offers or the code is one item at
 *   what it costs now ("name × 3 (CODE)"), so no coupon has to be kept in step;
 * - the shipping fee;
 * - a dealer's order (`trade`) is priced net of VAT and its total adds the regime's VAT once, on the sum
 *   of the net amounts (tax/regime.ts, chargedTotals): the same VAT is one more line ("IVA 22%"),
 *   none under reverse charge;
 * - Stripe takes at most 100 items: when the products, the shipping and the VAT would be more, the products
 *   are one item ("99 articoli") at their exact sum, so the total and the VAT on it do not change.
 */
export function stripeLineItems(order: StripeOrder, lang: Lang): StripeLineItem[] {
  const label = discountLabel(order)
  const ordered = orderLines(order)
  const products = ordered.map((l) =>
    l.discount > 0
      ? item(`${lineDescription(l)} × ${l.quantity} (${label})`, toCents(linePaid(l)))
      : item(lineDescription(l), toCents(l.price), l.quantity),
  )
  const extras = (order.shippingFee > 0 ? 1 : 0) + (order.trade ? 1 : 0)
  // The order's pieces (a discounted line goes to Stripe as one item whatever its quantity).
  const pieces = ordered.reduce((n, l) => n + l.quantity, 0)
  const lines =
    products.length + extras > STRIPE_MAX_LINE_ITEMS
      ? [item(fill(messages[lang].checkout.cardItems, { count: pieces }), stripeTotalCents(products))]
      : products
  if (order.shippingFee > 0) lines.push(item(messages[lang].checkout.shipping, toCents(order.shippingFee)))
  if (order.trade) {
    const regime = storedRegime(order.vat)
    const vat = toCents(vatOn(fromCents(stripeTotalCents(lines)), regime.rate))
    if (vat > 0) lines.push(item(regimeText(regime, lang).vat, vat))
  }
  return lines
}

/** What Stripe charges for these lines (cents): Σ unit amount × quantity. */
export const stripeTotalCents = (lines: readonly StripeLineItem[]): number =>
  lines.reduce((sum, l) => sum + (l.price_data?.unit_amount ?? 0) * (l.quantity ?? 1), 0)
