'use client'

import { z } from 'zod'
import { createLocalList } from '@/lib/local-store'

/** Wishlist item (spec §3): id, name, price, url, image, overlayImage. */
export type WishlistItem = { id: string; name: string; price: number; url: string; image: string; overlayImage: string }

const itemSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().max(200),
  price: z.number().nonnegative().finite(),
  url: z.string().max(200),
  image: z.string().max(500),
  overlayImage: z.string().max(500).default(''),
})

const store = createLocalList<WishlistItem>('wishlist', z.array(itemSchema).max(200))
export const useLocalWishlist = store.useList
export const writeLocalWishlist = store.write
