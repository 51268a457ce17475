import { getCurrentUser } from '@/features/sign-in/server'
import { getMessages } from '@/i18n/server'
import { getSeller } from '@/features/seller/server'
import { activeDealer, getTradeSettings } from '@/features/dealers/server'
import { getShippingRates } from '@/features/settings/server'
import { DEFAULT_COUNTRY, isShippingCountry, SHIPPING_COUNTRIES } from '@/lib/geo'
import { emptyBilling, type BillingData } from './billing'
import { CheckoutForm } from './CheckoutForm'
import { paymentProvider } from '@/features/payments/server'
import { pickMessages } from '@/i18n/messages'
import { PageMessages } from '@/features/ui/client'

/** /checkout: prefilled for a signed-in customer from the profile and the first saved address. */
export async function CheckoutPage({
  pickupZones,
}: {
  /** Which zones offer pickup points (ADR 0043; the carriers feature answers it, above this one). */
  pickupZones?: { italy: boolean; abroad: boolean }
} = {}) {
  const [user, { t }, seller, rates] = await Promise.all([
    getCurrentUser(),
    getMessages(),
    getSeller(),
    getShippingRates(),
  ])
  // A dealer may pay by bank transfer: the form names the days its pieces are held, or the dealer's
  // payment terms (features/dealers).
  const dealer = await activeDealer(user)
  const transferDays = dealer ? (await getTradeSettings()).transferDays : 0
  const termsDays = dealer?.paymentTermsDays ?? 0
  const first = user?.addresses?.[0]
  const initial: BillingData = {
    ...emptyBilling(),
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    address: first?.street ?? '',
    city: first?.city ?? '',
    state: first?.state ?? '',
    zip: first?.zip ?? '',
    // The saved address's country where the shop ships there; else Italy; else the first country shipped to.
    country: [first?.country, DEFAULT_COUNTRY, ...SHIPPING_COUNTRIES.map((c) => c.name)].find(
      (c): c is string => Boolean(c) && isShippingCountry(c!, rates.countries),
    )!,
    phone: first?.phone?.number ? `${first.phone.code ?? ''} ${first.phone.number}`.trim() : '',
  }
  return (
    <PageMessages messages={pickMessages(t, ['checkout', 'pickup'])}>
      <div className="container section">
        <h1>{t.checkout.title}</h1>
        {paymentProvider().name === 'test' ? (
          <p className="notice warn" data-testid="test-mode">
            {t.pay.testModeCheckout}
          </p>
        ) : null}
        <CheckoutForm
          initial={initial}
          oss={seller.oss}
          countries={rates.countries}
          transferDays={transferDays}
          termsDays={termsDays}
          pickupZones={pickupZones}
        />
      </div>
    </PageMessages>
  )
}
