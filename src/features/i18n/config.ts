export const LANGS = ['it', 'en'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'it'
export const LANG_COOKIE = 'lang'
export const LANG_STORAGE_KEY = 'language'
/** Request header set by the proxy with the language this request renders in. */
export const LANG_HEADER = 'x-vetrina-lang'

export const isLang = (v: unknown): v is Lang => v === 'it' || v === 'en'

export const LANGUAGE_OPTIONS: Record<Lang, { code: Lang; name: string; flag: string }> = {
  it: { code: 'it', name: 'Italiano', flag: '/flags/it.svg' },
  en: { code: 'en', name: 'English', flag: '/flags/gb.svg' },
}

/** Number and date formats of the spec: EUR in de-DE (it-IT on the Italian invoice), dates dd/mm/yyyy. */
export function formatPrice(amount: number, locale: 'de-DE' | 'it-IT' = 'de-DE'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount)
}
export function formatDate(value: string | Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' }).format(new Date(value))
}

/** '{label} is required' style templates. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k) => String(values[k] ?? `{${k}}`))
}
