import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { env } from '@/lib/env'
import { log } from '@/lib/logger'
import { richText } from '@/lib/richtext'
import { products, type L, type SeedProduct } from './catalog'
import { drawImage, drawLogo, drawScene, type Drawing, type Shape } from './images'
import { about, contact, dealers, displayPages, faq, filters, home } from './pages'
import { ensurePolicies } from './policy-pages'
import { ensureSeller } from './seller'
import { ensureFilterMeanings } from './filters'
import { seedSafety } from './safety'
import { copyIds, setGlobal, type Locale } from './set-global'

/** Committed demo assets (read at seed time; resolved from the project root, which is where the app runs). */
const assetsDir = () => path.join(/*turbopackIgnore: true*/ process.cwd(), 'src/payload/seed/assets')

async function upload(
  payload: Payload,
  name: string,
  alt: L,
  data: Buffer,
  mimetype: string,
): Promise<number | string> {
  const doc = await payload.create({
    collection: 'media',
    locale: 'it',
    data: { alt: alt.it },
    file: { data, mimetype, name, size: data.length },
    overrideAccess: true,
  })
  await payload.update({ collection: 'media', id: doc.id, locale: 'en', data: { alt: alt.en }, overrideAccess: true })
  return doc.id
}

const picture = async (payload: Payload, name: string, alt: L, d: Drawing) =>
  upload(payload, `${name}.webp`, alt, await drawImage(d), 'image/webp')

/** The hero scene rendered by scripts/render-photos.mjs (`--hero`), or a drawn one. */
async function renderedScene(palette?: Parameters<typeof drawScene>[0]): Promise<Buffer> {
  const file = path.join(assetsDir(), 'hero-poster.webp')
  return fs.existsSync(file) ? fs.readFileSync(file) : drawScene(palette)
}

/**
 * A product's demo photograph, rendered by scripts/render-photos.mjs and committed: the catalogue shot,
 * the ambience shot, and a close crop of the catalogue shot as the detail. A product without one gets
 * a drawing.
 */
async function productPhoto(url: string, variant: Drawing['variant'], fallback: Drawing): Promise<Buffer> {
  const dir = path.join(/*turbopackIgnore: true*/ process.cwd(), 'src/payload/seed/photos')
  const file = path.join(dir, `${url}-${variant === 'detail' ? 'main' : variant}.webp`)
  if (!fs.existsSync(file)) return drawImage(fallback)
  if (variant !== 'detail') return fs.readFileSync(file)
  const { width = 800 } = await sharp(file).metadata()
  const side = Math.round(width * 0.55)
  return sharp(file)
    .extract({ left: Math.round((width - side) / 2), top: Math.round(width * 0.16), width: side, height: side })
    .resize(width, width)
    .webp({ quality: 74 })
    .toBuffer()
}

async function seedProduct(payload: Payload, p: SeedProduct, position: number) {
  const views = ['main', 'overlay', 'detail'] as const
  const ids: Record<string, number | string> = {}
  for (const variant of views) {
    const alt: L =
      variant === 'main'
        ? p.name
        : variant === 'overlay'
          ? { it: `${p.name.it} in ambiente`, en: `${p.name.en} in a room` }
          : { it: `${p.name.it}, dettaglio`, en: `${p.name.en}, detail` }
    const photo = await productPhoto(p.url, variant, { ...p.draw, variant })
    ids[variant] = await upload(payload, `${p.url}-${variant}.webp`, alt, photo, 'image/webp')
  }
  const localized = (lang: Locale) => ({
    name: p.name[lang],
    category: p.category[lang],
    tags: p.tags[lang],
    product_summary: p.summary[lang],
    description: richText(p.description[lang]),
    fragrance: p.fragrances?.map((fr) => ({ name: fr[lang] })) ?? [],
    how_to_use: p.howTo
      ? {
          Title: lang === 'it' ? 'Come usarla al meglio' : 'How to get the best from it',
          Tips: [
            {
              tip:
                lang === 'it'
                  ? 'Alla prima accensione lascia sciogliere tutta la superficie.'
                  : 'On first lighting, let the whole surface melt.',
            },
            {
              tip:
                lang === 'it'
                  ? 'Accorcia lo stoppino a 5 mm prima di ogni uso.'
                  : 'Trim the wick to 5 mm before each use.',
            },
          ],
          warning:
            lang === 'it'
              ? 'Non lasciare mai una candela accesa incustodita.'
              : 'Never leave a burning candle unattended.',
          Text: lang === 'it' ? 'Spegni la fiamma dopo massimo 4 ore.' : 'Put the flame out after 4 hours at most.',
        }
      : undefined,
    additional_information: p.extraInfo ? richText(p.extraInfo[lang]) : undefined,
    shipping: richText(
      lang === 'it'
        ? 'Spedizione in 3 giorni lavorativi. Gratuita da {spedizione_gratuita_da}.'
        : 'Ships within 3 business days. Free from {spedizione_gratuita_da}.',
    ),
    return_policies: richText(
      lang === 'it'
        ? 'Diritto di recesso entro 14 giorni dalla consegna.'
        : 'Right of withdrawal within 14 days of delivery.',
    ),
    safety: seedSafety(p, lang),
  })
  const created = await payload.create({
    collection: 'products',
    locale: 'it',
    overrideAccess: true,
    data: {
      _status: 'published',
      ...localized('it'),
      url: p.url,
      sku: p.sku,
      price: p.price,
      new: p.new ?? false,
      instock: p.instock ?? true,
      stock: p.stock ?? 40,
      position,
      date: p.date,
      Type_Boxed_Unboxed: p.type,
      mainimage: ids.main,
      overlayimage: ids.overlay,
      product_images: [ids.main, ids.overlay, ids.detail],
      sets: p.sets ?? [],
    } as never,
  })
  const en = localized('en')
  copyIds(en, created)
  await payload.update({
    collection: 'products',
    id: created.id,
    locale: 'en',
    data: { ...en, _status: 'published' } as never,
    overrideAccess: true,
  })
}

async function seedContent(payload: Payload) {
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

export async function ensureOperator(payload: Payload) {
  const email = env.adminEmail.toLowerCase()
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    overrideAccess: true,
  })
  if (found.docs.length) return
  if (env.isProduction && !process.env.SHOP_ADMIN_PASSWORD) {
    log.warn(
      '!!! SECURITY WARNING: the operator account uses the DEFAULT password. Set SHOP_ADMIN_EMAIL and SHOP_ADMIN_PASSWORD before going live !!!',
    )
  }
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email,
      password: env.adminPassword,
      role: 'admin',
      verified: true,
      firstName: 'Operatore',
      lastName: 'Vetrina',
    } as never,
  })
  log.info('operator account created', { email })
}

/** Idempotent: the catalogue and content are created once (when there are no products yet); the operator when missing. */
export async function seed(payload: Payload): Promise<void> {
  await ensureOperator(payload)
  await ensurePolicies(payload)
  await ensureSeller(payload)
  await ensureFilterMeanings(payload)
  const existing = await payload.count({ collection: 'products', overrideAccess: true })
  if (existing.totalDocs > 0) return
  const started = Date.now()
  log.info('seeding demo catalogue and content')
  for (const [i, p] of products.entries()) await seedProduct(payload, p, i + 1)
  await seedContent(payload)
  log.info('seed finished', { ms: Date.now() - started, products: products.length })
}
