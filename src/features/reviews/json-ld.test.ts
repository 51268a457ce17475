import { describe, expect, it } from 'vitest'
import { JSON_LD_REVIEWS, reviewsJsonLd } from './json-ld'
import { summarise } from './rules'

const review = (rating: number, i = 0) => ({
  author: 'Maria R.',
  rating,
  text: 'Profuma tutta la casa, dura a lungo.',
  writtenAt: `2026-11-${String(10 + (i % 15)).padStart(2, '0')}T09:30:00.000Z`,
  lang: 'it',
})

describe('reviews in the product JSON-LD', () => {
  it('says nothing of ratings when no review is published (no aggregateRating without reviews)', () => {
    expect(reviewsJsonLd(summarise([]), [])).toEqual({})
    expect(reviewsJsonLd(summarise([5]), [])).toEqual({})
  })

  it('gives the average, the count and each review with its author (first name and initial), date and rating', () => {
    const ld = reviewsJsonLd(summarise([5, 4, 2]), [review(5), review(4, 1), review(2, 2)])
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 3.7,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    })
    const first = (ld.review as Record<string, unknown>[])[0]
    expect(first).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Maria R.' },
      datePublished: '2026-11-10',
      inLanguage: 'it',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5 },
    })
  })

  it('keeps the count of every published review but lists at most a few of them', () => {
    const many = Array.from({ length: 25 }, (_, i) => review(1 + (i % 5), i))
    const ld = reviewsJsonLd(summarise(many.map((r) => r.rating)), many)
    expect((ld.aggregateRating as { reviewCount: number }).reviewCount).toBe(25)
    expect(ld.review).toHaveLength(JSON_LD_REVIEWS)
  })
})
