/**
 * The sitemap (issue 54): every page and product in each language, each entry naming its alternates.
 * One file while it holds at most 50,000 addresses (the protocol's limit); past that, /sitemap.xml is
 * an index of files: /sitemaps/0.xml the shop's pages, /sitemaps/1.xml… the products, a page of the
 * products query each. Products are read two columns at a time (address, last change), never as views.
 */
import type { Payload } from 'payload'
import { alternateUrls, LANGS, localizedUrls } from '@/i18n/locales'
import { xmlText } from '@/lib/xml'

export const URLS_PER_FILE = 50_000

/** The shop's own pages, in every sitemap. */
export const SITEMAP_PAGES = [
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

/** How many paths fit one file: each path is one address per language. */
export const pathsPerFile = (langs = LANGS.length) => Math.floor(URLS_PER_FILE / langs)

/** One file, or an index of the pages' file and as many product files as the products fill. */
export function sitemapPlan(products: number, langs = LANGS.length): { index: false } | { index: true; files: number } {
  const per = pathsPerFile(langs)
  if (SITEMAP_PAGES.length + products <= per) return { index: false }
  return { index: true, files: 1 + Math.ceil(products / per) }
}

type Path = { path: string; lastModified?: string | null }

/** A `<urlset>`: each path once per language, with its hreflang alternates. */
export function urlsetXml(origin: string, paths: Path[]): string {
  const entries = paths.flatMap(({ path, lastModified }) => {
    const urls = localizedUrls(path)
    const alternates = Object.entries(alternateUrls(path))
      .map(
        ([hreflang, url]) =>
          `<xhtml:link rel="alternate" hreflang="${xmlText(hreflang)}" href="${xmlText(origin + url)}"/>`,
      )
      .join('')
    const lastmod = lastModified ? `<lastmod>${xmlText(lastModified)}</lastmod>` : ''
    return LANGS.map((lang) => `<url><loc>${xmlText(origin + urls[lang])}</loc>${lastmod}${alternates}</url>`)
  })
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  )
}

/** A `<sitemapindex>` of the files. */
export function indexXml(origin: string, files: number): string {
  const items = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${xmlText(`${origin}/sitemaps/${i}.xml`)}</loc></sitemap>`,
  )
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    items.join('\n') +
    '\n</sitemapindex>\n'
  )
}

/** A page of the published products' addresses and last changes (only these two columns are read). */
async function productPaths(payload: Payload, page: number, limit: number) {
  const res = await payload.find({
    collection: 'products',
    select: { url: true, updatedAt: true },
    sort: 'id',
    depth: 0,
    limit,
    page,
    overrideAccess: false,
  })
  return {
    total: res.totalDocs,
    paths: res.docs.map((d) => ({ path: `/shop/${d.url}`, lastModified: d.updatedAt })),
  }
}

/** /sitemap.xml: the whole sitemap, or the index once it would pass 50,000 addresses. */
export async function sitemapRoot(payload: Payload, origin: string): Promise<string> {
  const per = pathsPerFile()
  const first = await productPaths(payload, 1, per - SITEMAP_PAGES.length)
  const plan = sitemapPlan(first.total)
  if (plan.index) return indexXml(origin, plan.files)
  return urlsetXml(origin, [...SITEMAP_PAGES.map((path) => ({ path })), ...first.paths])
}

/** /sitemaps/{n}.xml of the index: 0 the pages, n ≥ 1 the n-th page of products; null past the last. */
export async function sitemapFile(payload: Payload, origin: string, n: number): Promise<string | null> {
  if (n === 0)
    return urlsetXml(
      origin,
      SITEMAP_PAGES.map((path) => ({ path })),
    )
  const { paths } = await productPaths(payload, n, pathsPerFile())
  return paths.length ? urlsetXml(origin, paths) : null
}
