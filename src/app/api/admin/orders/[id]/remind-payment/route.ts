import { NextResponse } from 'next/server'
import { remindPayment } from '@/features/orders/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

/** Operator only (403 for anyone else): e-mail the dealer a reminder of an order on terms still unpaid (one a day). */
export const POST = endpoint<undefined, 'operator', { id: string }>(
  { who: 'operator' },
  async ({ payload, user, lang, params }) => {
    const res = await remindPayment(payload, user, lang, params.id)
    return res.ok ? NextResponse.json({ ok: true, message: res.message }) : jsonError(res.status, res.error)
  },
)
