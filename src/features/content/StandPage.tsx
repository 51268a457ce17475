import { recaptchaSiteKey } from '@/features/forms/server'
import { BusinessRequestForm } from '@/features/forms/client'
import { getMessages } from '@/i18n/server'
import { toImg } from '@/lib/media'
import { SplitPicture } from './SplitPicture'
import { pageMetadata } from '@/i18n/seo'
import { Carousel } from './Carousel'
import { getContent } from './data'
import { RichText } from './RichText'
import { pickMessages } from '@/i18n/messages'
import { PageMessages } from '@/features/ui/client'
import { getListedDealers } from '@/features/dealers/server'
import { mergeDealers } from '@/features/dealers/server'
import './content-pages.css'

type StandSlug = 'espositori' | 'candele'

export async function standMetadata(slug: StandSlug) {
  const { lang } = await getMessages()
  const page = await getContent(slug, lang)
  return pageMetadata(`/${slug}`, lang, page.PageTitle ?? slug)
}

/** Display-stand programme pages: product blocks, dealers beside the business request form, and (candles) the carousel. */
export async function StandPage({ slug }: { slug: StandSlug }) {
  const { lang, t } = await getMessages()
  const [page, listed] = await Promise.all([getContent(slug, lang), getListedDealers()])
  const dealers = mergeDealers(page.Dealers ?? [], listed)
  const slides = (page.Carousel ?? []).map((c) => toImg(c.image)).filter((i) => i !== null)
  return (
    <PageMessages messages={pickMessages(t, ['stands', 'business'])}>
      <div className="container section">
        <h1>{page.PageTitle}</h1>
        <div className="stand-products">
          {(page.Products ?? []).map((p, i) => {
            const img = toImg(p.Image)
            return (
              <article key={i} className={`split ${i % 2 ? 'is-reversed' : ''}`}>
                <SplitPicture image={img} />
                <div>
                  <h2>{p.Heading}</h2>
                  <p>{p.description}</p>
                  {p.signaturetext ? <p className="signature">{p.signaturetext}</p> : null}
                  <h3>{t.stands.dimensions}</h3>
                  <RichText data={p.dimensions} />
                </div>
              </article>
            )
          })}
        </div>
        {slides.length ? (
          <div className="section">
            <h2 id="carousel-title">{t.stands.carousel}</h2>
            <Carousel slides={slides} />
          </div>
        ) : null}
        <div className="dealers-layout section">
          <section aria-labelledby="dealers-title">
            <h2 id="dealers-title">{t.stands.dealers}</h2>
            {dealers.map((r, i) => (
              <details key={i} className="dealer-region">
                <summary>{r.Region}</summary>
                <ul>
                  {(r.subregion ?? []).map((s, j) => (
                    <li key={j}>
                      <strong>{s.Name}</strong>
                      <span>
                        {t.stands.dealer}: {s.Dealer_name}
                      </span>
                      <span>
                        {t.stands.address}: {s.Address}
                      </span>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </section>
          <section aria-labelledby="request-title">
            <h2 id="request-title">{t.stands.requestTitle}</h2>
            <p>{t.stands.requestText}</p>
            <BusinessRequestForm recaptchaSiteKey={recaptchaSiteKey()} />
          </section>
        </div>
      </div>
    </PageMessages>
  )
}
