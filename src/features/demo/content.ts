import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { richText } from '@/lib/richtext'
import type { L } from './catalog'
import { drawImage, drawLogo, type Drawing, type Shape } from './images'
import { assetsDir, picture, productPhoto, renderedScene, upload } from './media'
import { about, contact, dealers, displayPages, faq, filters, home } from './pages'
import { setGlobal } from './set-global'

export async function seedContent(payload: Payload) {
  const pic = (
    name: string,
    alt: L,
    shape: Shape,
    color: string,
    accent: string,
    variant: Drawing['variant'] = 'overlay',
  ) => picture(payload, name, alt, { shape, color, accent, variant })
  // A product's ambience photograph as a page picture (a drawing when it has none).
  const photo = async (name: string, alt: L, product: string, shape: Shape, color: string) =>
    upload(
      payload,
      `${name}.webp`,
      alt,
      await productPhoto(product, 'overlay', { shape, color, accent: '#8a5a3c', variant: 'overlay' }),
      'image/webp',
    )

  const video = fs.readFileSync(path.join(assetsDir(), 'hero.mp4'))
  const videoId = await upload(
    payload,
    'hero.mp4',
    { it: 'Video di candele accese', en: 'Video of lit candles' },
    video,
    'video/mp4',
  )
  const posterId = await upload(
    payload,
    'hero-poster.webp',
    { it: 'Candele accese', en: 'Lit candles' },
    await renderedScene(),
    'image/webp',
  )
  const galleryIds: Array<number | string> = []
  const galleryShapes: Shape[] = ['candle', 'bottle', 'scene', 'vase']
  for (const [i, g] of home.Gallery.entries()) {
    galleryIds.push(
      galleryShapes[i] === 'scene'
        ? await pic(`gallery-${i + 1}`, g, 'scene', '#a3b18a', '#8a5a3c')
        : await photo(
            `gallery-${i + 1}`,
            g,
            ['candela-ambra-vaniglia', 'bottiglia-murano-blu', '', 'vaso-onda'][i]!,
            galleryShapes[i]!,
            ['#e8c48f', '#2f5fa8', '#a3b18a', '#6fb7b0'][i]!,
          ),
    )
  }
  const featureIcons: Array<number | string> = []
  for (const [i, [title]] of home.features.entries()) {
    featureIcons.push(
      await upload(
        payload,
        `feature-${i + 1}.webp`,
        title,
        await drawImage(
          { shape: 'icon', color: '#efe2cf', accent: ['#b07a3c', '#5b7a45', '#3d4f7d'][i], variant: 'main' },
          160,
          160,
        ),
        'image/webp',
      ),
    )
  }
  await setGlobal(
    payload,
    'home',
    (lang) => ({
      Hero_Title: home.Hero_Title[lang],
      New_collection: home.New_collection[lang],
      Explore_collections: home.Explore_collections[lang],
      Gallery: home.Gallery.map((g, i) => ({ Image: galleryIds[i], description: g[lang] })),
      features: home.features.map(([t, d], i) => ({ icon: featureIcons[i], title: t[lang], description: d[lang] })),
    }),
    { Home_Video: videoId, Home_Poster: posterId },
  )

  const banner = await upload(
    payload,
    'about-banner.webp',
    { it: 'Il laboratorio Vetrina', en: 'The Vetrina workshop' },
    await renderedScene({ light: '#efe2cf', mid: '#c99563', dark: '#6b4a2b' }),
    'image/webp',
  )
  const mid = [
    await photo(
      'about-mid-1',
      { it: 'Colata della cera', en: 'Pouring the wax' },
      'candela-fico-mediterraneo',
      'candle',
      '#9fb58a',
    ),
    await photo('about-mid-2', { it: 'Vetro soffiato', en: 'Blown glass' }, 'vaso-cilindro-fume', 'vase', '#6b6461'),
  ]
  await setGlobal(payload, 'about', (lang) => ({
    Banner_Image: banner,
    Title: about.Title[lang],
    introduction: richText(about.introduction[lang]),
    Signature: about.Signature[lang],
    MidSection: about.MidSection.map((m, i) => ({ Image: mid[i], text: richText(m[lang]) })),
    Features: {
      Heading: about.Features.Heading[lang],
      description: about.Features.description[lang],
      Qualities: about.Features.Qualities.map(([t, d], i) => ({
        icon: featureIcons[i],
        title: t[lang],
        description: d[lang],
      })),
    },
  }))

  const logo = await upload(payload, 'logo.png', { it: 'Vetrina', en: 'Vetrina' }, await drawLogo(), 'image/png')
  await setGlobal(
    payload,
    'footer',
    (lang) => ({
      address: richText(
        lang === 'it'
          ? 'Via Cavour 12\n31029 Vittorio Veneto (TV)\nItalia'
          : 'Via Cavour 12\n31029 Vittorio Veneto (TV)\nItaly',
      ),
    }),
    {
      Logo: logo,
      facebooklink: 'https://www.facebook.com/',
      instagramlink: 'https://www.instagram.com/',
    },
  )

  await setGlobal(
    payload,
    'contact',
    (lang) => ({
      Address: contact.Address[lang],
      working_hours: contact.working_hours[lang],
      Contact_Form: { Heading: contact.Heading[lang], description: richText(contact.description[lang]) },
    }),
    { Phone_number: contact.Phone_number, Email: env.shopInfoEmail },
  )

  await setGlobal(payload, 'faq', (lang) => ({
    Section: faq.map((s) => ({
      Section_Heading: s.heading[lang],
      Questions: s.questions.map(([q, a]) => ({ Question: q[lang], answer: richText(a[lang]) })),
    })),
  }))

  await setGlobal(payload, 'filters', (lang) => ({
    filter: filters.map((fl) => ({
      title: fl.title[lang],
      options: fl.options.map((o) => ({ label: o.label[lang], meaning: o.meaning })),
    })),
  }))

  for (const slug of ['espositori', 'candele'] as const) {
    const page = displayPages[slug]
    const images: Array<number | string> = []
    for (const [i, [heading]] of page.products.entries()) {
      images.push(await pic(`${slug}-stand-${i + 1}`, heading, 'stand', ['#e8c48f', '#6fb7b0'][i], '#6b4a2b', 'main'))
    }
    const carousel: Array<number | string> = []
    if (slug === 'candele') {
      const colors = ['#e8c48f', '#9fb58a', '#3d4f7d', '#d9a066']
      for (const [i, c] of colors.entries()) {
        carousel.push(
          await pic(
            `carousel-${i + 1}`,
            { it: `Candela ${i + 1} in negozio`, en: `Candle ${i + 1} in store` },
            'candle',
            c,
            '#6b4a2b',
          ),
        )
      }
    }
    await setGlobal(payload, slug, (lang) => ({
      PageTitle: page.PageTitle[lang],
      Products: page.products.map(([h, d, s, dim], i) => ({
        Image: images[i],
        Heading: h[lang],
        description: d[lang],
        signaturetext: s[lang],
        dimensions: richText(dim[lang]),
      })),
      Dealers: dealers.map((r) => ({
        Region: r.region[lang],
        subregion: r.sub.map((s) => ({ Name: s.name[lang], Dealer_name: s.dealer, Address: s.address })),
      })),
      Carousel: carousel.map((image) => ({ image })),
    }))
  }
}
