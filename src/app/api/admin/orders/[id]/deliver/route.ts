import { NextResponse } from 'next/server'
import { deliverAndInvite } from '@/features/operator/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

/** Operator only (403 for anyone else): mark a shipped order delivered. */
export const POST = endpoint<undefined, 'operator', { id: string }>(
  { who: 'operator' },
  async ({ payload, user, lang, t, params }) => {
    const res = await deliverAndInvite(payload, user, lang, params.id)
    return res.ok ? NextResponse.json({ ok: true, message: t.admin.delivered }) : jsonError(res.status, res.error)
  },
)
