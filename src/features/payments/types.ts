import type { Lang } from '@/i18n/locales'
import type { Order } from '@/payload-types'

/** What a payment provider does for the shop. Both providers report outcomes as signed Stripe-shaped events. */
export interface PaymentProvider {
  name: 'test' | 'stripe'
  /** The smallest total it can charge, in cents (Stripe: 50 for euro); a smaller card order is refused at checkout. */
  minimumCents?: number
  /** Creates a hosted payment session for a saved pending order; returns its id and the URL the browser goes to. */
  createSession(order: Order, lang: Lang): Promise<{ id: string; url: string }>
  /** Closes the order's payment page (a cancelled order can no longer be paid there). */
  closeSession(order: Order): Promise<void>
  /**
   * Asks for a refund of `cents` of the order's payment; the shop records it when the provider's
   * signed event confirms it. The test checkout confirms at once and returns that event to handle.
   */
  refund(
    order: Order,
    cents: number,
    metadata: Record<string, string>,
  ): Promise<{ id: string; event?: { body: string; signature: string } }>
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
      /** Refund events: the refunded amount (cents) and the refund's status. */
      amount?: number | null
      status?: string | null
      payment_status?: string
      payment_intent?: string | null
      metadata?: Record<string, string> | null
    }
  }
}
