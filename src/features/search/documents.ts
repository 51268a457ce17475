import type { Lang } from '@/i18n/locales'
import { LANGS } from '@/i18n/locales'
import { plainText } from '@/lib/richtext'
import { globalPath, productPath } from '@/features/preview/server'
import { stemsOf } from './text'

/**
 * What the search index holds (issue 39): one document per thing and language — a product, a category
 * (a link to the shop filtered by it), a content page. `name` weighs more than `body`; `stems` are the
 * Snowball stems of both in the document's language (SQLite has no Italian stemmer of its own).
 */
export type SearchDoc = {
  key: string
  kind: 'product' | 'category' | 'page'
  ref: string
  lang: Lang
  title: string
  url: string
  name: string
  body: string
  stems: string
}

type Localized<T> = Partial<Record<Lang, T>> | T | null | undefined

/** A localized field read with `locale: 'all'` (an object per language) or a plain value. */
function inLang<T>(v: Localized<T>, lang: Lang): T | undefined {
  if (v && typeof v === 'object' && !Array.isArray(v) && LANGS.some((l) => l in (v as object)))
    return (v as Partial<Record<Lang, T>>)[lang]
  return (v as T) ?? undefined
}

const text = (parts: unknown[]) =>
  parts
    .map((p) => (typeof p === 'string' ? p : p && typeof p === 'object' ? plainText(p) : ''))
    .filter(Boolean)
    .join(' \n ')
    .replace(/\s+/g, ' ')
    .trim()

function doc(kind: SearchDoc['kind'], ref: string, lang: Lang, title: string, url: string, name: string, body: string) {
  return {
    key: `${kind}:${ref}:${lang}`,
    kind,
    ref,
    lang,
    title,
    url,
    name,
    body,
    stems: stemsOf(`${name} ${body}`, lang).join(' '),
  } satisfies SearchDoc
}

/** A product as read with `locale: 'all'` (only the fields the index reads). */
export type IndexedProduct = {
  id: number | string
  url: string
  sku?: string | null
  _status?: string | null
  name: Localized<string>
  category: Localized<string>
  tags?: Localized<string>
  product_summary?: Localized<string>
  description?: Localized<unknown>
  fragrance?: { name?: Localized<string> }[] | null
  sets?: { number?: number | null }[] | null
  safety?: { productType?: Localized<string> } | null
}

/** A published product's documents, one per language with a name in it (a draft never: it is not on sale). */
export function productDocs(p: IndexedProduct): SearchDoc[] {
  if (p._status === 'draft') return []
  return LANGS.flatMap((lang) => {
    const name = inLang(p.name, lang)
    if (!name) return []
    const category = inLang(p.category, lang) ?? ''
    const fragrances = (p.fragrance ?? []).map((f) => inLang(f.name, lang) ?? '')
    const sets = (p.sets ?? []).map((s) => (s.number ? `${s.number}` : ''))
    const body = text([
      category,
      fragrances.join(', '),
      inLang(p.tags, lang),
      inLang(p.product_summary, lang),
      inLang(p.description, lang),
      inLang(p.safety?.productType, lang),
      p.sku,
      sets.join(' '),
    ])
    return [doc('product', String(p.id), lang, name, productPath(p.url), `${name} ${fragrances.join(' ')}`, body)]
  })
}

/** The shop's categories in each language (from the products), each a link to the shop filtered by it. */
export function categoryDocs(categories: { lang: Lang; name: string }[]): SearchDoc[] {
  const seen = new Set<string>()
  return categories.flatMap(({ lang, name }) => {
    const clean = name.trim()
    const key = `${lang}:${clean.toLowerCase()}`
    if (!clean || seen.has(key)) return []
    seen.add(key)
    return [doc('category', clean.toLowerCase(), lang, clean, `/shop?category=${encodeURIComponent(clean)}`, clean, '')]
  })
}

/** The content pages the search finds (the storefront's pages of text), by global slug. */
export const SEARCHED_PAGES = [
  'about',
  'faq',
  'contact',
  'espositori',
  'candele',
  'privacy',
  'return',
  'shipping',
  'terms',
  'accessibility',
] as const

const SKIP_KEYS = new Set(['id', 'url', 'createdAt', 'updatedAt', 'globalType', '_status', 'translation', 'meaning'])

/** Every text of a global in one language: strings and rich text, found anywhere in it. */
function everyText(value: unknown, lang: Lang, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (!/^(https?:|\/|#[0-9a-f]{3,8}$|\d{4}-\d\d-\d\d)/i.test(value)) out.push(value)
  } else if (Array.isArray(value)) value.forEach((v) => everyText(v, lang, out))
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>
    if ('root' in o) out.push(plainText(o))
    else if (LANGS.some((l) => l in o) && Object.keys(o).every((k) => (LANGS as string[]).includes(k)))
      everyText(o[lang], lang, out)
    else
      for (const [k, v] of Object.entries(o)) {
        // Pictures and relations are not text of the page.
        if (SKIP_KEYS.has(k) || (v && typeof v === 'object' && 'mimeType' in (v as object))) continue
        everyText(v, lang, out)
      }
  }
  return out
}

/** A content page's documents: its title (or the label of its global) and every text on it. */
export function pageDocs(slug: string, global: Record<string, unknown>, label: Record<Lang, string>): SearchDoc[] {
  if (global._status === 'draft') return []
  return LANGS.flatMap((lang) => {
    const title =
      inLang(global.title as Localized<string>, lang) ||
      inLang(global.PageTitle as Localized<string>, lang) ||
      label[lang]
    const body = text(everyText(global, lang))
    if (!body) return []
    return [doc('page', slug, lang, title, globalPath(slug), title, body)]
  })
}
