import Link from 'next/link'
import { fill, fillCount, formatDate } from '@/i18n/config'
import type { Lang } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { ReviewList } from './ReviewList'
import { orderReviews, type RatingSummary } from './rules'
import type { PublishedReview } from './shown'
import { decimal, Stars } from './Stars'

/**
 * The product page's Review tab (issue 40): the average, count and distribution, then the reviews in the
 * visitor's language first, each marked as a verified purchase with the author's first name and initial,
 * the shop's answer under it; the line on how reviews are checked, linked to the terms' section. With
 * none, the specification's sentence and who can review.
 */
export function ReviewsTab({
  summary,
  reviews,
  lang,
  t,
}: {
  summary: RatingSummary
  reviews: PublishedReview[]
  lang: Lang
  t: Messages
}) {
  const m = t.reviews
  const policy = (
    <p className="muted review-policy">
      {m.howChecked} <Link href="/terms#recensioni">{m.policyLink}</Link>
    </p>
  )
  if (!summary.count)
    return (
      <>
        <p>{t.product.noReviews}</p>
        <p>{m.whoCanReview}</p>
        {policy}
      </>
    )
  const newest = orderReviews(reviews, lang, 'newest')
  const useful = orderReviews(reviews, lang, 'useful').map((r) => newest.indexOf(r))
  return (
    <>
      <div className="review-summary">
        <p className="review-average">
          <strong>{fill(m.average, { average: decimal(summary.average, lang) })}</strong>{' '}
          <Stars value={summary.average} m={m} lang={lang} />{' '}
          <span>{fillCount(m.count, { count: summary.count })}</span>
        </p>
        <table className="review-distribution">
          <caption className="visually-hidden">{m.distribution}</caption>
          <tbody>
            {([5, 4, 3, 2, 1] as const).map((stars) => (
              <tr key={stars}>
                <th scope="row">{fillCount(m.stars, { count: stars })}</th>
                <td>
                  <span className="review-bar" aria-hidden="true">
                    <span style={{ width: `${(summary.distribution[stars] / summary.count) * 100}%` }} />
                  </span>
                </td>
                <td>{summary.distribution[stars]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {policy}
      <ReviewList
        label={m.sortLabel}
        options={m.sort}
        useful={useful}
        items={newest.map((r) => (
          <li key={r.id} className="review">
            <p className="review-head">
              <Stars value={r.rating} m={m} lang={lang} /> <strong>{r.author}</strong>{' '}
              <span className="review-verified">{m.verified}</span>{' '}
              <span className="muted">
                {formatDate(r.writtenAt)}
                {r.edited ? ` · ${m.edited}` : ''}
              </span>
            </p>
            {r.lang !== lang ? (
              <p className="muted review-lang">{fill(m.writtenIn, { language: m.languages[r.lang] })}</p>
            ) : null}
            {/* Plain text: React escapes it, and a link in it is shown, never followed. */}
            <p className="review-text" lang={r.lang}>
              {r.text}
            </p>
            <form action="/api/reviews/helpful" method="post" className="review-helpful">
              <input type="hidden" name="review" value={r.id} />
              {r.helpful ? <span className="muted">{fillCount(m.helpful, { count: r.helpful })}</span> : null}{' '}
              <button
                type="submit"
                className="btn btn-outline btn-small"
                aria-label={fill(m.helpfulFor, { author: r.author })}
              >
                {m.helpfulButton}
              </button>
            </form>
            {r.reply ? (
              <div className="review-reply">
                <p>
                  <strong>{m.reply}</strong>
                </p>
                <p>{r.reply}</p>
              </div>
            ) : null}
          </li>
        ))}
      />
    </>
  )
}
