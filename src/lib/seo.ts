import type { Metadata } from 'next'
import type { Lang } from '@/features/i18n/config'

/**
 * Every page has a stable URL per language: `{path}?lang=it` and `{path}?lang=en`;
 * the bare `{path}` (cookie language, Italian by default) is the x-default.
 */
export function localizedUrls(path: string) {
  return { it: `${path}?lang=it`, en: `${path}?lang=en`, 'x-default': path }
}

export function pageMetadata(path: string, lang: Lang, title: string, description?: string, image?: string): Metadata {
  const urls = localizedUrls(path)
  return {
    title,
    description,
    alternates: { canonical: urls[lang], languages: urls },
    openGraph: {
      title,
      description,
      url: urls[lang],
      locale: lang === 'it' ? 'it_IT' : 'en_GB',
      images: [{ url: image ?? '/og-default.png' }],
    },
  }
}
