import { NextResponse } from 'next/server'
import { endpoint } from '@/features/sign-in/request'
import { idsSchema } from '@/features/wishlist/server'
import { readWishlistIds, saveWishlistIds, wishlistItems } from '@/features/wishlist/server'

/** The signed-in customer's wishlist, always described from the catalogue. */
export const GET = endpoint({ who: 'signed-in' }, async ({ payload, lang, user }) =>
  NextResponse.json({ items: await wishlistItems(lang, await readWishlistIds(payload, user)) }),
)

export const PUT = endpoint({ who: 'signed-in', body: idsSchema }, async ({ payload, lang, user, body }) => {
  await saveWishlistIds(payload, user, body.ids)
  return NextResponse.json({ items: await wishlistItems(lang, await readWishlistIds(payload, user)) })
})
