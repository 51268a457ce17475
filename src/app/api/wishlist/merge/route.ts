import { NextResponse } from 'next/server'
import { endpoint } from '@/features/sign-in/request'
import { idsSchema } from '@/features/wishlist/server'
import { mergeWishlist, wishlistItems } from '@/features/wishlist/server'

/** On sign-in the local wishlist is added to the account's. */
export const POST = endpoint({ who: 'signed-in', body: idsSchema }, async ({ payload, lang, user, body }) =>
  NextResponse.json({ items: await wishlistItems(lang, await mergeWishlist(payload, user, body.ids)) }),
)
