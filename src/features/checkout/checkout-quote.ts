import { fill } from '@/i18n/config'
import { LOCALES, type Lang } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { countryIso, countryLabel } from '@/lib/geo'
import { chargedTotals } from '@/features/tax'
import type { useCart } from '@/features/cart/client'
import { billingRegime, type BillingData } from './billing'
import { dealerBilling } from './dealer-billing'

/**
 * What the checkout's summary shows for the cart and the billing form as typed (CheckoutForm): the
 * amounts, the VAT note, whether to ask the shop for a quote and whether the cart is still priced.
 * Every amount is the server's quote; the chosen country only picks its shipping zone.
 * An intra-EU supply to a business is charged net of Italian VAT: the same rule as the server's (regime.ts).
 * A dealer's order is invoiced to the trade account and priced net, VAT added on the total (features/dealers).
 */
export function checkoutQuote(
  cart: ReturnType<typeof useCart>,
  b: BillingData,
  oss: boolean,
  dealer: Parameters<typeof dealerBilling>[1] | null,
  c: Messages['checkout'],
  lang: Lang,
) {
  // The fee of the cart's parcels to the chosen country (ADR 0041): undefined while priced, null: ask the shop.
  const countryFee = !cart.lines.length
    ? 0
    : cart.shippingByCountry
      ? (cart.shippingByCountry[countryIso(b.country) ?? ''] ?? null)
      : undefined
  const regime = billingRegime(dealer ? dealerBilling(b, dealer) : b, oss)
  const amounts =
    typeof countryFee === 'number' && cart.subtotal !== null
      ? chargedTotals(cart.lines, countryFee, regime, cart.trade)
      : null
  const askUs = countryFee === null && cart.lines.length > 0
  const subtotal = amounts ? amounts.subtotal : cart.subtotal
  const fee = amounts ? amounts.shipping : null
  const vatNote =
    regime.kind === 'intra-eu'
      ? c.intraEu
      : regime.kind === 'oss'
        ? fill(c.ossVat, {
            country: countryLabel({ code: regime.country, name: regime.country }, LOCALES[lang].intl),
            rate: regime.rate,
          })
        : cart.trade
          ? fill(c.tradeVat, { rate: regime.rate })
          : c.vatIncluded
  const loading = cart.lines.length > 0 && subtotal === null
  return { amounts, askUs, subtotal, fee, vatNote, loading }
}
