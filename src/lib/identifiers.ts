/** Italian business identifiers. Pure functions, no dependencies. */

/**
 * A partita IVA as its 11 digits, as people write it: spaces, dots, dashes, slashes and colons are
 * ignored, and so is an "IT" country prefix ("IT-…", "IT: …", "IT - …"). Null when it is not 11 digits.
 */
export function normalizePartitaIva(value: string): string | null {
  const v = value
    .toUpperCase()
    .replace(/[\s.\-:/]+/g, '')
    .replace(/^IT/, '')
  return /^\d{11}$/.test(v) ? v : null
}

/** Partita IVA: 11 digits, the last a Luhn-style check digit; the 7-digit serial may not be all zeros. */
export function isValidPartitaIva(value: string): boolean {
  const v = normalizePartitaIva(value)
  if (!v || /^0{7}/.test(v)) return false
  let sum = 0
  for (let i = 0; i < 10; i++) {
    let d = Number(v[i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return (10 - (sum % 10)) % 10 === Number(v[10])
}

/** Codice destinatario SDI: 7 alphanumeric characters. */
export const isValidSdiCode = (value: string): boolean => /^[A-Z0-9]{7}$/i.test(value.trim())

/** CAP: 5 digits. */
export const isValidCap = (value: string): boolean => /^\d{5}$/.test(value.trim())

/** Province code: 2 letters (TV, MI, ...). */
export const isValidProvince = (value: string): boolean => /^[A-Z]{2}$/i.test(value.trim())

/** An e-mail address as the shop's forms accept it: something@domain.tld, no spaces. */
export const isPlausibleEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value)

const CF_ODD: Record<string, number> = Object.fromEntries(
  [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [
      1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10,
      22, 25, 24, 23,
    ][i],
  ]),
)
const cfEven = (c: string) => (/\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65)
/** Digits a clash of codes (omocodia) replaces with letters: L=0 … V=9. */
const OMOCODE = '[0-9LMNPQRSTUV]'
const CF_SHAPE = new RegExp(`^[A-Z]{6}${OMOCODE}{2}[ABCDEHLMPRST]${OMOCODE}{2}[A-Z]${OMOCODE}{3}[A-Z]$`)

/** Month letters of a codice fiscale (A = January … T = December) and the most days each can have. */
const CF_MONTHS: Record<string, number> = {
  A: 31,
  B: 29,
  C: 31,
  D: 30,
  E: 31,
  H: 30,
  L: 31,
  M: 31,
  P: 30,
  R: 31,
  S: 30,
  T: 31,
}
/** Omocodia's letters for digits, in digit order. */
const OMOCODE_DIGITS = 'LMNPQRSTUV'
const cfDigit = (c: string) => (/\d/.test(c) ? Number(c) : OMOCODE_DIGITS.indexOf(c))

/**
 * A codice fiscale as people write it: upper case, without the spaces, dots, dashes or slashes put
 * between its groups ("RSS MRA 80A01 H501U", "RSS-MRA-80-A01-H501-U"). What the shop stores and prints.
 */
export const normalizeCodiceFiscale = (value: string): string => value.toUpperCase().replace(/[\s.\-/]+/g, '')

/**
 * Codice fiscale of a person: 16 characters in the official shape (letters for digits where omocodia
 * replaced them), a birth date that exists — month letter, day 1–31 for men and 41–71 for women (day +
 * 40), no more days than the month has — and the right check character; separators and case ignored.
 * An 11-digit codice fiscale (companies, associations) is checked like a partita IVA.
 */
export function isValidCodiceFiscale(value: string): boolean {
  const v = normalizeCodiceFiscale(value)
  if (/^\d{11}$/.test(v)) return isValidPartitaIva(v)
  if (!CF_SHAPE.test(v)) return false
  const rawDay = cfDigit(v[9]) * 10 + cfDigit(v[10])
  const day = rawDay > 40 ? rawDay - 40 : rawDay
  if (day < 1 || day > CF_MONTHS[v[8]] || (rawDay > 31 && rawDay < 41)) return false
  let sum = 0
  for (let i = 0; i < 15; i++) sum += i % 2 === 0 ? CF_ODD[v[i]] : cfEven(v[i])
  return String.fromCharCode(65 + (sum % 26)) === v[15]
}

/** A PEC address: an e-mail address (which provider is certified cannot be checked offline). */
export const isValidPec = (value: string): boolean => isPlausibleEmail(value.trim())

/**
 * A document id as the browser may send it: the shop's rows have serial integer ids on both databases,
 * and anything else (text, a number past PostgreSQL's integer) is no document — never a database error.
 */
export const isRowId = (value: string): boolean => /^[1-9]\d{0,8}$/.test(value)

/** An IBAN as written ("IT60 X054 2811 1010 0000 0123 456"): capitals, no spaces. */
export const normalizeIban = (value: string): string => value.toUpperCase().replace(/[\s.\-]+/g, '')

/** An IBAN: country, two check digits (ISO 13616 mod 97 = 1), 11–30 letters and digits; Italian ones 27 long. */
export function isValidIban(value: string): boolean {
  const v = normalizeIban(value)
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(v)) return false
  if (v.startsWith('IT') && v.length !== 27) return false
  const digits = (v.slice(4) + v.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))
  let rest = 0
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97
  return rest === 1
}
