import Link from 'next/link'
import { getNewProducts } from '@/features/products/server'
import { ProductGrid } from '@/features/catalog/request'
import type { Lang } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { getMessages } from '@/i18n/server'
import { toImg } from '@/lib/media'
import { pageMetadata } from '@/i18n/seo'
import { Picture } from '@/lib/picture'
import { getContent } from '@/features/content/server'
import { HeroVideo } from './HeroVideo'
import { env } from '@/lib/env'
import { websiteJsonLd } from '@/features/search/server'
import { jsonLdText } from '@/lib/json-ld'
import './home.css'

export async function homeMetadata() {
  const { lang, t } = await getMessages()
  return pageMetadata('/', lang, `${t.meta.siteName} · ${t.meta.home}`, t.meta.defaultDescription)
}

/** The products marked new the home page shows at most (two rows of four), in the featured order. */
const NEW_SHOWN = 8

export async function HomePage({ lang, t }: { lang: Lang; t: Messages }) {
  const [home, fresh, footer] = await Promise.all([
    getContent('home', lang),
    getNewProducts(lang, NEW_SHOWN),
    getContent('footer', lang),
  ])
  const video = toImg(home.Home_Video)
  const poster = toImg(home.Home_Poster)
  const gallery = (home.Gallery ?? []).map((g) => ({ img: toImg(g.Image), text: g.description ?? '' }))
  const rows: (typeof gallery)[] = []
  for (let i = 0; i < gallery.length; i += 2) rows.push(gallery.slice(i, i + 2))
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdText(websiteJsonLd(env.siteUrl, lang, t.meta.siteName)) }}
      />
      <section className="hero">
        {/* The poster is a picture of its own under the video (a srcset for every screen, painted with the
            page's first paint); the video has no poster, so it stays transparent until it plays. */}
        {poster ? (
          <Picture
            src={poster.url}
            alt=""
            fill
            quality={60}
            lcp
            sizes="max(100vw, min(139vh, 1280px))"
            sourceWidth={poster.width}
            className="hero-poster"
          />
        ) : null}
        {video ? (
          <HeroVideo src={video.url} label={t.home.video} pause={t.home.pauseVideo} play={t.home.playVideo} />
        ) : null}
        {/* A scrim under the headline: white text keeps 3 : 1 over any picture, even a white one (WCAG 1.4.3). */}
        <div className="hero-scrim" aria-hidden="true" data-testid="hero-scrim" />
        <div className="hero-text">
          <h1>{home.Hero_Title}</h1>
          <Link href="/shop" className="btn btn-light">
            {home.Explore_collections || t.home.explore}
          </Link>
        </div>
      </section>

      <section className="container section" aria-labelledby="new-title">
        <div className="section-head">
          <h2 id="new-title">{home.New_collection || t.home.newTitle}</h2>
          <Link href="/shop" className="link-arrow">
            {home.Explore_collections || t.home.explore}
          </Link>
        </div>
        <ProductGrid products={fresh} className="grid-4" />
      </section>

      <section className="container section" aria-labelledby="gallery-title">
        <h2 id="gallery-title" className="visually-hidden">
          {t.home.gallery}
        </h2>
        {rows.map((row, r) => (
          <div key={r} className={`gallery-row ${r % 2 ? 'is-reversed' : ''}`}>
            {row.map((g, i) =>
              g.img ? (
                <figure key={i} className="gallery-item">
                  <Picture
                    src={g.img.url}
                    alt={g.img.alt}
                    width={900}
                    height={900}
                    sizes="(min-width: 768px) 80vw, 65vw"
                    sourceWidth={g.img.width}
                  />
                  {g.text ? <figcaption>{g.text}</figcaption> : null}
                </figure>
              ) : null,
            )}
          </div>
        ))}
        <p className="social-row">
          <a href={footer.instagramlink || 'https://www.instagram.com/'} rel="noopener" target="_blank">
            Instagram
          </a>
          <a href={footer.facebooklink || 'https://www.facebook.com/'} rel="noopener" target="_blank">
            Facebook
          </a>
        </p>
      </section>

      <section className="container section" aria-labelledby="features-title">
        <h2 id="features-title" className="visually-hidden">
          {t.home.features}
        </h2>
        <ul className="features">
          {(home.features ?? []).map((f, i) => {
            const icon = toImg(f.icon)
            return (
              <li key={i} className="feature">
                {icon ? <Picture src={icon.url} alt="" width={64} height={64} sizes="64px" /> : null}
                <h3>{f.title}</h3>
                <p>{f.description}</p>
              </li>
            )
          })}
        </ul>
      </section>
    </>
  )
}
