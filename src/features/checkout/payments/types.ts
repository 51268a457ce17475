import type { Lang } from '@/features/i18n/locales'
import type { Order } from '@/payload-types'

/** What a payment provider does for the shop. Both providers report outcomes as signed Stripe-shaped events. */
export interface PaymentProvider {
  name: 'test' | 'stripe'
  /** Creates a hosted payment session for a saved pending order; returns its id and the URL the browser goes to. */
  createSession(order: Order, lang: Lang): Promise<{ id: string; url: string }>
}

/** The part of a Stripe Checkout Session event the shop reads. */
export type PaymentEvent = {
  id: string
  type: string
  data: {
    object: {
      id: string
      object?: string
      amount_total?: number | null
      payment_status?: string
      payment_intent?: string | null
      metadata?: Record<string, string> | null
    }
  }
}
