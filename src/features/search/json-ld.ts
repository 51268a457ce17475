import { LOCALES, type Lang } from '@/i18n/locales'

/**
 * The home page's WebSite JSON-LD with its SearchAction (issue 39): search engines may offer a search
 * box that lands on the shop's results page, in the page's language.
 */
export function websiteJsonLd(siteUrl: string, lang: Lang, name: string) {
  const origin = siteUrl.replace(/\/$/, '')
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: `${origin}/?lang=${lang}`,
    inLanguage: LOCALES[lang].schemaLanguage,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}&lang=${lang}` },
      'query-input': 'required name=search_term_string',
    },
  }
}
