import { NextResponse } from 'next/server'
import { getCurrentUser } from '@/features/account/session'
import { getMessages } from '@/features/i18n/server'
import { markDelivered } from '@/features/orders/operator'
import { jsonError } from '@/lib/http'
import { getShopPayload } from '@/payload/shop-payload'

/** Operator only (403 for anyone else): mark a shipped order delivered. */
export async function POST(_: Request, { params }: { params: Promise<{ id: string }> }) {
  const [{ lang, t }, user] = await Promise.all([getMessages(), getCurrentUser()])
  if (user?.role !== 'admin') return jsonError(403, t.admin.forbidden)
  const res = await markDelivered(await getShopPayload(), user, lang, (await params).id)
  return res.ok ? NextResponse.json({ ok: true, message: t.admin.delivered }) : jsonError(res.status, res.error)
}
