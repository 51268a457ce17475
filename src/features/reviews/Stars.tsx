import { fill } from '@/i18n/config'
import { LOCALES, type Lang } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { MAX_RATING } from './rules'

/** An average as the page's language writes it: "4,3" / "4.3". */
export const decimal = (n: number, lang: Lang) =>
  n.toLocaleString(LOCALES[lang].intl, { minimumFractionDigits: 0, maximumFractionDigits: 1 })

/** A rating as stars (to the nearest whole star), announced as "Rated 4.3 out of 5". */
export function Stars({ value, m, lang }: { value: number; m: Messages['reviews']; lang: Lang }) {
  const full = Math.round(value)
  return (
    <span className="stars" role="img" aria-label={fill(m.ratingLabel, { average: decimal(value, lang) })}>
      <span aria-hidden="true">{'★'.repeat(full)}</span>
      <span aria-hidden="true" className="stars-empty">
        {'★'.repeat(MAX_RATING - full)}
      </span>
    </span>
  )
}
