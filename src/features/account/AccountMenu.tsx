'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { LogoutButton } from '@/features/sign-in/client'
import { useMessages } from '@/features/ui/client'

export function AccountMenu() {
  const t = useMessages('account')
  const pathname = usePathname()
  const links = [
    ['/account', t.account.dashboard],
    ['/orders', t.account.orders],
    ['/address', t.account.address],
    ['/account-details', t.account.details],
    ['/account-sessions', t.account.sessions.menu],
    ['/account-security', t.account.security.menu],
    ['/wishlist', t.account.wishlist],
  ] as const
  return (
    <nav aria-label={t.account.menu} className="account-menu">
      <ul>
        {links.map(([href, label]) => (
          <li key={href}>
            <Link
              href={href}
              aria-current={
                pathname === href || (href === '/orders' && pathname.startsWith('/order/')) ? 'page' : undefined
              }
            >
              {label}
            </Link>
          </li>
        ))}
        <li>
          <LogoutButton className="link-btn" />
        </li>
      </ul>
    </nav>
  )
}
