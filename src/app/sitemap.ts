import type { MetadataRoute } from 'next'
import { getPublishedProducts } from '@/features/products/server'
import { env } from '@/lib/env'
import { alternateUrls, DEFAULT_LANG, LANGS, localizedUrls } from '@/i18n/locales'

export const dynamic = 'force-dynamic'

const PAGES = [
  '/',
  '/shop',
  '/about',
  '/contact',
  '/faq',
  '/privacy',
  '/return',
  '/shipping',
  '/terms',
  '/accessibility',
  '/espositori',
  '/candele',
]

/** Every page and product, in Italian and English, each entry listing its alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const products = await getPublishedProducts(DEFAULT_LANG)
  const paths = [...PAGES, ...products.map((p) => `/shop/${p.url}`)]
  return paths.flatMap((path) => {
    const urls = localizedUrls(path)
    const languages = Object.fromEntries(
      Object.entries(alternateUrls(path)).map(([hreflang, url]) => [hreflang, env.siteUrl + url]),
    )
    return LANGS.map((lang) => ({
      url: env.siteUrl + urls[lang],
      changeFrequency: path.startsWith('/shop/') ? ('weekly' as const) : ('monthly' as const),
      priority: path === '/' ? 1 : path.startsWith('/shop') ? 0.8 : 0.5,
      alternates: { languages },
    }))
  })
}
