import { NextResponse } from 'next/server'
import { getShopPayload } from '@/lib/payload'

/** Whether the order of a payment session is paid yet (the success page asks while the webhook is on its way). */
export async function GET(request: Request) {
  const id = new URL(request.url).searchParams.get('session_id') ?? ''
  if (!/^cs_[\w]{8,200}$/.test(id)) return NextResponse.json({ status: 'unknown' }, { status: 404 })
  const payload = await getShopPayload()
  const found = await payload.find({ collection: 'orders', where: { checkoutSessionId: { equals: id } }, limit: 1, depth: 0, overrideAccess: true })
  const order = found.docs[0]
  if (!order) return NextResponse.json({ status: 'unknown' }, { status: 404 })
  return NextResponse.json({ status: order.status === 'pending' ? 'pending' : 'paid' })
}
