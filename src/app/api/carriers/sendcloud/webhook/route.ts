import { NextResponse } from 'next/server'
import { handleTrackingWebhook } from '@/features/carriers/server'
import { getShopPayload } from '@/payload/shop-payload'

/**
 * Sendcloud's tracking webhook: the raw body's HMAC-SHA256 (header Sendcloud-Signature) is checked first;
 * unsigned or badly signed → 401 and nothing changes (features/carriers/webhook.ts).
 */
export async function POST(request: Request) {
  const raw = await request.text()
  if (raw.length > 1_000_000) return NextResponse.json({ error: 'Too large' }, { status: 413 })
  const outcome = await handleTrackingWebhook(await getShopPayload(), raw, request.headers.get('sendcloud-signature'))
  if (outcome.status === 401) return NextResponse.json({ error: 'Invalid signature' }, { status: 401 })
  return NextResponse.json({ received: true, recorded: outcome.recorded, delivered: outcome.delivered })
}
