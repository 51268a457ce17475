'use client'

import Link from 'next/link'
import { fill } from '@/features/i18n/config'
import { Dialog, DialogHead } from './Dialog'
import type { CompanyInfo } from './company-info'
import { AdminLink } from './HeaderActions'
import { Icon } from './Icon'
import { iconFacebook, iconInstagram } from './icons'
import { LogoutButton } from './LogoutButton'
import { useShell } from './ShellProvider'

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
            <Link href="/about">{t.nav.about}</Link>
            <Link href="/contact">{t.nav.contact}</Link>
            <Link href="/faq">{t.nav.faq}</Link>
          </details>
          <details>
            <summary>{t.nav.distributor}</summary>
            <Link href="/espositori">{t.nav.espositori}</Link>
            <Link href="/candele">{t.nav.candele}</Link>
          </details>
          <Link href="/wishlist">{t.nav.wishlist}</Link>
          <AdminLink className="" />
          <Link href="/contact">{t.nav.needHelp}</Link>
        </nav>
        <address className="mobile-company">
          <strong>{company.name}</strong>
          <span>{company.address}</span>
          <span>{fill(t.footer.vat, { vat: company.vatNumber })}</span>
          <a href={`mailto:${company.email}`}>{company.email}</a>
          <a href={`tel:${company.phone.replace(/\s/g, '')}`}>{company.phone}</a>
        </address>
        <div className="social">
          <a href={company.facebook} aria-label="Facebook" className="icon-btn" rel="noopener" target="_blank">
            <Icon d={iconFacebook} />
          </a>
          <a href={company.instagram} aria-label="Instagram" className="icon-btn" rel="noopener" target="_blank">
            <Icon d={iconInstagram} />
          </a>
        </div>
        <ul className="mobile-legal">
          <li>
            <Link href="/shipping">{t.nav.shipping}</Link>
          </li>
          <li>
            <Link href="/return">{t.nav.returns}</Link>
          </li>
          <li>
            <Link href="/privacy">{t.nav.privacy}</Link>
          </li>
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
