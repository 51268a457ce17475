import { NextResponse } from 'next/server'
import { getMessages } from '@/features/i18n/server'
import { getShopPayload } from '@/lib/payload'

/** Whether the order of a payment session is paid yet (the success page asks while the webhook is on its way). */
export async function GET(request: Request) {
  const id = new URL(request.url).searchParams.get('session_id') ?? ''
  const { t } = await getMessages()
  const unknown = () => NextResponse.json({ status: 'unknown', error: t.account.orderNotFound }, { status: 404 })
  if (!/^cs_[\w]{8,200}$/.test(id)) return unknown()
  const payload = await getShopPayload()
  const found = await payload.find({
    collection: 'orders',
    where: { checkoutSessionId: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const order = found.docs[0]
  if (!order) return unknown()
  return NextResponse.json({ status: order.status === 'pending' ? 'pending' : 'paid' })
}
