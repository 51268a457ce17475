/**
 * EU VAT identification numbers (the formats VIES checks), by member state. Greece's prefix is EL.
 * Pure: the format only; whether the number is registered is VIES's answer, asked elsewhere.
 */
const FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
}

/** The VAT prefix of an ISO country code (Greece is GR as a country, EL as a VAT prefix). */
export const vatPrefixOf = (iso: string) => (iso.toUpperCase() === 'GR' ? 'EL' : iso.toUpperCase())

export type EuVatNumber = { prefix: string; number: string }

/**
 * A VAT number as written ("DE 123 456 789", "de-123456789", "ATU12345678"), split into its prefix and
 * number when its format is that member state's; with `country` (ISO code) the prefix may be left out
 * and must match. Null when it is not a well-formed EU VAT number.
 */
export function parseEuVat(value: string, country?: string): EuVatNumber | null {
  const v = value.toUpperCase().replace(/[\s.\-:/]+/g, '')
  const expected = country ? vatPrefixOf(country) : null
  const prefix = /^[A-Z]{2}/.test(v) && FORMATS[v.slice(0, 2)] ? v.slice(0, 2) : expected
  if (!prefix || !FORMATS[prefix] || (expected && prefix !== expected)) return null
  const number = v.startsWith(prefix) && FORMATS[v.slice(0, 2)] ? v.slice(2) : v
  return FORMATS[prefix].test(number) ? { prefix, number } : null
}

/**
 * Standard VAT rates of the member states (percent, as in force in 2026), by ISO country code: the rate an
 * EU consumer pays under the One-Stop Shop. Reduced rates do not apply to the shop's goods (candles, glass).
 */
export const EU_STANDARD_RATES: Record<string, number> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
}

/**
 * A business's tax number from outside the EU, as the e-invoice carries it: a two-letter country code
 * and 2 to 28 letters or digits ("CHE-123.456.789" → CH + E123456789). Null when it is not so written,
 * or when the code is an EU member state's (those are checked by parseEuVat).
 */
export function parseForeignTaxId(value: string, isCountryCode: (code: string) => boolean): EuVatNumber | null {
  const v = value.toUpperCase().replace(/[\s.\-:/]+/g, '')
  const m = /^([A-Z]{2})([A-Z0-9]{2,28})$/.exec(v)
  if (!m || FORMATS[m[1]] || m[1] === 'GR' || !isCountryCode(m[1])) return null
  return { prefix: m[1], number: m[2] }
}
