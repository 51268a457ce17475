import type { ProductCardView } from '@/features/products/types'
import type { WishlistItem } from './local-store'

/** A wishlist item (spec §3) from a catalogue product. */
export const wishlistItemFrom = (
  p: Pick<ProductCardView, 'id' | 'name' | 'price' | 'url' | 'mainimage' | 'overlayimage'>,
): WishlistItem => ({
  id: p.id,
  name: p.name,
  price: p.price,
  url: p.url,
  image: p.mainimage?.url ?? '',
  overlayImage: p.overlayimage?.url ?? '',
})
