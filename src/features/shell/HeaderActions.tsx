'use client'

import Link from 'next/link'
import { useCart } from '@/features/cart/client'
import { fillCount } from '@/i18n/config'
import { Icon } from '@/features/ui'
import { iconBag, iconUser } from '@/features/ui'
import { useHydrated, useShell } from '@/features/ui/client'

export function CartButton({ className = 'icon-btn' }: { className?: string }) {
  const { t, open } = useShell()
  const { count } = useCart()
  return (
    <button
      type="button"
      className={`${className} cart-btn`}
      onClick={() => open('cart')}
      aria-label={fillCount(t.nav.cartCount, { count })}
    >
      <Icon d={iconBag} />
      <span className="badge" aria-hidden="true" data-testid="cart-count">
        {count}
      </span>
    </button>
  )
}

export function AccountButton({
  className = 'icon-btn',
  withLabel = false,
}: {
  className?: string
  withLabel?: boolean
}) {
  const { t, user, open } = useShell()
  // The page paints before its script runs, and a tap then opens nothing: the button says so until it works.
  const hydrated = useHydrated()
  if (user) {
    return (
      <Link href="/account" className={className} aria-label={withLabel ? undefined : t.nav.account}>
        <Icon d={iconUser} />
        {withLabel ? <span>{t.nav.account}</span> : null}
      </Link>
    )
  }
  return (
    <button
      type="button"
      className={className}
      onClick={() => open('login')}
      aria-disabled={hydrated ? undefined : true}
      aria-label={withLabel ? undefined : t.nav.login}
    >
      <Icon d={iconUser} />
      {withLabel ? <span>{t.nav.login}</span> : null}
    </button>
  )
}

export function AdminLink({ className = 'nav-link' }: { className?: string }) {
  const { t, user } = useShell()
  if (!user?.isAdmin) return null
  return (
    <Link href="/admin/orders" className={className}>
      {t.nav.admin}
    </Link>
  )
}
