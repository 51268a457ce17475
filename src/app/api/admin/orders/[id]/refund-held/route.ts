import { NextResponse } from 'next/server'
import { refundHeld } from '@/features/checkout/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

/** Operator only (403 for anyone else): refund a held payment (ADR 0031) in full, through the payment provider. */
export const POST = endpoint<undefined, 'operator', { id: string }>(
  { who: 'operator' },
  async ({ payload, user, lang, params }) => {
    const res = await refundHeld(payload, user, lang, params.id)
    return res.ok ? NextResponse.json({ ok: true, message: res.message }) : jsonError(res.status, res.error)
  },
)
