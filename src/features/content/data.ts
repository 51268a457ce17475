import type { Lang } from '@/features/i18n/locales'
import { cached, cacheTags } from '@/lib/cache'
import { getShopPayload } from '@/payload/shop-payload'
import type { Config } from '@/payload-types'

type GlobalSlug = keyof Config['globals']

/** One content global in one language, cached until it is saved in /cms. */
export function getContent<S extends GlobalSlug>(slug: S, lang: Lang): Promise<Config['globals'][S]> {
  return cached(
    async () => {
      const payload = await getShopPayload()
      return (await payload.findGlobal({ slug, locale: lang, depth: 2, overrideAccess: false })) as Config['globals'][S]
    },
    ['global', slug, lang],
    [cacheTags.global(slug)],
  )()
}
