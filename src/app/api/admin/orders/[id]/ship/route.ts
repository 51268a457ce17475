import { NextResponse } from 'next/server'
import { z } from 'zod'
import { getCurrentUser } from '@/features/account/session'
import { getMessages } from '@/features/i18n/server'
import { markShipped } from '@/features/orders/operator'
import { jsonError, readJson } from '@/lib/http'
import { getShopPayload } from '@/payload/shop-payload'

/** Operator only (403 for anyone else): mark a paid order shipped with its tracking. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const [{ lang, t }, user] = await Promise.all([getMessages(), getCurrentUser()])
  if (user?.role !== 'admin') return jsonError(403, t.admin.forbidden)
  const body = await readJson(
    request,
    z.object({ code: z.string().max(100).default(''), link: z.string().max(500).default('') }),
    { invalid: t.admin.bothRequired },
  )
  if (!body.ok) return body.response
  const res = await markShipped(await getShopPayload(), user, lang, (await params).id, body.data.code, body.data.link)
  return res.ok ? NextResponse.json({ ok: true, message: t.admin.shipped }) : jsonError(res.status, res.error)
}
