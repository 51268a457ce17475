import { NextResponse } from 'next/server'
import { handleTrackingWebhook } from '@/features/carriers/server'
import { getShopPayload } from '@/payload/shop-payload'
import { readBounded } from '@/lib/http'

/** A tracking event is a few kilobytes; Sendcloud sends one parcel per request. */
const WEBHOOK_MAX_BYTES = 256 * 1024

/**
 * Sendcloud's tracking webhook: the raw body's HMAC-SHA256 (header Sendcloud-Signature) is checked first;
 * unsigned or badly signed → 401 and nothing changes (features/carriers/webhook.ts).
 */
export async function POST(request: Request) {
  // Refused by its Content-Length before anything is read, and capped while reading (a chunked body).
  const raw = await readBounded(request, WEBHOOK_MAX_BYTES)
  if (raw === null) return NextResponse.json({ error: 'Too large' }, { status: 413 })
  const outcome = await handleTrackingWebhook(await getShopPayload(), raw, request.headers.get('sendcloud-signature'))
  if (outcome.status === 401) return NextResponse.json({ error: 'Invalid signature' }, { status: 401 })
  return NextResponse.json({ received: true, recorded: outcome.recorded, delivered: outcome.delivered })
}
