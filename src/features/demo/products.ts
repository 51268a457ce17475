import type { Payload } from 'payload'
import { fragranceParcelFields, parcelFields } from './parcels'
import { richText } from '@/lib/richtext'
import type { L, SeedProduct } from './catalog'
import { upload, productPhoto } from './media'
import { seedSafety } from './safety'
import { copyIds, type Locale } from './set-global'

export async function seedProduct(payload: Payload, p: SeedProduct, position: number) {
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
    fragrance: p.fragrances?.map((fr) => ({ name: fr[lang], ...fragranceParcelFields(p.url, fr.it) })) ?? [],
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
    // The demo's prices have been in effect for two months (the price history's start), so the seeded
    // sale announces a 30-day previous price a newcomer can check (features/pricing).
    context: { priceSince: DEMO_PRICES_SINCE() },
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
      // Weight and packed size (the rate table and the carrier's parcels need them): demo/parcels.ts.
      ...parcelFields(p.url),
    } as never,
  })
  const en = localized('en')
  copyIds(en, created)
  await payload.update({
    collection: 'products',
    id: created.id,
    locale: 'en',
    context: { priceSince: DEMO_PRICES_SINCE() },
    data: { ...en, _status: 'published' } as never,
    overrideAccess: true,
  })
}

const DEMO_PRICES_SINCE = () => new Date(Date.now() - 60 * 86_400_000).toISOString()
