import { unstable_cache } from 'next/cache'
import type { Lang } from '@/features/i18n/config'
import { cacheTags } from '@/lib/cache'
import { getShopPayload } from '@/lib/payload'
import type { Config } from '@/payload-types'

type GlobalSlug = keyof Config['globals']

/** One content global in one language, cached until it is saved in /cms. */
export function getContent<S extends GlobalSlug>(slug: S, lang: Lang): Promise<Config['globals'][S]> {
  return unstable_cache(
    async () => {
      const payload = await getShopPayload()
      return (await payload.findGlobal({ slug, locale: lang, depth: 2, overrideAccess: false })) as Config['globals'][S]
    },
    ['global', slug, lang],
    { tags: [cacheTags.global(slug)] },
  )()
}
