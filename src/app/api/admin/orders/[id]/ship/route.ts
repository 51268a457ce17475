import { NextResponse } from 'next/server'
import { z } from 'zod'
import { markShipped } from '@/features/orders/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

const body = z.object({ code: z.string().max(100).default(''), link: z.string().max(500).default('') })

/** Operator only (403 for anyone else): mark a paid order shipped with its tracking. */
export const POST = endpoint<z.infer<typeof body>, 'operator', { id: string }>(
  { who: 'operator', body, invalid: (t) => t.admin.bothRequired },
  async ({ payload, user, lang, t, body, params }) => {
    const res = await markShipped(payload, user, lang, params.id, body.code, body.link)
    return res.ok ? NextResponse.json({ ok: true, message: t.admin.shipped }) : jsonError(res.status, res.error)
  },
)
