import { NextResponse } from 'next/server'
import { cancelShipment } from '@/features/carriers/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

/** Operator only: cancels the order's carrier shipment before pick-up; the order goes back to be shipped. */
export const POST = endpoint<undefined, 'operator', { id: string }>(
  { who: 'operator' },
  async ({ payload, user, lang, t, params }) => {
    const res = await cancelShipment(payload, user, lang, params.id)
    return res.ok ? NextResponse.json({ ok: true, message: t.carriers.cancelled }) : jsonError(res.status, res.error)
  },
)
