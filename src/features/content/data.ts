import type { Lang } from '@/i18n/locales'
import { cached, cacheTags } from '@/lib/cache'
import { getShopPayload } from '@/payload/shop-payload'
import type { Config } from '@/payload-types'
import { fillShippingFigures } from '@/features/pricing/server'
import { getShippingRates } from '@/features/settings/server'
import { previewing } from '@/features/preview/server'

type GlobalSlug = keyof Config['globals']

async function loadContent<S extends GlobalSlug>(slug: S, lang: Lang, draft: boolean) {
  const payload = await getShopPayload()
  const [doc, rates] = await Promise.all([
    payload.findGlobal({ slug, locale: lang, depth: 2, ...(draft ? { draft: true, overrideAccess: true } : {}) }),
    getShippingRates(),
  ])
  // Texts name the shipping amounts by placeholder: the page shows the live settings.
  return fillShippingFigures(doc, rates) as Config['globals'][S]
}

/**
 * One content global in one language: as published, cached until it (or the shop settings) is saved in
 * /cms; in the operator's preview, its latest draft, uncached.
 */
export async function getContent<S extends GlobalSlug>(slug: S, lang: Lang): Promise<Config['globals'][S]> {
  if (await previewing()) return loadContent(slug, lang, true)
  return cached(
    () => loadContent(slug, lang, false),
    ['global', slug, lang],
    [cacheTags.global(slug), cacheTags.global('shop-settings')],
  )()
}
