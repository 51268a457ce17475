import type { Lang } from '@/i18n/locales'

/**
 * The pure rules of product reviews (issue 40): who may review what and until when, how an author is
 * named, how ratings add up, the order reviews are shown in, and the only reasons a review may be
 * refused (never for being negative: Codice del Consumo art. 22 c.4-bis, Annex I). Groundwork: the
 * collection, the pages and the e-mails use these.
 */

import { MAX_RATING, MAX_TEXT, MIN_RATING, MIN_TEXT } from '@/payload/values'

export { MAX_RATING, MAX_TEXT, MIN_RATING, MIN_TEXT }
/** An author may edit a review for this many days after writing it. */
export const EDIT_DAYS = 30
/** The only reasons a review is refused. A low rating is none of them. */
import { isRejectionReason, REJECTION_REASONS, type RejectionReason } from '@/payload/values'

export { isRejectionReason, REJECTION_REASONS, type RejectionReason }

const DAY = 24 * 3600_000

/** What the review rules read of an order: its status history (the statuses it reached, with when). */
export type ReviewedOrder = { history: { status: string; at: string | Date }[] }

/** When the order was delivered (the first time it reached `delivered`), or null. */
export function deliveredAt(order: ReviewedOrder): Date | null {
  const entry = order.history.find((h) => h.status === 'delivered')
  return entry ? new Date(entry.at) : null
}

export type ReviewRefusal = 'not-delivered' | 'already-reviewed'

/** Whether an order line may get its review now: the order was delivered, and the line has none yet. */
export function mayReview(
  order: ReviewedOrder,
  lineReviewed: boolean,
): { ok: true } | { ok: false; reason: ReviewRefusal } {
  if (!deliveredAt(order)) return { ok: false, reason: 'not-delivered' }
  if (lineReviewed) return { ok: false, reason: 'already-reviewed' }
  return { ok: true }
}

/** Whether its author may still edit a review written at `writtenAt`. */
export const mayEdit = (writtenAt: string | Date, now: Date): boolean =>
  now.getTime() - new Date(writtenAt).getTime() <= EDIT_DAYS * DAY

/** When the review invitation of a delivered order is due (`days` after delivery), or null if never. */
export function invitationDue(order: ReviewedOrder, days: number | null | undefined): Date | null {
  const at = deliveredAt(order)
  if (!at || days === null || days === undefined || !Number.isFinite(days) || days < 0) return null
  return new Date(at.getTime() + days * DAY)
}

/** How an author is shown: the first name and the initial of the surname ("Maria R."), nothing else. */
export function authorName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = (firstName ?? '').trim().split(/\s+/)[0] ?? ''
  const initial = [...(lastName ?? '').trim()][0]
  return [first, initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ')
}

export type RatingSummary = { count: number; average: number; distribution: Record<1 | 2 | 3 | 4 | 5, number> }

/** Count, average (one decimal) and how many of each star, of the published ratings. */
export function summarise(ratings: number[]): RatingSummary {
  const valid = ratings.filter((r) => Number.isInteger(r) && r >= MIN_RATING && r <= MAX_RATING)
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }
  for (const r of valid) distribution[r as 1 | 2 | 3 | 4 | 5]++
  const average = valid.length ? Math.round((valid.reduce((a, b) => a + b, 0) / valid.length) * 10) / 10 : 0
  return { count: valid.length, average, distribution }
}

export type ShownReview = { lang: Lang; rating: number; writtenAt: string; helpful: number }
export type ReviewOrder = 'newest' | 'useful'

/** The visitor's language first, then the others; within each, newest first or most useful (then newest). */
export function orderReviews<T extends ShownReview>(reviews: T[], lang: Lang, order: ReviewOrder): T[] {
  const newest = (a: T, b: T) => new Date(b.writtenAt).getTime() - new Date(a.writtenAt).getTime()
  const by = order === 'useful' ? (a: T, b: T) => b.helpful - a.helpful || newest(a, b) : newest
  return [...reviews].sort((a, b) => Number(a.lang !== lang) - Number(b.lang !== lang) || by(a, b))
}
