import crypto from 'node:crypto'
import { env } from '@/lib/env'
import type { Order } from '@/payload-types'
import { stripe, webhookSecret } from './stripe-client'
import { toCents } from '@/lib/money'
import type { PaymentEvent, PaymentProvider } from './types'

/** The built-in test checkout: a hosted page inside the app, like a card processor's test mode. */
export const testProvider: PaymentProvider = {
  name: 'test',
  async createSession() {
    const id = `cs_test_${crypto.randomBytes(18).toString('hex')}`
    return { id, url: `${env.siteUrl}/pay/test/${id}` }
  },
  // The test payment page refuses any order that is not pending.
  async closeSession() {},
  async refund(order, cents, metadata) {
    const id = `re_test_${crypto.randomBytes(12).toString('hex')}`
    return { id, event: sign(refundEvent(id, order, cents, metadata)) }
  },
}

/** A refund confirmed at once, as Stripe reports one (`refund.created` with status succeeded). */
function refundEvent(id: string, order: Order, cents: number, metadata: Record<string, string>) {
  return {
    id: `evt_test_${crypto.randomBytes(12).toString('hex')}`,
    object: 'event' as const,
    created: Math.floor(Date.now() / 1000),
    type: 'refund.created',
    data: {
      object: {
        id,
        object: 'refund',
        amount: cents,
        status: 'succeeded',
        payment_intent: order.paymentIntentId,
        metadata,
      },
    },
  }
}

function sign(event: object) {
  const body = JSON.stringify(event)
  return { body, signature: stripe().webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret() }) }
}

export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const

/** Builds and signs the event the test checkout reports, exactly as Stripe would send it. */
export function signedTestEvent(
  order: Order,
  sessionId: string,
  outcome: 'paid' | 'declined',
): { body: string; signature: string } {
  const event: PaymentEvent & { object: 'event'; created: number } = {
    id: `evt_test_${crypto.randomBytes(12).toString('hex')}`,
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    type: outcome === 'paid' ? 'checkout.session.completed' : 'checkout.session.async_payment_failed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        amount_total: toCents(order.totalAmount),
        payment_status: outcome === 'paid' ? 'paid' : 'unpaid',
        payment_intent: `pi_test_${crypto.randomBytes(12).toString('hex')}`,
        metadata: { orderId: String(order.id) },
      },
    },
  }
  return sign(event)
}
