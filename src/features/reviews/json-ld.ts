import { MAX_RATING, MIN_RATING, type RatingSummary } from './rules'

/** A published review as the product's structured data shows it. */
export type JsonLdReview = { author: string; rating: number; text: string; writtenAt: string; lang: string }

/** At most this many reviews go into the page's JSON-LD (the newest first, as the tab shows them). */
export const JSON_LD_REVIEWS = 10

/**
 * The product JSON-LD's `aggregateRating` and `review` (issue 40): present only when published reviews
 * exist — a rating without reviews behind it would be a claim the page cannot back.
 */
export function reviewsJsonLd(summary: RatingSummary, reviews: readonly JsonLdReview[]): Record<string, unknown> {
  if (summary.count === 0 || reviews.length === 0) return {}
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: MAX_RATING,
      worstRating: MIN_RATING,
    },
    review: reviews.slice(0, JSON_LD_REVIEWS).map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author },
      datePublished: new Date(r.writtenAt).toISOString().slice(0, 10),
      inLanguage: r.lang,
      reviewBody: r.text,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: MAX_RATING, worstRating: MIN_RATING },
    })),
  }
}
