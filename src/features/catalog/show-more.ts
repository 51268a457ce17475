/**
 * "Show more" on the listing (issue 54, ADR 0044): the pure rules. The link is the next page's canonical
 * URL (it works before any script); with scripts, the next page is shown under the cards already there
 * and the URL names that page, so a reload, Back to it or a shared link lands on the last page shown.
 */
import { listingQuery, type ListingParams } from '@/features/products'
import { shopUrl } from './shop-url'

/** The page "show more" brings and how many products it adds; null on the last page (no link). */
export function nextBatch(total: number, pageSize: number, page: number): { page: number; count: number } | null {
  const count = Math.min(pageSize, total - page * pageSize)
  return pageSize > 0 && count > 0 ? { page: page + 1, count } : null
}

/** The link: the next page's canonical URL (same filters and order), or null on the last page. */
export function showMoreHref(params: ListingParams, total: number, pageSize: number): string | null {
  const next = nextBatch(total, pageSize, params.page)
  return next ? shopUrl({ ...params, page: next.page }) : null
}

/**
 * The listing a page belongs to (its language and canonical query without the page): "show more" joins
 * its pages only — the same query in the other language (after the language switch, a client navigation)
 * is another listing, whose page shows its own cards alone, never the kept cards of the first language.
 */
export const listingOf = (params: ListingParams, lang: string): string =>
  `${lang}:${listingQuery({ ...params, page: 1 })}`

/** What the browser keeps across the page's remount after "show more": the cards shown above `page`'s own. */
export type Shown<T> = { listing: string; page: number; earlier: T[]; appended: boolean }

/**
 * The cards to show above a page's own: those kept by "show more", only on the page it led to (Back from a
 * product to it too); any other page shows its own alone. A product that moved meanwhile is shown once.
 */
export function earlierCards<T extends { id: string }>(
  shown: Shown<T> | null,
  listing: string,
  page: number,
  own: readonly T[],
): T[] {
  if (!shown || shown.listing !== listing || shown.page !== page) return []
  const mine = new Set(own.map((c) => c.id))
  return shown.earlier.filter((c) => !mine.has(c.id))
}

/** What "show more" on `page` leaves for the next page: every card shown now, to be kept above its own. */
export const afterShowMore = <T>(listing: string, page: number, now: T[]): Shown<T> => ({
  listing,
  page: page + 1,
  earlier: now,
  appended: true,
})

/** The rows a grid of `columns` grows by when `count` cards join the `before` already there. */
export function addedRows(before: number, count: number, columns: number): number {
  const cols = Math.max(1, Math.floor(columns))
  return Math.ceil((before + count) / cols) - Math.ceil(before / cols)
}
