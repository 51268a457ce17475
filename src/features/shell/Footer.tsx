import { RichText } from '@/features/content/server'
import { fill } from '@/i18n/config'
import { type Lang } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { NewsletterForm } from '@/features/forms/server'
import { FooterGate } from './FooterGate'
import type { CompanyInfo } from './company-info'
import { NAV, NavLinks, SocialLinks } from './nav-links'

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
            <SocialLinks company={company} label={t.footer.social} />
          </div>
          <nav aria-label={t.footer.links}>
            <h2 className="footer-title">{t.footer.links}</h2>
            <ul>
              <NavLinks links={NAV.footerLinks} t={t} list />
            </ul>
          </nav>
          <nav aria-label={t.footer.help}>
            <h2 className="footer-title">{t.footer.help}</h2>
            <ul>
              <NavLinks links={NAV.help} t={t} list />
            </ul>
          </nav>
          <div>
            <h2 className="footer-title">{t.footer.newsletter}</h2>
            <p>{t.footer.newsletterText}</p>
            <NewsletterForm t={t} lang={lang} />
          </div>
        </div>
        <div className="footer-bottom">
          <p>{fill(t.footer.copyright, { year, company: company.name.replace(/\.$/, '') })}</p>
          <p>
            {[
              company.name,
              company.address,
              fill(t.footer.vat, { vat: company.vatNumber }),
              ...company.registration,
            ].join(' · ')}{' '}
            · {t.footer.pricesVat}
          </p>
        </div>
      </footer>
    </FooterGate>
  )
}
