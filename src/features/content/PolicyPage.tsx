import { fill, formatDate } from '@/i18n/config'
import { getMessages } from '@/i18n/server'
import { plainText } from '@/lib/richtext'
import { pageMetadata } from '@/i18n/seo'
import { getContent } from './data'
import type { PolicySlug } from '@/payload/globals'
import { RichText } from './RichText'
import './content-pages.css'

export async function policyMetadata(slug: PolicySlug) {
  const { lang } = await getMessages()
  const page = await getContent(slug, lang)
  return pageMetadata(`/${slug}`, lang, page.title ?? slug, plainText(page.body).slice(0, 155))
}

/** The legal pages (privacy, return, shipping, terms of sale, accessibility): texts edited in /cms. */
export async function PolicyPage({ slug }: { slug: PolicySlug }) {
  const { lang, t } = await getMessages()
  const page = await getContent(slug, lang)
  return (
    <article className="container narrow section">
      <h1>{page.title}</h1>
      {page.lastModified ? (
        <p className="muted">{fill(t.policy.lastModified, { date: formatDate(page.lastModified) })}</p>
      ) : null}
      <RichText data={page.body} />
      {slug === 'terms' ? (
        // How reviews are checked (Codice del Consumo art. 22 c.4-bis): the product pages link here.
        <section id="recensioni" aria-labelledby="reviews-policy-h">
          <h2 id="reviews-policy-h">{t.reviews.policyTitle}</h2>
          {t.reviews.policy.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ) : null}
    </article>
  )
}
