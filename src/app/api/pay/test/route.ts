import { NextResponse } from 'next/server'
import { z } from 'zod'
import { paymentProvider } from '@/features/payments/server'
import { handlePaymentEvent, verifyEvent } from '@/features/checkout/server'
import { signedTestEvent, TEST_CARDS } from '@/features/payments/server'
import { getMessages } from '@/i18n/server'
import { findOrderBySession } from '@/features/orders/server'
import { jsonError, readJson, seeOther } from '@/lib/http'
import { getShopPayload } from '@/payload/shop-payload'

const schema = z.object({ session: z.string().regex(/^cs_test_[a-f0-9]{36}$/), card: z.string().max(40) })
type Outcome = 'paid' | 'declined' | 'invalid' | 'gone'

/** Pays a pending test session; the outcome goes through the same verification and handler as Stripe's webhook. */
async function pay(session: string, rawCard: string): Promise<Outcome> {
  const payload = await getShopPayload()
  const order = await findOrderBySession(payload, session)
  // A dealer's bank-transfer order is paid when the operator records the transfer, never here.
  if (!order || order.status !== 'pending' || order.payment === 'bank-transfer') return 'gone'
  const card = rawCard.replace(/[\s-]/g, '')
  if (card !== TEST_CARDS.success && card !== TEST_CARDS.declined) return 'invalid'
  const outcome = card === TEST_CARDS.success ? 'paid' : 'declined'
  const { body: raw, signature } = signedTestEvent(order, session, outcome)
  await handlePaymentEvent(payload, verifyEvent(raw, signature))
  return outcome
}

/**
 * The built-in test checkout's "Pay": 4242… succeeds, 4000 0000 0000 0002 is declined.
 * The page's script posts JSON and shows the answer; without scripts the form posts itself and
 * is redirected (303) to the receipt or back to the payment page with the reason.
 */
export async function POST(request: Request) {
  const { t } = await getMessages()
  if (paymentProvider().name !== 'test') return jsonError(404, t.pay.sessionGone)
  const isForm = (request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')
  if (isForm) {
    const parsed = schema.safeParse(Object.fromEntries(await request.formData().catch(() => new FormData())))
    if (!parsed.success) return jsonError(400, t.pay.invalidCard)
    const outcome = await pay(parsed.data.session, parsed.data.card)
    const to =
      outcome === 'paid'
        ? `/success?session_id=${parsed.data.session}`
        : `/pay/test/${parsed.data.session}?error=${outcome}`
    return seeOther(to)
  }
  const body = await readJson(request, schema, { invalid: t.pay.invalidCard })
  if (!body.ok) return body.response
  const outcome = await pay(body.data.session, body.data.card)
  if (outcome === 'gone') return jsonError(410, t.pay.sessionGone)
  if (outcome === 'invalid') return jsonError(400, t.pay.invalidCard)
  if (outcome === 'declined') return jsonError(402, t.pay.declined)
  return NextResponse.json({ ok: true, redirect: `/success?session_id=${body.data.session}` })
}
