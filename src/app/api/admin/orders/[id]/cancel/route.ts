import { NextResponse } from 'next/server'
import { markCancelled } from '@/features/orders/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

/** Operator only (403 for anyone else): cancel an order that is not paid. */
export const POST = endpoint<undefined, 'operator', { id: string }>(
  { who: 'operator' },
  async ({ payload, user, lang, t, params }) => {
    const res = await markCancelled(payload, user, lang, params.id)
    return res.ok ? NextResponse.json({ ok: true, message: t.admin.cancelled }) : jsonError(res.status, res.error)
  },
)
