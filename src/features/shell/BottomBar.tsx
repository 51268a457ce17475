'use client'

import Link from 'next/link'
import { AccountButton } from './HeaderActions'
import { Icon } from '@/features/ui'
import { iconHeart, iconShop } from '@/features/ui'
import { useShell } from '@/features/ui/client'

/** Mobile bottom bar: shop, account (or login), wishlist. */
export function BottomBar() {
  const { t } = useShell()
  return (
    <nav className="bottom-bar mobile-only" aria-label={t.nav.bottomBar}>
      <Link href="/shop" className="bottom-item">
        <Icon d={iconShop} />
        <span>{t.nav.shop}</span>
      </Link>
      <AccountButton className="bottom-item" withLabel />
      <Link href="/wishlist" className="bottom-item">
        <Icon d={iconHeart} />
        <span>{t.nav.wishlist}</span>
      </Link>
    </nav>
  )
}
