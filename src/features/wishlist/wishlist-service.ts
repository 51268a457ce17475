import type { Payload } from 'payload'
import { getProductsByIds, getPublishedProductsByIds } from '@/features/products/server'
import { DEFAULT_LANG, type Lang } from '@/i18n/locales'
import type { User } from '@/payload-types'
import { withLease } from '@/services/lease'
import { createdMeanwhile } from '@/lib/payload-errors'
import { wishlistItemFrom } from './item'
import type { WishlistItem } from './local-store'

type WishlistDoc = { id: number | string; items?: { product: unknown }[] | null }
const productId = (p: unknown) => String(typeof p === 'object' && p !== null ? (p as { id: unknown }).id : p)

async function findWishlist(payload: Payload, user: User): Promise<WishlistDoc | null> {
  const res = await payload.find({
    collection: 'wishlists',
    where: { user: { equals: user.id } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return (res.docs[0] as WishlistDoc) ?? null
}

export async function readWishlistIds(payload: Payload, user: User): Promise<string[]> {
  return ((await findWishlist(payload, user))?.items ?? []).map((i) => productId(i.product))
}

/**
 * Every write of an account's wishlist holds its lease: Payload writes it as a row and its item rows, so
 * two writers crossing lost one's change or interleaved both (tests/integration/accounts.test.ts).
 */
const withWishlist = <T>(payload: Payload, user: User, fn: () => Promise<T>) =>
  withLease(payload, `wishlist:${user.id}`, fn)

/** Saves the wishlist the browser sent, whole (unknown or unpublished products dropped, no repeats). */
export async function saveWishlistIds(payload: Payload, user: User, ids: string[]): Promise<void> {
  await withWishlist(payload, user, () => writeWishlist(payload, user, ids))
}

async function writeWishlist(payload: Payload, user: User, ids: string[]): Promise<void> {
  const known = new Set((await getPublishedProductsByIds(DEFAULT_LANG, ids)).map((p) => p.id))
  const items = [...new Set(ids)]
    .filter((id) => known.has(id))
    .map((id) => ({ product: Number.isNaN(Number(id)) ? id : Number(id) }))
  const doc = await findWishlist(payload, user)
  if (doc) {
    await payload.update({ collection: 'wishlists', id: doc.id, overrideAccess: true, data: { items } as never })
    return
  }
  try {
    await payload.create({ collection: 'wishlists', overrideAccess: true, data: { user: user.id, items } as never })
  } catch (err) {
    if (!createdMeanwhile(err)) throw err
    // The account's first wishlist was made meanwhile outside the lease: both lists are kept, once each.
    await writeWishlist(payload, user, [...(await readWishlistIds(payload, user)), ...ids])
  }
}

/** On sign-in the browser's wishlist is added to the account's: the account's first, then new ones, no repeats. */
export async function mergeWishlist(payload: Payload, user: User, ids: string[]): Promise<string[]> {
  return withWishlist(payload, user, async () => {
    await writeWishlist(payload, user, [...(await readWishlistIds(payload, user)), ...ids])
    return readWishlistIds(payload, user)
  })
}

/** Wishlist items as the spec describes them, always from the catalogue (current name, price, images). */
export async function wishlistItems(lang: Lang, ids: string[]): Promise<WishlistItem[]> {
  const byId = new Map((await getProductsByIds(lang, ids)).map((p) => [p.id, p]))
  return ids
    .map((id) => byId.get(id))
    .filter((p) => p !== undefined)
    .map(wishlistItemFrom)
}
