import type { MetadataRoute } from 'next'
import { getProducts } from '@/features/catalog/data'
import { env } from '@/lib/env'
import { localizedUrls } from '@/lib/seo'

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
  '/espositori',
  '/candele',
]

/** Every page and product, in Italian and English, each entry listing its alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const products = await getProducts('it')
  const paths = [...PAGES, ...products.map((p) => `/shop/${p.url}`)]
  return paths.flatMap((path) => {
    const urls = localizedUrls(path)
    const languages = {
      it: env.siteUrl + urls.it,
      en: env.siteUrl + urls.en,
      'x-default': env.siteUrl + urls['x-default'],
    }
    return (['it', 'en'] as const).map((lang) => ({
      url: env.siteUrl + urls[lang],
      changeFrequency: path.startsWith('/shop/') ? ('weekly' as const) : ('monthly' as const),
      priority: path === '/' ? 1 : path.startsWith('/shop') ? 0.8 : 0.5,
      alternates: { languages },
    }))
  })
}
