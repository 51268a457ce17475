import type { Payload } from 'payload'
import { log } from '@/lib/logger'
import { markOrderPaid } from '@/features/orders/server'
import { findOrderForPayment, findOrderByPaymentIntent } from '@/features/orders/server'
import { metrics } from '@/services/metrics'
import { releaseDecision } from '@/features/orders/server'
import { REFUND_EVENT_TYPES } from '@/features/payments/server'
import { recordRefund, restockSchema, type RecordedRefund } from '@/features/orders/server'
import { stripe, webhookSecret } from '@/features/payments/server'
import { toCents } from '@/lib/money'
import type { Order } from '@/payload-types'
import type { PaymentEvent } from '@/features/payments/types'

export class SignatureError extends Error {}

/** Verifies the signature on the raw body (Stripe's scheme, for both providers) and returns the event. */
export function verifyEvent(rawBody: string, signature: string | null): PaymentEvent {
  if (!signature) throw new SignatureError('missing Stripe-Signature header')
  try {
    return stripe().webhooks.constructEvent(rawBody, signature, webhookSecret()) as unknown as PaymentEvent
  } catch (err) {
    throw new SignatureError((err as Error).message)
  }
}

export type HandleResult =
  | 'duplicate'
  | 'paid'
  | 'already-paid'
  | 'needs-attention'
  | 'ignored'
  | 'failed-payment'
  | 'unknown-order'
  | 'refund-failed'
  | RecordedRefund

/**
 * Applies one payment event. Idempotent: an event id is processed once (ledger), and the
 * pending → paid transition happens once whatever the order or number of deliveries.
 * Only this code marks an order paid; the browser never does.
 */
export async function handlePaymentEvent(payload: Payload, event: PaymentEvent): Promise<HandleResult> {
  const seen = await payload.count({
    collection: 'payment-events',
    where: { eventId: { equals: event.id } },
    overrideAccess: true,
  })
  if (seen.totalDocs > 0) return 'duplicate'
  const session = event.data.object
  const isRefund = session.object === 'refund'
  const refundFailed = isRefund && (session.status === 'failed' || session.status === 'canceled')
  const named =
    (await findOrderForPayment(payload, { orderId: session.metadata?.orderId, sessionId: session.id })) ??
    // A refund made in Stripe's dashboard carries no order id: its payment intent is the order's.
    (isRefund && session.payment_intent ? await findOrderByPaymentIntent(payload, session.payment_intent) : null)
  // An id in the metadata is only a pointer: the event must be about the order's own payment (ADR 0031).
  const order = named && ownPayment(named, session) ? named : null
  const paidEvent =
    (event.type === 'checkout.session.completed' && session.payment_status === 'paid') ||
    event.type === 'checkout.session.async_payment_succeeded'
  let result: HandleResult
  let unmatched: Record<string, unknown> = {}
  if (!order) {
    const about = {
      event: event.id,
      type: event.type,
      session: session.id,
      paymentIntent: session.payment_intent ?? null,
      ...(named ? { named: named.id, reason: 'not the order’s payment session' } : {}),
    }
    if (paidEvent) {
      // Money taken with no order to sell against: the operator refunds it in Stripe (the dashboard's to-do).
      log.error('payment confirmed with no order: refund it in Stripe', { ...about, amount: session.amount_total })
      metrics().unmatchedPayments.inc({ type: event.type })
      unmatched = {
        amount: typeof session.amount_total === 'number' ? session.amount_total : null,
        session: session.id,
        paymentIntent: session.payment_intent ?? null,
      }
    } else {
      log.warn('payment event for an unknown order', about)
      // A refund of such a payment (made in Stripe) takes it off the dashboard's to-do.
      if (isRefund && !refundFailed && session.payment_intent) unmatched = { paymentIntent: session.payment_intent }
    }
    result = 'unknown-order'
  } else if (paidEvent) {
    // An amount that differs from the total is held for the operator, never left to expire (ADR 0031).
    if (session.amount_total !== toCents(order.totalAmount))
      log.error('paid amount does not match the order: held', {
        order: order.id,
        paid: session.amount_total,
        expected: toCents(order.totalAmount),
      })
    result = await markOrderPaid(payload, order.id, session.payment_intent ?? null, session.id, {
      paidCents: typeof session.amount_total === 'number' ? session.amount_total : 0,
    })
  } else if ((REFUND_EVENT_TYPES as readonly string[]).includes(event.type) && isRefund) {
    // Recorded when the provider says it succeeded (a pending refund is recorded by its later update).
    const restock = restockSchema.safeParse(parseOr(session.metadata?.restock, {}))
    if (refundFailed) {
      // Stripe accepted it, then it failed (or was canceled): the money stayed with the shop. A held
      // payment's refund decision is given back, so the operator may refund it again or accept it.
      log.error('refund failed at the provider', {
        order: order.id,
        refund: session.id,
        status: session.status,
        amount: session.amount,
      })
      if (order.status === 'needs-attention') await releaseDecision(payload, order.id, 'refund')
      result = 'refund-failed'
    } else
      result =
        session.status === 'succeeded' && typeof session.amount === 'number' && session.amount > 0
          ? await recordRefund(payload, order.id, {
              id: session.id,
              cents: session.amount,
              restock: restock.success ? restock.data : {},
            })
          : 'ignored'
  } else if (event.type === 'checkout.session.async_payment_failed') {
    log.info('payment failed, order stays pending', { order: order.id })
    result = 'failed-payment'
  } else {
    result = 'ignored'
  }
  try {
    await payload.create({
      collection: 'payment-events',
      overrideAccess: true,
      data: { eventId: event.id, type: event.type, order: order?.id, ...unmatched },
    })
  } catch {
    /* a concurrent delivery recorded it first */
  }
  return result
}

/**
 * The event is about this order's payment: a Checkout Session's event carries the session id recorded on
 * the order; a refund's, when both say, the order's payment intent. An order id alone (reused on SQLite
 * before AUTOINCREMENT, or forged into metadata by whoever opened a session) never moves another order.
 */
function ownPayment(order: Order, object: PaymentEvent['data']['object']): boolean {
  if (object.object === 'refund')
    return !object.payment_intent || !order.paymentIntentId || object.payment_intent === order.paymentIntentId
  return Boolean(order.checkoutSessionId) && order.checkoutSessionId === object.id
}

const parseOr = (text: string | undefined, fallback: unknown): unknown => {
  try {
    return text ? JSON.parse(text) : fallback
  } catch {
    return fallback
  }
}
