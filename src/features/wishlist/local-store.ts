'use client'

import { createLocalList, money, str } from '@/lib/local-store'

/** Wishlist item (spec §3): id, name, price, url, image, overlayImage. */
export type WishlistItem = { id: string; name: string; price: number; url: string; image: string; overlayImage: string }

function checkItem(raw: unknown): WishlistItem | null {
  if (!raw || typeof raw !== 'object') return null
  const r = raw as Record<string, unknown>
  const overlay = r.overlayImage === undefined ? '' : r.overlayImage
  if (
    !str(r.id, 64, 1) ||
    !str(r.name, 200) ||
    !money(r.price) ||
    !str(r.url, 200) ||
    !str(r.image, 500) ||
    !str(overlay, 500)
  )
    return null
  return { id: r.id, name: r.name, price: r.price, url: r.url, image: r.image, overlayImage: overlay }
}

const store = createLocalList<WishlistItem>('wishlist', checkItem, 200)
export const useLocalWishlist = store.useList
export const writeLocalWishlist = store.write
