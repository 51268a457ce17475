import { NextResponse } from 'next/server'
import { z } from 'zod'
import { paymentProvider } from '@/features/checkout/payments'
import { handlePaymentEvent, verifyEvent } from '@/features/checkout/payments/webhook'
import { signedTestEvent, TEST_CARDS } from '@/features/checkout/payments/test-provider'
import { getMessages } from '@/features/i18n/server'
import { jsonError, readJson } from '@/lib/http'
import { getShopPayload } from '@/lib/payload'

/**
 * The built-in test checkout's "Pay": 4242… succeeds, 4000 0000 0000 0002 is declined.
 * The outcome is reported as a signed event through the same verification and handler as Stripe's webhook.
 */
export async function POST(request: Request) {
  const { t } = await getMessages()
  if (paymentProvider().name !== 'test') return jsonError(404, t.pay.sessionGone)
  const body = await readJson(request, z.object({ session: z.string().regex(/^cs_test_[a-f0-9]{36}$/), card: z.string().max(40) }), { invalid: t.pay.invalidCard })
  if (!body.ok) return body.response
  const payload = await getShopPayload()
  const found = await payload.find({ collection: 'orders', where: { checkoutSessionId: { equals: body.data.session } }, limit: 1, overrideAccess: true })
  const order = found.docs[0]
  if (!order || order.status !== 'pending') return jsonError(410, t.pay.sessionGone)
  const card = body.data.card.replace(/[\s-]/g, '')
  if (card !== TEST_CARDS.success && card !== TEST_CARDS.declined) return jsonError(400, t.pay.invalidCard)
  const outcome = card === TEST_CARDS.success ? 'paid' : 'declined'
  const { body: raw, signature } = signedTestEvent(order, body.data.session, outcome)
  await handlePaymentEvent(payload, verifyEvent(raw, signature))
  if (outcome === 'declined') return jsonError(402, t.pay.declined)
  return NextResponse.json({ ok: true, redirect: `/success?session_id=${body.data.session}` })
}
