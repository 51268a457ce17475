'use client'

import { Icon } from '@/features/shell/Icon'
import { useShell } from '@/features/shell/ShellProvider'
import { useLocalWishlist, writeLocalWishlist, type WishlistItem } from './local-store'

/** Toggle: adding an item already present removes it (spec §4), with the matching toast. */
export function WishlistButton({ item, className = 'icon-btn wish-btn' }: { item: WishlistItem; className?: string }) {
  const { t, toast } = useShell()
  const list = useLocalWishlist()
  const present = list.some((i) => i.id === item.id)
  return (
    <button
      type="button"
      className={`${className} ${present ? 'is-on' : ''}`}
      aria-pressed={present}
      aria-label={present ? `${t.product.removeFromWishlist}: ${item.name}` : `${t.product.addToWishlist}: ${item.name}`}
      onClick={() => {
        if (present) {
          writeLocalWishlist(list.filter((i) => i.id !== item.id))
          toast(t.wishlist.removed)
        } else {
          writeLocalWishlist([...list, item])
          toast(t.wishlist.added)
        }
      }}
    >
      <Icon name="heart" />
    </button>
  )
}
