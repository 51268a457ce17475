import { NextResponse } from 'next/server'
import { getMessages } from '@/features/i18n/server'
import { findOrderBySession } from '@/features/orders/repository'
import { getShopPayload } from '@/payload/shop-payload'

/** Whether the order of a payment session is paid yet (the success page asks while the webhook is on its way). */
export async function GET(request: Request) {
  const id = new URL(request.url).searchParams.get('session_id') ?? ''
  const { t } = await getMessages()
  const unknown = () => NextResponse.json({ status: 'unknown', error: t.account.orderNotFound }, { status: 404 })
  const order = await findOrderBySession(await getShopPayload(), id)
  if (!order) return unknown()
  return NextResponse.json({ status: order.status === 'pending' ? 'pending' : 'paid' })
}
