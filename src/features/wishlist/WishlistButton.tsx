'use client'

import { Icon } from '@/features/ui'
import { iconHeart } from '@/features/ui'
import { useShell } from '@/features/ui/client'
import { useReadyToAct } from '@/features/ui/client'
import type { WishlistItem } from './local-store'
import { useWishlist } from './WishlistProvider'

/** Toggle: adding an item already present removes it (spec §4), with the matching toast. */
export function WishlistButton({ item, className = 'icon-btn wish-btn' }: { item: WishlistItem; className?: string }) {
  const { t } = useShell()
  const { has, toggle, loaded } = useWishlist()
  const present = has(item.id)
  // Signed in, the account's list is read first (a toggle before would save it without the others).
  const ready = useReadyToAct() && loaded
  return (
    <button
      type="button"
      className={`${className} ${present ? 'is-on' : ''}`}
      aria-pressed={present}
      aria-disabled={ready ? undefined : true}
      aria-label={`${t.product.addToWishlist}: ${item.name}`}
      onClick={() => toggle(item)}
    >
      <Icon d={iconHeart} />
    </button>
  )
}
