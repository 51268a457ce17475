import { getCurrentUser } from '@/features/account/session'
import { getMessages } from '@/features/i18n/server'
import { getSeller } from '@/features/seller/data'
import { DEFAULT_COUNTRY, isKnownCountry } from '@/lib/geo'
import { emptyBilling, type BillingData } from './billing'
import { CheckoutForm } from './CheckoutForm'
import { paymentProvider } from './payments'

/** /checkout: prefilled for a signed-in customer from the profile and the first saved address. */
export async function CheckoutPage() {
  const [user, { t }] = await Promise.all([getCurrentUser(), getMessages()])
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
    country: first?.country && isKnownCountry(first.country) ? first.country : DEFAULT_COUNTRY,
    phone: first?.phone?.number ? `${first.phone.code ?? ''} ${first.phone.number}`.trim() : '',
  }
  return (
    <div className="container section">
      <h1>{t.checkout.title}</h1>
      {paymentProvider().name === 'test' ? (
        <p className="notice warn" data-testid="test-mode">
          {t.pay.testModeCheckout}
        </p>
      ) : null}
      <CheckoutForm initial={initial} oss={(await getSeller()).oss} />
    </div>
  )
}
