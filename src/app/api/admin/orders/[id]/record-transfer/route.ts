import { NextResponse } from 'next/server'
import { z } from 'zod'
import { recordTransfer } from '@/features/orders/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

const body = z.object({ date: z.string().max(10) })

/** Operator only (403 for anyone else): a dealer's bank transfer arrived on `date` (YYYY-MM-DD). */
export const POST = endpoint<z.infer<typeof body>, 'operator', { id: string }>(
  { who: 'operator', body, invalid: (t) => t.admin.badDate },
  async ({ payload, user, lang, body, params }) => {
    const res = await recordTransfer(payload, user, lang, params.id, body.date)
    return res.ok ? NextResponse.json({ ok: true, message: res.message }) : jsonError(res.status, res.error)
  },
)
