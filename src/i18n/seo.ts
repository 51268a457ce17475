import type { Metadata } from 'next'
import { alternateUrls, localizedUrls, LOCALES, type Lang } from './locales'

/**
 * A page's metadata in `lang`: title, description, its canonical per-language URL with every
 * language's alternate (hreflang, from the locale table), and Open Graph in the same language.
 * `path` may carry query parameters that identify the page (e.g. a shop category).
 */
export function pageMetadata(path: string, lang: Lang, title: string, description?: string, image?: string): Metadata {
  const urls = localizedUrls(path)
  return {
    title,
    description,
    alternates: { canonical: urls[lang], languages: alternateUrls(path) },
    openGraph: {
      title,
      description,
      url: urls[lang],
      locale: LOCALES[lang].openGraph,
      images: [{ url: image ?? '/og-default.png' }],
    },
  }
}
