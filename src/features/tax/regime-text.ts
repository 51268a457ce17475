import { fill } from '@/i18n/config'
import { LOCALES, type Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { countryLabel } from '@/lib/geo'
import type { VatRegime } from './regime'

const rateText = (rate: number, lang: Lang) =>
  new Intl.NumberFormat(LOCALES[lang].intl, { maximumFractionDigits: 2 }).format(rate)

/**
 * How the documents and the checkout word a regime: the VAT line's label ("IVA 22%", "IVA Germania 19%",
 * "IVA non imponibile (art. 41 …)") and the note under the totals, if any.
 */
export function regimeText(regime: VatRegime, lang: Lang): { vat: string; note: string | null } {
  const t = messages[lang].invoice
  const country = countryLabel({ code: regime.country, name: regime.country }, LOCALES[lang].intl)
  if (regime.kind === 'intra-eu') return { vat: t.vatIntraEu, note: t.intraEuNote }
  if (regime.kind === 'oss')
    return { vat: fill(t.vatOss, { country, rate: rateText(regime.rate, lang) }), note: fill(t.ossNote, { country }) }
  return { vat: fill(t.vat, { rate: rateText(regime.rate, lang) }), note: null }
}
