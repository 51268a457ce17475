import type { Payload } from 'payload'
import { log } from '@/lib/logger'
import { markOrderPaid } from '@/features/orders/fulfilment'
import { findOrderForPayment } from '@/features/orders/repository'
import { recordRefund, restockSchema, type RecordedRefund } from '@/features/orders/refunds'
import { stripe, webhookSecret } from './stripe-client'
import { toCents } from '@/lib/money'
import type { PaymentEvent } from './types'

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
  | 'amount-mismatch'
  | 'unknown-order'
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
  const order = await findOrderForPayment(payload, { orderId: session.metadata?.orderId, sessionId: session.id })
  let result: HandleResult
  if (!order) {
    log.warn('payment event for an unknown order', { event: event.id, session: session.id })
    result = 'unknown-order'
  } else if (
    (event.type === 'checkout.session.completed' && session.payment_status === 'paid') ||
    event.type === 'checkout.session.async_payment_succeeded'
  ) {
    if (session.amount_total !== toCents(order.totalAmount)) {
      log.error('paid amount does not match the order', {
        order: order.id,
        paid: session.amount_total,
        expected: toCents(order.totalAmount),
      })
      result = 'amount-mismatch'
    } else {
      result = await markOrderPaid(payload, order.id, session.payment_intent ?? null, session.id)
    }
  } else if ((event.type === 'refund.created' || event.type === 'refund.updated') && session.object === 'refund') {
    // Recorded when the provider says it succeeded (a pending refund is recorded by its later update).
    const restock = restockSchema.safeParse(parseOr(session.metadata?.restock, {}))
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
      data: { eventId: event.id, type: event.type, order: order?.id },
    })
  } catch {
    /* a concurrent delivery recorded it first */
  }
  return result
}

const parseOr = (text: string | undefined, fallback: unknown): unknown => {
  try {
    return text ? JSON.parse(text) : fallback
  } catch {
    return fallback
  }
}
