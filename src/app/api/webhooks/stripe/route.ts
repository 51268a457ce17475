import { NextResponse } from 'next/server'
import { handlePaymentEvent, SignatureError, verifyEvent } from '@/features/checkout/server'
import { log } from '@/lib/logger'
import { getShopPayload } from '@/payload/shop-payload'

/** Stripe webhook (also the path the built-in test checkout reports through): signature checked on the raw body. */
export async function POST(request: Request) {
  const raw = await request.text()
  try {
    const event = verifyEvent(raw, request.headers.get('stripe-signature'))
    const result = await handlePaymentEvent(await getShopPayload(), event)
    return NextResponse.json({ received: true, result })
  } catch (err) {
    if (err instanceof SignatureError)
      return NextResponse.json({ error: `Invalid signature: ${err.message}` }, { status: 400 })
    log.error('webhook failed', { error: (err as Error).message })
    return NextResponse.json({ error: 'Webhook processing failed' }, { status: 500 })
  }
}
