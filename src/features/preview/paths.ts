/** Where each previewable document shows on the storefront (the preview button of /cms leads there). */
const GLOBAL_PATHS: Record<string, string> = {
  home: '/',
  about: '/about',
  contact: '/contact',
  faq: '/faq',
  filters: '/shop',
  footer: '/',
  espositori: '/espositori',
  candele: '/candele',
  privacy: '/privacy',
  return: '/return',
  shipping: '/shipping',
  terms: '/terms',
  accessibility: '/accessibility',
}

export const globalPath = (slug: string) => GLOBAL_PATHS[slug] ?? '/'
export const productPath = (url: string | null | undefined) => (url ? `/shop/${encodeURIComponent(url)}` : '/shop')

/** Only the shop's own paths are previewed (never a redirect elsewhere). */
export const isPreviewPath = (path: string) => /^\/(?!\/)[\w\-/%.]*$/.test(path) && !path.startsWith('/api')

/** The /cms preview button's URL for a document, in the language being edited. */
export const previewUrl = (path: string, locale: string | undefined) =>
  `/api/preview?${new URLSearchParams({ path, ...(locale ? { lang: locale } : {}) })}`
