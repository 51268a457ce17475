/** Formats shared by every language (the spec's): EUR as de-DE writes it, dates dd/mm/yyyy in Rome's time. */
import type { LocaleRow } from './locales'

/**
 * EUR as de-DE writes it ("1.234,50 €"), the spec's price format, built by hand: the first
 * Intl.NumberFormat of a page loads locale data, about 15 ms of a phone's main thread during
 * hydration. The unit test checks it against Intl for every shape of amount.
 */
function euroDe(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100)
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}${whole},${String(cents % 100).padStart(2, '0')}\u00a0€`
}

let italianFormat: Intl.NumberFormat | undefined
let dateFormat: Intl.DateTimeFormat | undefined

/** Number and date formats of the spec: EUR in de-DE (it-IT on the Italian invoice), dates dd/mm/yyyy. */
export function formatPrice(amount: number, locale: LocaleRow['invoiceMoney'] = 'de-DE'): string {
  if (locale === 'de-DE') return euroDe(amount)
  italianFormat ??= new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' })
  return italianFormat.format(amount)
}
export function formatDate(value: string | Date): string {
  dateFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  })
  return dateFormat.format(new Date(value))
}

let timeFormat: Intl.DateTimeFormat | undefined
/** A time of day, 24-hour, in Rome (the operator's history). */
export function formatTime(value: string | Date): string {
  timeFormat ??= new Intl.DateTimeFormat('it-IT', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: 'Europe/Rome',
  })
  return timeFormat.format(new Date(value))
}

/** A text with a singular and a plural form (the shop's languages distinguish only these two). */
export type PluralText = { one: string; other: string }

/**
 * A counted text: "1 prodotto", "3 prodotti". Italian and English both use the singular for exactly
 * one and the plural otherwise (CLDR, whole numbers), so no Intl.PluralRules data is loaded in the
 * browser; a language with more forms would add them here.
 */
export function fillCount(forms: PluralText, values: Record<string, string | number> & { count: number }): string {
  return fill(values.count === 1 ? forms.one : forms.other, values)
}

/** '{label} is required' style templates. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k) => String(values[k] ?? `{${k}}`))
}
