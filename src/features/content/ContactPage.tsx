import { ContactForm } from '@/features/forms/client'
import { fill } from '@/i18n/config'
import { getMessages } from '@/i18n/server'
import { getSeller } from '@/features/seller/server'
import { sellerAddressLine, sellerMapUrl } from '@/lib/seller'
import { pageMetadata } from '@/i18n/seo'
import { getContent } from './data'
import { RichText } from './RichText'
import { pickMessages } from '@/i18n/messages'
import { PageMessages } from '@/features/ui/client'
import './content-pages.css'

export async function contactMetadata() {
  const { lang, t } = await getMessages()
  return pageMetadata('/contact', lang, t.contact.title, sellerAddressLine(await getSeller()))
}

export async function ContactPage() {
  const { lang, t } = await getMessages()
  const [c, seller] = await Promise.all([getContent('contact', lang), getSeller()])
  const companyAddressLine = sellerAddressLine(seller)
  return (
    <PageMessages messages={pickMessages(t, ['contactForm'])}>
      <div className="container section">
        <h1>{t.contact.title}</h1>
        <div className="contact-grid">
          <div>
            <a href={sellerMapUrl(seller)} target="_blank" rel="noopener" className="map-link">
              {/* A drawn map: no third-party request or cookie before the visitor chooses to open the real one. */}
              <svg
                viewBox="0 0 400 260"
                role="img"
                aria-label={fill(t.contact.map, { address: companyAddressLine })}
                className="map"
              >
                <rect width="400" height="260" fill="#ece5da" />
                <path d="M0 180 C 120 150 200 210 400 160" stroke="#fff" strokeWidth="18" fill="none" />
                <path d="M150 0 L 190 260" stroke="#fff" strokeWidth="12" />
                <path d="M0 60 L 400 90" stroke="#fff" strokeWidth="8" />
                <path d="M300 0 C 280 80 330 160 300 260" stroke="#b8d4e3" strokeWidth="14" fill="none" />
                <circle cx="178" cy="120" r="12" fill="#9c3d2e" />
                <text x="196" y="116" fontSize="14" fill="#2b1d14">
                  {seller.street}
                </text>
              </svg>
              <span>{t.contact.openMap}</span>
            </a>
            <dl className="contact-details">
              <div>
                <dt>{t.contact.address}</dt>
                <dd>{c.Address}</dd>
              </div>
              <div>
                <dt>{t.contact.phone}</dt>
                <dd>
                  <a href={`tel:${(c.Phone_number ?? '').replace(/\s/g, '')}`}>{c.Phone_number}</a>
                </dd>
              </div>
              <div>
                <dt>{t.contact.email}</dt>
                <dd>
                  <a href={`mailto:${c.Email}`}>{c.Email}</a>
                </dd>
              </div>
              <div>
                <dt>{t.contact.hours}</dt>
                <dd className="pre-line">{c.working_hours}</dd>
              </div>
            </dl>
          </div>
          <section aria-labelledby="contact-form-title">
            <h2 id="contact-form-title">{c.Contact_Form?.Heading}</h2>
            <RichText data={c.Contact_Form?.description} />
            <ContactForm />
          </section>
        </div>
      </div>
    </PageMessages>
  )
}
