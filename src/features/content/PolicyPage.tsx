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
export async function PolicyPage({
  slug,
  carrierPlatform = false,
}: {
  slug: PolicySlug
  /** The shop ships through a carrier platform (Sendcloud's keys are set): the privacy page names it. */
  carrierPlatform?: boolean
}) {
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
      {slug === 'privacy' && carrierPlatform ? (
        // A processor (GDPR art. 28) that exists only when the operator connected it: told here, whatever the
        // privacy text in /cms says (features/carriers, ADR 0042).
        <section id="sendcloud" aria-labelledby="carrier-platform-h" data-testid="carrier-processor">
          <h2 id="carrier-platform-h">{t.carriers.privacyTitle}</h2>
          <p>{t.carriers.privacyText}</p>
        </section>
      ) : null}
    </article>
  )
}
