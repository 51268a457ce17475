import Link from 'next/link'
import type { ReactNode } from 'react'
import { LANGS, type Lang } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { Flag } from './Flag'
import type { CompanyInfo } from './company-info'
import { HeaderFrame } from './HeaderFrame'
import { AccountButton, AdminLink, CartButton } from './HeaderActions'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MobileMenuButton } from './MobileMenuButton'
import { NavDisclosure } from './NavDisclosure'
import { NAV, NavLinks } from './nav-links'
import { SearchBox } from '@/features/search/client'

export function Header({ t, company }: { t: Messages; company: CompanyInfo }) {
  return (
    <HeaderFrame>
      <div className="header-inner">
        <div className="header-left">
          <MobileMenuButton company={company} />
          <nav aria-label={t.nav.mainMenu} className="desktop-nav">
            <Link href="/shop" className="nav-link">
              {t.nav.shop}
            </Link>
            <NavDisclosure label={t.nav.pages}>
              <NavLinks links={NAV.pages} t={t} className="menu-item" />
            </NavDisclosure>
            <NavDisclosure label={t.nav.distributor}>
              <NavLinks links={NAV.distributor} t={t} className="menu-item" />
            </NavDisclosure>
            <AdminLink />
          </nav>
        </div>
        <Link href="/" className="logo" aria-label={t.nav.logoAlt}>
          VETRINA
        </Link>
        <div className="header-right">
          <SearchBox />
          <LanguageSwitcher
            flags={Object.fromEntries(LANGS.map((l) => [l, <Flag key={l} lang={l} />])) as Record<Lang, ReactNode>}
          />
          <span className="desktop-only">
            <AccountButton />
          </span>
          <CartButton />
        </div>
      </div>
    </HeaderFrame>
  )
}
