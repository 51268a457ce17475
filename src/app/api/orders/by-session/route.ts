import { NextResponse } from 'next/server'
import { isPaid } from '@/features/orders/server'
import { findOrderBySession } from '@/features/orders/server'
import { endpoint } from '@/features/sign-in/request'

/** Whether the order of a payment session is paid yet (the success page asks while the webhook is on its way). */
export const GET = endpoint({}, async ({ payload, t, request }) => {
  const order = await findOrderBySession(payload, new URL(request.url).searchParams.get('session_id') ?? '')
  if (!order) return NextResponse.json({ status: 'unknown', error: t.account.orderNotFound }, { status: 404 })
  // 'held': the payment came but waits for the operator (ADR 0031); the success page says so.
  const status = isPaid(order)
    ? 'paid'
    : order.status === 'pending'
      ? 'pending'
      : order.status === 'needs-attention'
        ? 'held'
        : 'unpaid'
  return NextResponse.json({ status })
})
