import Stripe from 'stripe'
import { persistentSecret } from '@/lib/env'

export const stripeConfigured = () => Boolean(process.env.STRIPE_SECRET_KEY && process.env.STRIPE_WEBHOOK_SECRET)

/** The signing secret webhooks are verified with: Stripe's, or the built-in test checkout's own (kept in DATA_DIR). */
export const webhookSecret = () =>
  stripeConfigured()
    ? process.env.STRIPE_WEBHOOK_SECRET!
    : persistentSecret('TEST_WEBHOOK_SECRET', '.test-webhook-secret')

let client: Stripe | undefined

/**
 * The official SDK. Without keys it is still used, offline, to sign and verify the test
 * checkout's events. STRIPE_API_BASE points it at another host (a local stand-in in tests).
 */
export function stripe(): Stripe {
  if (client) return client
  const base = process.env.STRIPE_API_BASE ? new URL(process.env.STRIPE_API_BASE) : null
  client = new Stripe(process.env.STRIPE_SECRET_KEY || 'sk_test_offline', {
    maxNetworkRetries: 2,
    ...(base
      ? { host: base.hostname, port: Number(base.port), protocol: base.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  })
  return client
}

export function resetStripeClient() {
  client = undefined
}
