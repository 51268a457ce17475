import { NextResponse } from 'next/server'
import { cancelShipment } from '@/features/carriers/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

/** Operator only: cancels the order's carrier shipment before pick-up; the order goes back to be shipped. */
export const POST = endpoint<undefined, 'operator', { id: string }>(
  { who: 'operator' },
  async ({ payload, user, lang, t, params }) => {
    const res = await cancelShipment(payload, user, lang, params.id)
    if (!res.ok) return jsonError(res.status, res.error)
    // Queued by the carrier (202): still shipped until the carrier confirms the cancel (ADR 0042).
    if ('queued' in res && res.queued)
      return NextResponse.json({ ok: true, queued: true, message: t.carriers.cancelQueued })
    return NextResponse.json({ ok: true, message: t.carriers.cancelled })
  },
)
