import Link from 'next/link'
import type { Messages } from '@/i18n/messages'

const LINKS = [
  { key: 'orders', href: '/admin/orders' },
  { key: 'requests', href: '/admin/requests' },
  { key: 'dealers', href: '/admin/dealers' },
] as const

/** The back office's own pages and the CMS, one row of links on each of them (the CMS links back: payload/admin). */
export function OperatorNav({ t, current }: { t: Messages; current: 'orders' | 'requests' | 'dealers' }) {
  const o = t.operator
  return (
    <nav aria-label={o.nav} className="operator-nav">
      {LINKS.map((l) => (
        <Link key={l.key} href={l.href} aria-current={l.key === current ? 'page' : undefined}>
          {o[l.key]}
        </Link>
      ))}
      {/* The CMS is another application (Payload's admin, its own root layout): a full page load. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/cms">{o.cms}</a>
    </nav>
  )
}
