import { describe, expect, it } from 'vitest'
import {
  authorName,
  deliveredAt,
  invitationDue,
  isRejectionReason,
  mayEdit,
  mayReview,
  orderReviews,
  summarise,
} from './rules'

const delivered = {
  history: [
    { status: 'paid', at: '2026-11-01T10:00:00Z' },
    { status: 'shipped', at: '2026-11-02T10:00:00Z' },
    { status: 'delivered', at: '2026-11-04T10:00:00Z' },
  ],
}
const shipped = { history: delivered.history.slice(0, 2) }

describe('who reviews', () => {
  it('only the lines of a delivered order, once each', () => {
    expect(mayReview(delivered, false)).toEqual({ ok: true })
    expect(mayReview(shipped, false)).toEqual({ ok: false, reason: 'not-delivered' })
    expect(mayReview(delivered, true)).toEqual({ ok: false, reason: 'already-reviewed' })
    // Delivered, then refunded: still a buyer who received the product.
    expect(
      mayReview({ history: [...delivered.history, { status: 'refunded', at: '2026-11-10T10:00:00Z' }] }, false).ok,
    ).toBe(true)
    expect(deliveredAt(delivered)?.toISOString()).toBe('2026-11-04T10:00:00.000Z')
  })

  it('editable by its author for 30 days', () => {
    expect(mayEdit('2026-11-01T00:00:00Z', new Date('2026-12-01T00:00:00Z'))).toBe(true)
    expect(mayEdit('2026-11-01T00:00:00Z', new Date('2026-12-01T00:00:01Z'))).toBe(false)
  })

  it('the invitation is due the set days after delivery, never without delivery or setting', () => {
    expect(invitationDue(delivered, 7)?.toISOString()).toBe('2026-11-11T10:00:00.000Z')
    expect(invitationDue(shipped, 7)).toBeNull()
    expect(invitationDue(delivered, null)).toBeNull()
    expect(invitationDue(delivered, -1)).toBeNull()
  })
})

describe('what is shown', () => {
  it('the author by first name and initial only', () => {
    expect(authorName('Maria Grazia', 'rossi')).toBe('Maria R.')
    expect(authorName('Luca', '')).toBe('Luca')
    expect(authorName(' Émile ', 'Øster')).toBe('Émile Ø.')
  })

  it('count, average to one decimal and the distribution of the ratings', () => {
    expect(summarise([5, 4, 4, 1, 7, 0, 2.5])).toEqual({
      count: 4,
      average: 3.5,
      distribution: { 1: 1, 2: 0, 3: 0, 4: 2, 5: 1 },
    })
    expect(summarise([])).toEqual({ count: 0, average: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } })
  })

  it('the visitor’s language first, newest or most useful first within it', () => {
    const r = (id: string, lang: 'it' | 'en', writtenAt: string, helpful = 0) => ({
      id,
      lang,
      rating: 5,
      writtenAt,
      helpful,
    })
    const all = [
      r('a', 'en', '2026-11-05'),
      r('b', 'it', '2026-11-01', 3),
      r('c', 'it', '2026-11-03'),
      r('d', 'en', '2026-11-02', 9),
    ]
    expect(orderReviews(all, 'it', 'newest').map((x) => x.id)).toEqual(['c', 'b', 'a', 'd'])
    expect(orderReviews(all, 'it', 'useful').map((x) => x.id)).toEqual(['b', 'c', 'd', 'a'])
    expect(orderReviews(all, 'en', 'newest').map((x) => x.id)).toEqual(['a', 'd', 'c', 'b'])
  })

  it('refuses only for the fixed reasons, never for a low rating', () => {
    expect(isRejectionReason('spam')).toBe(true)
    expect(isRejectionReason('negative')).toBe(false)
    expect(isRejectionReason('low-rating')).toBe(false)
  })
})
