import { LOCALES } from '@/i18n/locales'
import { env } from '@/lib/env'
import { log } from '@/lib/logger'
import { stripe } from './stripe-client'
import { toCents } from '@/lib/money'
import type { PaymentProvider } from './types'
import { stripeLineItems, stripeTotalCents } from './stripe-lines'
import { withSpan } from '@/lib/tracing'

/** Stripe Checkout: line items built from the server's order, the order id in metadata. */
export const stripeProvider: PaymentProvider = {
  name: 'stripe',
  // Stripe's minimum charge in euro (its "minimum and maximum charge amounts"): a smaller session is refused.
  minimumCents: 50,
  async createSession(order, lang) {
    // Stripe's lines add up to the order's total, VAT included, to the cent (stripe-lines.ts): the webhook
    // then finds amount_total equal to it. Never open a page that would charge anything else.
    const lineItems = stripeLineItems(order, lang)
    if (stripeTotalCents(lineItems) !== toCents(order.totalAmount))
      throw new Error(`Stripe's lines add up to ${stripeTotalCents(lineItems)} cents, not the order's total`)
    const session = await withSpan('stripe checkout.sessions.create', { 'order.id': String(order.id) }, () =>
      stripe().checkout.sessions.create({
        mode: 'payment',
        locale: LOCALES[lang].stripe,
        customer_email: order.email,
        line_items: lineItems,
        metadata: { orderId: String(order.id) },
        // The payment page closes when the order's reservation lapses (Stripe allows 30 minutes to 24 hours).
        expires_at: Math.floor(Date.now() / 1000) + Math.min(24 * 60, Math.max(30, env.reservationMinutes)) * 60,
        payment_intent_data: { metadata: { orderId: String(order.id) } },
        success_url: `${env.siteUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${env.siteUrl}/checkout?cancelled=1`,
      }),
    )
    if (!session.url) throw new Error('Stripe returned no session URL')
    return { id: session.id, url: session.url }
  },
  async closeSession(order) {
    const sessionId = order.checkoutSessionId
    if (!sessionId) return
    // An open session is expired; one already completed or expired answers an error, which changes nothing
    // (a payment that still arrives for a cancelled order is held for a refund: the life-cycle table).
    await withSpan('stripe checkout.sessions.expire', { 'order.id': String(order.id) }, () =>
      stripe().checkout.sessions.expire(sessionId),
    ).catch((err: Error) => log.warn('Stripe session not expired', { order: order.id, error: err.message }))
  },
  async refund(order, cents, metadata) {
    if (!order.paymentIntentId) throw new Error('the order has no payment to refund')
    const paymentIntent = order.paymentIntentId
    const refund = await withSpan('stripe refunds.create', { 'order.id': String(order.id) }, () =>
      stripe().refunds.create(
        { payment_intent: paymentIntent, amount: cents, metadata },
        // One refund per request: a retried request (network) is not a second refund.
        { idempotencyKey: `refund-${order.id}-${cents}-${metadata.request ?? ''}` },
      ),
    )
    return { id: refund.id }
  },
}
