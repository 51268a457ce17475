import Link from 'next/link'
import type { Messages } from '@/i18n/messages'
import type { CompanyInfo } from './company-info'
import { Icon } from '@/features/ui'
import { iconFacebook, iconInstagram } from '@/features/ui'

/** A menu entry: its path and the key of its label among the navigation texts (plain strings). */
type NavLabel = { [K in keyof Messages['nav']]: Messages['nav'][K] extends string ? K : never }[keyof Messages['nav']]
type NavLink = readonly [href: string, label: NavLabel]

/** The site's menus, once: the header, the mobile menu and the footer list these. */
export const NAV = {
  pages: [
    ['/about', 'about'],
    ['/contact', 'contact'],
    ['/faq', 'faq'],
  ],
  distributor: [
    ['/espositori', 'espositori'],
    ['/candele', 'candele'],
  ],
  footerLinks: [
    ['/shop', 'shop'],
    ['/about', 'about'],
    ['/espositori', 'espositori'],
    ['/candele', 'candele'],
  ],
  help: [
    ['/contact', 'contact'],
    ['/faq', 'faq'],
    ['/shipping', 'shipping'],
    ['/return', 'returns'],
    ['/terms', 'terms'],
    ['/privacy', 'privacy'],
    ['/accessibility', 'accessibility'],
  ],
  legal: [
    ['/shipping', 'shipping'],
    ['/return', 'returns'],
    ['/terms', 'terms'],
    ['/privacy', 'privacy'],
    ['/accessibility', 'accessibility'],
  ],
} as const satisfies Record<string, readonly NavLink[]>

/** The links of a menu, each in an <li> when `list`, else side by side (with `className` on each). */
export function NavLinks({
  links,
  t,
  list = false,
  className,
}: {
  links: readonly NavLink[]
  t: Pick<Messages, 'nav'>
  list?: boolean
  className?: string
}) {
  return links.map(([href, label]) =>
    list ? (
      <li key={href}>
        <Link href={href}>{t.nav[label]}</Link>
      </li>
    ) : (
      <Link key={href} href={href} className={className}>
        {t.nav[label]}
      </Link>
    ),
  )
}

/** The brand's social accounts as icon links (footer and mobile menu). */
export function SocialLinks({ company, label }: { company: CompanyInfo; label?: string }) {
  return (
    <div className="social" {...(label ? { 'aria-label': label, role: 'group' } : {})}>
      <a href={company.facebook} aria-label="Facebook" className="icon-btn" rel="noopener" target="_blank">
        <Icon d={iconFacebook} />
      </a>
      <a href={company.instagram} aria-label="Instagram" className="icon-btn" rel="noopener" target="_blank">
        <Icon d={iconInstagram} />
      </a>
    </div>
  )
}
