/**
 * The sitemap (issue 54): every page and product in each language, each entry naming its alternates.
 * One file while it holds at most 50,000 addresses (the protocol's limit); past that, /sitemap.xml is
 * an index of files: /sitemaps/0.xml the shop's pages, /sitemaps/1.xml… the products, a page of the
 * products query each. Products are read two columns at a time (address, last change), never as views.
 * The routes keep what they serve in Next's data cache under the products tag (a product's save, publish
 * or delete rebuilds it): a thousand products' entries per cache entry, well under the data cache's 2 MB
 * limit at any catalogue size, so a request only joins cached text.
 */
import type { Payload } from 'payload'
import { alternateUrls, LANGS, localizedUrls } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache'
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

/** Products read, rendered and cached together: one cache entry's worth (~700 kB of XML in two languages). */
export const CHUNK = 1_000
/** Whole chunks of products in one file of the index (25 of 1,000 in two languages). */
export const chunksPerFile = (langs = LANGS.length) => Math.max(1, Math.floor(pathsPerFile(langs) / CHUNK))

/** One file, or an index of the pages' file and as many product files as the products fill. */
export function sitemapPlan(products: number, langs = LANGS.length): { index: false } | { index: true; files: number } {
  if (SITEMAP_PAGES.length + products <= pathsPerFile(langs)) return { index: false }
  return { index: true, files: 1 + Math.ceil(products / (chunksPerFile(langs) * CHUNK)) }
}

type Path = { path: string; lastModified?: string | null }

/** A `<urlset>`: each path once per language, with its hreflang alternates. */
export const urlsetXml = (origin: string, paths: Path[]): string => urlset([urlEntries(origin, paths)])

/** The `<url>` entries of the paths, each path once per language ('' for none). */
function urlEntries(origin: string, paths: Path[]): string {
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
  return entries.join('\n')
}

const urlset = (parts: string[]) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
  parts.filter(Boolean).join('\n') +
  '\n</urlset>\n'

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

/** Keeps a read in a cache under tags (lib/cache.ts `cached` in the routes; none by default: scripts, tests). */
export type Keep = <T>(fn: () => Promise<T>, key: string[], tags: string[]) => () => Promise<T>
const fresh: Keep = (fn) => fn

type Chunk = { total: number; xml: string }

/**
 * The k-th thousand published products by id, as `<url>` entries, and how many products there are. Only
 * the address and the last change are read.
 */
function chunk(payload: Payload, origin: string, k: number, keep: Keep): Promise<Chunk> {
  return keep(
    async () => {
      const res = await payload.find({
        collection: 'products',
        select: { url: true, updatedAt: true },
        sort: 'id',
        depth: 0,
        limit: CHUNK,
        page: k,
        overrideAccess: false,
      })
      const paths = res.docs.map((d) => ({ path: `/shop/${d.url}`, lastModified: d.updatedAt }))
      return { total: res.totalDocs, xml: urlEntries(origin, paths) }
    },
    ['sitemap', origin, String(k)],
    [cacheTags.products],
  )()
}

/** Chunks from..to (1-based, inclusive), stopping at the last product. */
async function chunks(payload: Payload, origin: string, from: number, to: number, keep: Keep, total: number) {
  const last = Math.min(to, Math.ceil(total / CHUNK))
  const ks = Array.from({ length: Math.max(0, last - from + 1) }, (_, i) => from + i)
  return Promise.all(ks.map((k) => chunk(payload, origin, k, keep).then((c) => c.xml)))
}

const pagesXml = (origin: string) =>
  urlEntries(
    origin,
    SITEMAP_PAGES.map((path) => ({ path })),
  )

/** /sitemap.xml: the whole sitemap, or the index once it would pass 50,000 addresses. */
export async function sitemapRoot(payload: Payload, origin: string, keep: Keep = fresh): Promise<string> {
  const first = await chunk(payload, origin, 1, keep)
  const plan = sitemapPlan(first.total)
  if (plan.index) return indexXml(origin, plan.files)
  const rest = await chunks(payload, origin, 2, Infinity, keep, first.total)
  return urlset([pagesXml(origin), first.xml, ...rest])
}

/** /sitemaps/{n}.xml of the index: 0 the pages, n ≥ 1 the n-th file of products; null past the last. */
export async function sitemapFile(
  payload: Payload,
  origin: string,
  n: number,
  keep: Keep = fresh,
): Promise<string | null> {
  if (n === 0) return urlset([pagesXml(origin)])
  // The count from the first chunk: a file past the last is answered without a read (or a cache entry).
  const { total } = await chunk(payload, origin, 1, keep)
  const per = chunksPerFile()
  const from = (n - 1) * per + 1
  if (from > Math.ceil(total / CHUNK)) return null
  return urlset(await chunks(payload, origin, from, n * per, keep, total))
}
