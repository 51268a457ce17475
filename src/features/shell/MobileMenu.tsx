'use client'

import Link from 'next/link'
import { fill } from '@/i18n/config'
import { Dialog, DialogHead } from '@/features/ui/client'
import type { CompanyInfo } from './company-info'
import { AdminLink } from './HeaderActions'
import { LogoutButton } from '@/features/sign-in/client'
import { NAV, NavLinks, SocialLinks } from './nav-links'
import { useShell } from '@/features/ui/client'

/** The slide-in menu of small screens (its panel is loaded on first open, see MobileMenuButton). */
export function MobileMenu({ company }: { company: CompanyInfo }) {
  const { t, overlay, open, close, user } = useShell()
  return (
    <>
      <Dialog open={overlay === 'menu'} onClose={close} label={t.nav.mobileMenu} className="drawer drawer-left">
        <DialogHead title={<span className="logo">VETRINA</span>} closeLabel={t.nav.closeMenu} onClose={close} />
        <nav aria-label={t.nav.mobileMenu} className="mobile-nav">
          <Link href="/">{t.nav.home}</Link>
          <Link href="/shop">{t.nav.shop}</Link>
          <details>
            <summary>{t.nav.pages}</summary>
            <NavLinks links={NAV.pages} t={t} />
          </details>
          <details>
            <summary>{t.nav.distributor}</summary>
            <NavLinks links={NAV.distributor} t={t} />
          </details>
          <Link href="/wishlist">{t.nav.wishlist}</Link>
          <AdminLink className="" />
          <Link href="/contact">{t.nav.needHelp}</Link>
        </nav>
        <address className="mobile-company">
          <strong>{company.name}</strong>
          <span>{company.address}</span>
          <span>{fill(t.footer.vat, { vat: company.vatNumber })}</span>
          {company.registration.map((line) => (
            <span key={line}>{line}</span>
          ))}
          <a href={`mailto:${company.email}`}>{company.email}</a>
          <a href={`tel:${company.phone.replace(/\s/g, '')}`}>{company.phone}</a>
        </address>
        <SocialLinks company={company} />
        <ul className="mobile-legal">
          <NavLinks links={NAV.legal} t={t} list />
        </ul>
        <div className="drawer-foot">
          {user ? (
            <LogoutButton className="btn btn-outline btn-block" />
          ) : (
            <button type="button" className="btn btn-block" onClick={() => open('login')}>
              {t.nav.login}
            </button>
          )}
        </div>
      </Dialog>
    </>
  )
}
