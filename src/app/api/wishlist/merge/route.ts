import { NextResponse } from 'next/server'
import { getCurrentUser } from '@/features/account/session'
import { getMessages } from '@/features/i18n/server'
import { idsSchema } from '@/features/wishlist/schema'
import { readWishlistIds, saveWishlistIds, wishlistItems } from '@/features/wishlist/server'
import { jsonError, readJson } from '@/lib/http'
import { getShopPayload } from '@/payload/shop-payload'

/** On sign-in the local wishlist is added to the account's. */
export async function POST(request: Request) {
  const [{ lang, t }, user] = await Promise.all([getMessages(), getCurrentUser()])
  if (!user) return jsonError(401, t.account.signInRequired)
  const body = await readJson(request, idsSchema, { invalid: t.auth.invalid })
  if (!body.ok) return body.response
  const payload = await getShopPayload()
  await saveWishlistIds(payload, user, [...(await readWishlistIds(payload, user)), ...body.data.ids])
  return NextResponse.json({ items: await wishlistItems(lang, await readWishlistIds(payload, user)) })
}
