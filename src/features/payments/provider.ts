import { stripeConfigured } from './stripe-client'
import { stripeProvider } from './stripe-provider'
import { testProvider } from './test-provider'
import type { PaymentProvider } from './types'

/** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, otherwise the built-in test checkout. */
export const paymentProvider = (): PaymentProvider => (stripeConfigured() ? stripeProvider : testProvider)
