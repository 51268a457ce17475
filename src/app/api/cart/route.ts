import { NextResponse } from 'next/server'
import { getCurrentUser } from '@/features/account/session'
import { cartBodySchema } from '@/features/cart/schema'
import { quote, readAccountCart, saveAccountCart } from '@/features/cart/server'
import { getMessages } from '@/features/i18n/server'
import { jsonError, readJson } from '@/lib/http'
import { getShopPayload } from '@/payload/shop-payload'

/** The signed-in customer's cart, re-priced from the catalogue. */
export async function GET() {
  const [{ lang, t }, user] = await Promise.all([getMessages(), getCurrentUser()])
  if (!user) return jsonError(401, t.account.signInRequired)
  const { keys, note } = await readAccountCart(await getShopPayload(), user)
  return NextResponse.json({ ...(await quote(lang, keys)), note })
}

export async function PUT(request: Request) {
  const [{ lang, t }, user] = await Promise.all([getMessages(), getCurrentUser()])
  if (!user) return jsonError(401, t.account.signInRequired)
  const body = await readJson(request, cartBodySchema, { invalid: t.auth.invalid })
  if (!body.ok) return body.response
  const payload = await getShopPayload()
  await saveAccountCart(payload, user, body.data.lines, body.data.note)
  const { keys, note } = await readAccountCart(payload, user)
  return NextResponse.json({ ...(await quote(lang, keys)), note })
}
