/** The spec's lists: 45 European countries, ~51 European dial codes, the 20 Italian regions. */

/** ISO codes of the 45 European countries offered at checkout and in the address book; the stored value is the English name. */
const COUNTRY_CODES = [
  'AL',
  'AD',
  'AT',
  'BY',
  'BE',
  'BA',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IS',
  'IE',
  'IT',
  'LV',
  'LI',
  'LT',
  'LU',
  'MT',
  'MD',
  'MC',
  'ME',
  'NL',
  'MK',
  'NO',
  'PL',
  'PT',
  'RO',
  'SM',
  'RS',
  'SK',
  'SI',
  'ES',
  'SE',
  'CH',
  'UA',
  'GB',
  'VA',
  'XK',
] as const

const namers = new Map<string, Intl.DisplayNames>()
const regionName = (code: string, intlLocale: string) => {
  if (code === 'XK') return 'Kosovo'
  if (!namers.has(intlLocale)) namers.set(intlLocale, new Intl.DisplayNames([intlLocale], { type: 'region' }))
  return namers.get(intlLocale)!.of(code)!
}

/** A country: its ISO code and the stored value (the English name). */
export type Country = { code: string; name: string }

export const COUNTRIES: Country[] = COUNTRY_CODES.map((code) => ({ code, name: regionName(code, 'en') }))

/** The country's name in a language (`intlLocale` is the locale table's `intl`). */
export const countryLabel = (country: Country, intlLocale: string) => regionName(country.code, intlLocale)

/** A stored country (its English name) as the reader's language writes it ("Italy" → "Italia"); unknown names as they are. */
export function countryName(stored: string | null | undefined, intlLocale: string): string {
  const country = COUNTRIES.find((c) => c.name === stored)
  return country ? countryLabel(country, intlLocale) : (stored ?? '')
}

/** The member states of the European Union (ISO codes). */
export const EU_CODES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
])

/**
 * Where the shop ships: Italy and the other EU member states, as the shipping policy says. Orders to
 * countries outside the EU would be exports without Italian VAT, with customs; the shop does not offer
 * them (ADR 0011). The address book keeps the whole European list.
 */
export const SHIPPING_COUNTRIES: Country[] = COUNTRIES.filter((c) => EU_CODES.has(c.code))
/** Whether a stored country is one the shop ships to: among `codes` (the operator's list), by default all of the EU. */
export const isShippingCountry = (country: string, codes: readonly string[] = [...EU_CODES]) =>
  SHIPPING_COUNTRIES.some((c) => c.name === country && codes.includes(c.code))

export const DEFAULT_COUNTRY = 'Italy'
export const isItaly = (country: string) =>
  country.trim().toLowerCase() === 'italy' || country.trim().toLowerCase() === 'italia'
/** The ISO code of a stored country (its English name), or null. */
export const countryIso = (country: string | null | undefined): string | null =>
  COUNTRIES.find((c) => c.name.toLowerCase() === (country ?? '').trim().toLowerCase())?.code ?? null
/** Whether two letters are a country's ISO code (any in the world: a foreign business's tax number). */
export function isRegionCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || code === 'ZZ') return false
  const name = regionName(code, 'en') // an unknown code comes back as itself
  return name !== code && !/unknown/i.test(name)
}

/** Dial codes of European countries and territories. */
export const DIAL_CODES: { code: string; country: string }[] = [
  ['+39', 'IT'],
  ['+33', 'FR'],
  ['+49', 'DE'],
  ['+34', 'ES'],
  ['+351', 'PT'],
  ['+44', 'GB'],
  ['+353', 'IE'],
  ['+31', 'NL'],
  ['+32', 'BE'],
  ['+352', 'LU'],
  ['+41', 'CH'],
  ['+43', 'AT'],
  ['+423', 'LI'],
  ['+377', 'MC'],
  ['+378', 'SM'],
  ['+379', 'VA'],
  ['+356', 'MT'],
  ['+30', 'GR'],
  ['+357', 'CY'],
  ['+45', 'DK'],
  ['+46', 'SE'],
  ['+47', 'NO'],
  ['+358', 'FI'],
  ['+354', 'IS'],
  ['+372', 'EE'],
  ['+371', 'LV'],
  ['+370', 'LT'],
  ['+48', 'PL'],
  ['+420', 'CZ'],
  ['+421', 'SK'],
  ['+36', 'HU'],
  ['+386', 'SI'],
  ['+385', 'HR'],
  ['+387', 'BA'],
  ['+381', 'RS'],
  ['+382', 'ME'],
  ['+389', 'MK'],
  ['+355', 'AL'],
  ['+383', 'XK'],
  ['+40', 'RO'],
  ['+373', 'MD'],
  ['+359', 'BG'],
  ['+380', 'UA'],
  ['+375', 'BY'],
  ['+376', 'AD'],
  ['+350', 'GI'],
  ['+298', 'FO'],
  ['+299', 'GL'],
  ['+358 18', 'AX'],
  ['+44 1481', 'GG'],
  ['+44 1534', 'JE'],
].map(([code, country]) => ({ code, country }))

export const isDialCode = (code: string) => DIAL_CODES.some((d) => d.code === code)

export const ITALIAN_REGIONS = [
  'Abruzzo',
  'Basilicata',
  'Calabria',
  'Campania',
  'Emilia-Romagna',
  'Friuli-Venezia Giulia',
  'Lazio',
  'Liguria',
  'Lombardia',
  'Marche',
  'Molise',
  'Piemonte',
  'Puglia',
  'Sardegna',
  'Sicilia',
  'Toscana',
  'Trentino-Alto Adige',
  'Umbria',
  "Valle d'Aosta",
  'Veneto',
] as const

/** A plausible postal code: 5 digits for Italy, otherwise 3–10 letters, digits, spaces or dashes. */
export function isPlausibleZip(zip: string, country: string): boolean {
  const z = zip.trim()
  return isItaly(country) ? /^\d{5}$/.test(z) : /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/i.test(z)
}

/** A plausible phone number: 6 to 15 digits, spaces, dots or dashes allowed. */
export const isPlausiblePhone = (phone: string) =>
  /^[0-9][0-9 .-]{4,18}[0-9]$/.test(phone.trim()) &&
  phone.replace(/\D/g, '').length >= 6 &&
  phone.replace(/\D/g, '').length <= 15
