import { getMessages } from '@/i18n/server'
import { toImg } from '@/lib/media'
import { SplitPicture } from './SplitPicture'
import { plainText } from '@/lib/richtext'
import { pageMetadata } from '@/i18n/seo'
import { Picture } from '@/lib/picture'
import { getContent } from './data'
import { RichText } from './RichText'
import './content-pages.css'

export async function aboutMetadata() {
  const { lang, t } = await getMessages()
  const about = await getContent('about', lang)
  return pageMetadata(
    '/about',
    lang,
    about.Title || t.about.title,
    plainText(about.introduction).slice(0, 155),
    toImg(about.Banner_Image)?.url,
  )
}

export async function AboutPage() {
  const { lang, t } = await getMessages()
  const about = await getContent('about', lang)
  const banner = toImg(about.Banner_Image)
  return (
    <>
      <section className="banner">
        {banner ? (
          <Picture
            src={banner.url}
            alt={banner.alt}
            fill
            sizes="100vw"
            lcp
            sourceWidth={banner.width}
            className="banner-img"
          />
        ) : null}
        <h1 className="banner-title">{about.Title || t.about.title}</h1>
      </section>
      <div className="container narrow section">
        <RichText data={about.introduction} />
        {about.Signature ? <p className="signature">{about.Signature}</p> : null}
      </div>
      <div className="container section">
        {(about.MidSection ?? []).map((m, i) => {
          const img = toImg(m.Image)
          return (
            <div key={i} className={`split ${i % 2 ? 'is-reversed' : ''}`}>
              <SplitPicture image={img} />
              <RichText data={m.text} />
            </div>
          )
        })}
      </div>
      <section className="container section" aria-labelledby="about-features">
        <h2 id="about-features">{about.Features?.Heading}</h2>
        <p>{about.Features?.description}</p>
        <ul className="features">
          {(about.Features?.Qualities ?? []).map((q, i) => {
            const icon = toImg(q.icon)
            return (
              <li key={i} className="feature">
                {icon ? <Picture src={icon.url} alt="" width={64} height={64} sizes="64px" /> : null}
                <h3>{q.title}</h3>
                <p>{q.description}</p>
              </li>
            )
          })}
        </ul>
      </section>
    </>
  )
}
