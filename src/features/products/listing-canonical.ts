/**
 * One URL per listing state, decided before anything is cached (ADR 0040, issue 54's review). Pure rules
 * the proxy applies with the few facts of the language's catalogue (its categories and fragrances as
 * stored, how many products it has, the page size): a category or fragrance is folded to the shop's
 * own spelling (case, spaces, Unicode form) or dropped when the catalogue has no such value, and a page
 * past the catalogue's last is not found — so every key that reaches the cached route names real values,
 * each in exactly one spelling.
 */
import { listingKey, listingQuery, MAX_PAGE, type ListingParams, type RawSearch } from './listing-params'

/** What the proxy needs to know of one language's catalogue (a few hundred bytes). */
export type ListingFacts = { categories: string[]; fragrances: string[]; total: number; pageSize: number }

/** The form two spellings of one value share: Unicode NFC, trimmed, inner spaces collapsed, lower case. */
export const foldValue = (s: string): string => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * The stored values with one spelling per folded form (the first in order: stored "Candele" and "candele "
 * are one category, named "Candele"), in the language's order.
 */
export function canonicalValues(stored: readonly string[], lang: string): string[] {
  const seen = new Map<string, string>()
  for (const s of [...stored].sort()) {
    const k = foldValue(s)
    if (k && !seen.has(k)) seen.set(k, s.normalize('NFC').trim().replace(/\s+/g, ' '))
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b, lang))
}

/** The stored spellings a canonical value stands for (the `in` of its filter). */
export const spellingsOf = (value: string, stored: readonly string[]): string[] =>
  stored.filter((s) => foldValue(s) === foldValue(value))

/** The shop's spelling of a value, or null when the catalogue has none. */
export const shopSpelling = (value: string, canonical: readonly string[]): string | null =>
  canonical.find((c) => foldValue(c) === foldValue(value)) ?? null

/** How many pages a catalogue of `total` products has at most (a filter only makes fewer). */
export const maxPages = (facts: Pick<ListingFacts, 'total' | 'pageSize'>) =>
  Math.min(MAX_PAGE, Math.max(1, Math.ceil(facts.total / facts.pageSize)))

/**
 * What the proxy does with a listing URL:
 * - `page`: serve the cached page of `key` (the state names only the shop's own spellings);
 * - `redirect`: the URL named a category or fragrance in another spelling (308, permanent: the same
 *   value's one address) or one the catalogue does not have (307, temporary: the operator may add it;
 *   dropped, page back to 1) — sent to `query` before any page is rendered or cached;
 * - `not-found`: a page past the catalogue's last (404 from one fixed page, no cache entry per number);
 * - `unavailable`: the facts are not known (the server starting or too busy to answer the proxy) and the
 *   URL names a category, a fragrance or a page: a 503 to try again, never a cached page (or cached 404)
 *   per made-up value or number — only the few states without them go straight to their key.
 */
export type ListingRoute =
  | { kind: 'page'; key: string }
  | { kind: 'bare' }
  | { kind: 'redirect'; status: 307 | 308; query: string }
  | { kind: 'not-found' }
  | { kind: 'unavailable' }

function raw(search: RawSearch, key: string): string | null {
  if (search instanceof URLSearchParams) return search.get(key)
  const v = search[key]
  return (Array.isArray(v) ? v[0] : v) ?? null
}

/**
 * Where a listing URL goes. Without the facts (not known yet), only a state of bounded values (order, stock,
 * price band on page 1) goes straight to its key: a free-text value or a page number would each be a new
 * cached answer of the route (its 404 too).
 */
export function routeListing(state: ListingParams, search: RawSearch, facts: ListingFacts | null): ListingRoute {
  if (!facts) {
    if (state.category !== null || state.fragrance !== null || state.page > 1) return { kind: 'unavailable' }
    return listingQuery(state) ? { kind: 'page', key: listingKey(state) } : { kind: 'bare' }
  }
  const category = state.category === null ? null : shopSpelling(state.category, facts.categories)
  const fragrance = state.fragrance === null ? null : shopSpelling(state.fragrance, facts.fragrances)
  const unknown = (state.category !== null && !category) || (state.fragrance !== null && !fragrance)
  if (unknown) return { kind: 'redirect', status: 307, query: listingQuery({ ...state, category, fragrance, page: 1 }) }
  const respelled =
    (category !== null && raw(search, 'category') !== category) ||
    (fragrance !== null && raw(search, 'fragrance') !== fragrance)
  const canonical = { ...state, category, fragrance }
  if (respelled) return { kind: 'redirect', status: 308, query: listingQuery(canonical) }
  if (canonical.page > maxPages(facts)) return { kind: 'not-found' }
  return listingQuery(canonical) ? { kind: 'page', key: listingKey(canonical) } : { kind: 'bare' }
}
