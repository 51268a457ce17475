import Link from 'next/link'
import { RichText } from '@/features/content/RichText'
import { fill } from '@/features/i18n/config'
import { type Lang } from '@/features/i18n/locales'
import type { Messages } from '@/features/i18n/messages'
import { NewsletterForm } from '@/features/forms/NewsletterForm'
import { FooterGate } from './FooterGate'
import type { CompanyInfo } from './company-info'
import { Icon } from './Icon'
import { iconFacebook, iconInstagram } from './icons'

export function Footer({
  t,
  lang,
  company,
  address,
}: {
  t: Messages
  lang: Lang
  company: CompanyInfo
  address: unknown
}) {
  const year = new Date().getFullYear()
  return (
    <FooterGate>
      <footer className="site-footer">
        <div className="footer-grid">
          <div>
            <p className="logo">VETRINA</p>
            <RichText data={address} className="footer-address" />
            <div className="social" aria-label={t.footer.social} role="group">
              <a href={company.facebook} aria-label="Facebook" className="icon-btn" rel="noopener" target="_blank">
                <Icon d={iconFacebook} />
              </a>
              <a href={company.instagram} aria-label="Instagram" className="icon-btn" rel="noopener" target="_blank">
                <Icon d={iconInstagram} />
              </a>
            </div>
          </div>
          <nav aria-label={t.footer.links}>
            <h2 className="footer-title">{t.footer.links}</h2>
            <ul>
              <li>
                <Link href="/shop">{t.nav.shop}</Link>
              </li>
              <li>
                <Link href="/about">{t.nav.about}</Link>
              </li>
              <li>
                <Link href="/espositori">{t.nav.espositori}</Link>
              </li>
              <li>
                <Link href="/candele">{t.nav.candele}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-label={t.footer.help}>
            <h2 className="footer-title">{t.footer.help}</h2>
            <ul>
              <li>
                <Link href="/contact">{t.nav.contact}</Link>
              </li>
              <li>
                <Link href="/faq">{t.nav.faq}</Link>
              </li>
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
          </nav>
          <div>
            <h2 className="footer-title">{t.footer.newsletter}</h2>
            <p>{t.footer.newsletterText}</p>
            <NewsletterForm t={t} lang={lang} />
          </div>
        </div>
        <div className="footer-bottom">
          <p>{fill(t.footer.copyright, { year, company: company.name })}</p>
          <p>
            {company.name} · {company.address} · {fill(t.footer.vat, { vat: company.vatNumber })} · {t.footer.pricesVat}
          </p>
        </div>
      </footer>
    </FooterGate>
  )
}
