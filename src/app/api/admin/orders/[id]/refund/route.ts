import { NextResponse } from 'next/server'
import { z } from 'zod'
import { startRefund } from '@/features/checkout/server'
import { restockSchema } from '@/features/orders/server'
import { fill } from '@/i18n/config'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

const body = z.object({ amount: z.number().finite(), restock: restockSchema.default({}) })

/** Operator only (403 for anyone else): refund a paid order, in full or in part, with the pieces that came back. */
export const POST = endpoint<z.infer<typeof body>, 'operator', { id: string }>(
  { who: 'operator', body, invalid: (t) => fill(t.admin.refundInvalid, { left: '—' }) },
  async ({ payload, user, lang, body, params }) => {
    const res = await startRefund(payload, user, lang, params.id, body)
    return res.ok ? NextResponse.json({ ok: true, message: res.message }) : jsonError(res.status, res.error)
  },
)
