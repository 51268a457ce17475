import { NextResponse } from 'next/server'
import { getCurrentUser } from '@/features/account/session'
import { getMessages } from '@/features/i18n/server'
import { idsSchema } from '@/features/wishlist/schema'
import { readWishlistIds, saveWishlistIds, wishlistItems } from '@/features/wishlist/server'
import { jsonError, readJson } from '@/lib/http'
import { getShopPayload } from '@/payload/shop-payload'

export async function GET() {
  const [{ lang, t }, user] = await Promise.all([getMessages(), getCurrentUser()])
  if (!user) return jsonError(401, t.account.signInRequired)
  return NextResponse.json({ items: await wishlistItems(lang, await readWishlistIds(await getShopPayload(), user)) })
}

export async function PUT(request: Request) {
  const [{ lang, t }, user] = await Promise.all([getMessages(), getCurrentUser()])
  if (!user) return jsonError(401, t.account.signInRequired)
  const body = await readJson(request, idsSchema, { invalid: t.auth.invalid })
  if (!body.ok) return body.response
  const payload = await getShopPayload()
  await saveWishlistIds(payload, user, body.data.ids)
  return NextResponse.json({ items: await wishlistItems(lang, await readWishlistIds(payload, user)) })
}
