import { fill, fillCount } from '@/i18n/config'
import type { Lang } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { getMessages } from '@/i18n/server'
import { Picture } from '@/lib/picture'
import { getShopPayload } from '@/payload/shop-payload'
import { openReviewPage, type LineView, type ReviewAccess } from './data'
import { REASON_LABELS } from './labels'
import { isRejectionReason, MAX_RATING, MAX_TEXT, MIN_TEXT } from './rules'

/** The outcomes a form post (or an e-mail's link) lands with. */
const OUTCOMES = [
  'saved',
  'invalid',
  'too-late',
  'link-invalid',
  'not-found',
  'not-delivered',
  'stopped',
  'failed',
] as const
type Outcome = (typeof OUTCOMES)[number]
const outcomeText = (m: Messages['reviews'], o: Outcome) =>
  ({
    saved: m.saved,
    invalid: m.invalid,
    'too-late': m.tooLate,
    'link-invalid': m.linkInvalid,
    'not-found': m.notFound,
    'not-delivered': m.notDelivered,
    stopped: m.stopped,
    failed: m.failed,
  })[o]

/**
 * An order's review page (issue 40): each product of a delivered order with its form — a plain form that
 * works without JavaScript — or its review, editable for 30 days. Reached signed in from the order page,
 * or through the signed link of the invitation e-mail.
 */
export async function ReviewOrderPage({ access, status }: { access: ReviewAccess | null; status?: string }) {
  const { t, lang } = await getMessages()
  const m = t.reviews
  const outcome = OUTCOMES.find((o) => o === status)
  const page = access ? await openReviewPage(await getShopPayload(), access) : null
  const banner = outcome ? (
    <p className={`form-msg ${outcome === 'saved' || outcome === 'stopped' ? 'ok' : 'error'}`} role="status">
      {outcomeText(m, outcome)}
    </p>
  ) : null
  if (!page?.ok)
    return (
      <div className="container narrow section">
        <h1>{m.title}</h1>
        {banner ?? <p role="status">{outcomeText(m, page ? page.reason : 'link-invalid')}</p>}
      </div>
    )
  const hidden =
    'token' in access! ? { name: 'token', value: access.token } : { name: 'order', value: String(page.order.id) }
  return (
    <div className="container narrow section">
      <h1>{fill(m.pageTitle, { ref: page.order.ref ?? `#${page.order.id}` })}</h1>
      {banner}
      <p>{m.intro}</p>
      {page.lines.map((line) => (
        <LineForm key={line.line} line={line} hidden={hidden} lang={lang} m={m} />
      ))}
    </div>
  )
}

function LineForm({
  line,
  hidden,
  lang,
  m,
}: {
  line: LineView
  hidden: { name: string; value: string }
  lang: Lang
  m: Messages['reviews']
}) {
  const id = `line-${line.line}`
  const r = line.review
  const reason = r?.status === 'rejected' && isRejectionReason(r.reason) ? REASON_LABELS[r.reason][lang] : ''
  return (
    <section className="panel review-line" id={id} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="review-line-title">
        {line.image ? <Picture src={line.image} alt="" width={56} height={56} sizes="56px" /> : null}
        {line.name}
      </h2>
      {r ? <p className={`status status-${r.status}`}>{fill(m.statuses[r.status], { reason })}</p> : null}
      {!r || r.editable ? (
        <form action="/api/reviews" method="post">
          <input type="hidden" name={hidden.name} value={hidden.value} />
          <input type="hidden" name="line" value={line.line} />
          <input type="hidden" name="lang" value={lang} />
          <fieldset className="rating-field">
            <legend>{fill(m.ratingLegend, { product: line.name })}</legend>
            {Array.from({ length: MAX_RATING }, (_, i) => i + 1).map((n) => (
              <label key={n} className="rating-option">
                <input type="radio" name="rating" value={n} required defaultChecked={r?.rating === n} />{' '}
                {fillCount(m.starOption, { count: n })}
              </label>
            ))}
          </fieldset>
          <p className="field">
            <label htmlFor={`${id}-text`}>{fill(m.textLabel, { product: line.name })}</label>
            <textarea
              id={`${id}-text`}
              name="text"
              rows={5}
              required
              minLength={MIN_TEXT}
              maxLength={MAX_TEXT}
              aria-describedby={`${id}-hint`}
              defaultValue={r?.text ?? ''}
            />
            <small id={`${id}-hint`} className="muted">
              {m.textHint} {r ? m.editableUntil : ''}
            </small>
          </p>
          <button type="submit" className="btn">
            {r ? m.update : m.submit}
          </button>
        </form>
      ) : (
        <p className="review-text">{r.text}</p>
      )}
    </section>
  )
}
