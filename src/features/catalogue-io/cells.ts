import { normalizeGtin, isValidGtin } from '@/lib/gtin'

/**
 * One cell of the product CSV read as a value (pure). Each reader returns the value, or a reason in
 * Italian for the operator. Empty optional cells are `null` (the value is cleared).
 */
export type Read<T> = { ok: true; value: T } | { ok: false; reason: string }
const yes = <T>(value: T): Read<T> => ({ ok: true, value })
const no = (reason: string): Read<never> => ({ ok: false, reason })

/**
 * A cell a spreadsheet would run as a formula (CSV injection): '=', '+', '-', '@', a tab or a carriage
 * return first. The export writes such text with a leading apostrophe, which the import takes off.
 */
export const looksLikeFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell)
export const unescapeText = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell)

/** Euros as 12,50 or 12.50 (up to two decimals), above zero and below a million. */
export function readPrice(cell: string): Read<number> {
  if (!/^\d{1,6}([.,]\d{1,2})?$/.test(cell))
    return no(`Prezzo non valido «${cell.slice(0, 20)}»: scrivi un importo in euro come 12,50.`)
  const value = Number(cell.replace(',', '.'))
  return value > 0 ? yes(value) : no('Il prezzo deve essere maggiore di zero.')
}

/** Pieces: a whole number from 0; empty is null when `optional`. */
export function readStock(cell: string, optional: boolean): Read<number | null> {
  if (cell === '') return optional ? yes(null) : no('Indica i pezzi disponibili (un numero intero, anche 0).')
  return /^\d{1,7}$/.test(cell)
    ? yes(Number(cell))
    : no(`Pezzi non validi «${cell.slice(0, 20)}»: un numero intero da 0.`)
}

/** Grams: a whole number above zero, or empty. */
export function readWeight(cell: string): Read<number | null> {
  if (cell === '') return yes(null)
  return /^\d{1,7}$/.test(cell) && Number(cell) > 0
    ? yes(Number(cell))
    : no(`Peso non valido «${cell.slice(0, 20)}»: grammi interi, maggiori di zero.`)
}

export function readGtin(cell: string): Read<string | null> {
  if (cell === '') return yes(null)
  return isValidGtin(cell)
    ? yes(normalizeGtin(cell)!)
    : no(`GTIN non valido «${cell.slice(0, 20)}»: 8, 12, 13 o 14 cifre con la cifra di controllo giusta.`)
}

export function readStatus(cell: string): Read<'published' | 'draft' | undefined> {
  const v = cell.toLowerCase()
  if (v === '') return yes(undefined)
  if (v === 'published' || v === 'pubblicato') return yes('published')
  if (v === 'draft' || v === 'bozza') return yes('draft')
  return no(`Stato non valido «${cell.slice(0, 20)}»: published (pubblicato) o draft (bozza).`)
}

/** A required text (a name, a category) of at most `max` characters. */
export function readText(cell: string, what: string, max: number): Read<string> {
  if (cell === '') return no(`${what}: il valore manca.`)
  return cell.length > max ? no(`${what}: al massimo ${max} caratteri.`) : yes(cell)
}

/** An optional text: empty is null. */
export function readOptionalText(cell: string, what: string, max: number): Read<string | null> {
  if (cell === '') return yes(null)
  return cell.length > max ? no(`${what}: al massimo ${max} caratteri.`) : yes(cell)
}

/** A SKU: letters, digits and . _ / - (not first), at most 64. */
export function readSku(cell: string, what: string): Read<string> {
  if (cell === '') return no(`${what} mancante.`)
  return /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/.test(cell)
    ? yes(cell)
    : no(`${what} non valido «${cell.slice(0, 30)}»: lettere, cifre e . _ / - (al massimo 64).`)
}
