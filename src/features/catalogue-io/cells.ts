import { normalizeGtin, isValidGtin } from '@/lib/gtin'
import type { Words } from './columns'

/**
 * One cell of the product CSV read as a value (pure). Each reader returns the value, or a reason for
 * the operator in Italian and English. Empty optional cells are `null` (the value is cleared).
 */
export type Read<T> = { ok: true; value: T } | { ok: false; reason: Words }
const yes = <T>(value: T): Read<T> => ({ ok: true, value })
const no = (it: string, en: string): Read<never> => ({ ok: false, reason: { it, en } })

/**
 * A cell a spreadsheet would run as a formula (CSV injection): '=', '+', '-', '@', a tab or a carriage
 * return first. The export writes such text with a leading apostrophe, which the import takes off.
 */
export const looksLikeFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell)
export const unescapeText = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell)

/** Euros as 12,50 or 12.50 (up to two decimals), above zero and below a million. */
export function readPrice(cell: string): Read<number> {
  if (!/^\d{1,6}([.,]\d{1,2})?$/.test(cell))
    return no(
      `Prezzo non valido «${cell.slice(0, 20)}»: scrivi un importo in euro come 12,50.`,
      `Invalid price «${cell.slice(0, 20)}»: write an amount in euros such as 12,50.`,
    )
  const value = Number(cell.replace(',', '.'))
  return value > 0 ? yes(value) : no('Il prezzo deve essere maggiore di zero.', 'The price must be above zero.')
}

/** Pieces: a whole number from 0; empty is null when `optional`. */
export function readStock(cell: string, optional: boolean): Read<number | null> {
  if (cell === '')
    return optional
      ? yes(null)
      : no(
          'Indica i pezzi disponibili (un numero intero, anche 0).',
          'Give the pieces in stock (a whole number, 0 too).',
        )
  return /^\d{1,7}$/.test(cell)
    ? yes(Number(cell))
    : no(
        `Pezzi non validi «${cell.slice(0, 20)}»: un numero intero da 0.`,
        `Invalid pieces «${cell.slice(0, 20)}»: a whole number from 0.`,
      )
}

/** Grams: a whole number above zero, or empty. */
export function readWeight(cell: string): Read<number | null> {
  if (cell === '') return yes(null)
  return /^\d{1,7}$/.test(cell) && Number(cell) > 0
    ? yes(Number(cell))
    : no(
        `Peso non valido «${cell.slice(0, 20)}»: grammi interi, maggiori di zero.`,
        `Invalid weight «${cell.slice(0, 20)}»: whole grams, above zero.`,
      )
}

export function readGtin(cell: string): Read<string | null> {
  if (cell === '') return yes(null)
  return isValidGtin(cell)
    ? yes(normalizeGtin(cell)!)
    : no(
        `GTIN non valido «${cell.slice(0, 20)}»: 8, 12, 13 o 14 cifre con la cifra di controllo giusta.`,
        `Invalid GTIN «${cell.slice(0, 20)}»: 8, 12, 13 or 14 digits with the right check digit.`,
      )
}

export function readStatus(cell: string): Read<'published' | 'draft' | undefined> {
  const v = cell.toLowerCase()
  if (v === '') return yes(undefined)
  if (v === 'published' || v === 'pubblicato') return yes('published')
  if (v === 'draft' || v === 'bozza') return yes('draft')
  return no(
    `Stato non valido «${cell.slice(0, 20)}»: published (pubblicato) o draft (bozza).`,
    `Invalid status «${cell.slice(0, 20)}»: published (pubblicato) or draft (bozza).`,
  )
}

/** A required text (a name, a category) of at most `max` characters. */
export function readText(cell: string, what: Words, max: number): Read<string> {
  if (cell === '') return no(`${what.it}: il valore manca.`, `${what.en}: the value is missing.`)
  return cell.length > max ? tooLong(what, max) : yes(cell)
}
const tooLong = (what: Words, max: number) =>
  no(`${what.it}: al massimo ${max} caratteri.`, `${what.en}: at most ${max} characters.`)

/** An optional text: empty is null. */
export function readOptionalText(cell: string, what: Words, max: number): Read<string | null> {
  if (cell === '') return yes(null)
  return cell.length > max ? tooLong(what, max) : yes(cell)
}

/** A SKU: letters, digits and . _ / - (not first), at most 64. */
export function readSku(cell: string, what: Words): Read<string> {
  if (cell === '') return no(`${what.it} mancante.`, `${what.en} missing.`)
  return /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/.test(cell)
    ? yes(cell)
    : no(
        `${what.it} non valido «${cell.slice(0, 30)}»: lettere, cifre e . _ / - (al massimo 64).`,
        `Invalid ${what.en} «${cell.slice(0, 30)}»: letters, digits and . _ / - (at most 64).`,
      )
}
