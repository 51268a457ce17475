import { NextResponse } from 'next/server'
import { z } from 'zod'
import { shipOrder } from '@/features/carriers/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

const body = z.object({ code: z.string().max(100).default(''), link: z.string().max(500).default('') })

/**
 * Operator only (403 for anyone else): mark a paid order shipped — with the typed tracking (manual), or
 * announced to the zone's carrier platform (features/carriers: the body may then be empty).
 */
export const POST = endpoint<z.infer<typeof body>, 'operator', { id: string }>(
  { who: 'operator', body, invalid: (t) => t.admin.bothRequired },
  async ({ payload, user, lang, t, body, params }) => {
    const res = await shipOrder(payload, user, lang, params.id, body)
    if (!res.ok) return jsonError(res.status, res.error)
    return NextResponse.json({ ok: true, message: res.carrier ? t.carriers.shippedWith : t.admin.shipped })
  },
)
