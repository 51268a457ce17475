import type { Parcel } from './types'

/** One order line as the parcel needs it: how many pieces and the product's weight, when it has one. */
export type WeighedLine = { quantity: number; grams: number | null | undefined }

/**
 * One parcel of the lines' weights added up (the fallback when the shop's packing finds no box: the
 * carrier then decides); a piece whose product has no weight counts the operator's `pieceGrams` (carrier
 * settings), never silently zero.
 */
export function parcelsOf(lines: readonly WeighedLine[], pieceGrams: number): Parcel[] {
  const grams = lines.reduce((sum, l) => {
    const each = l.grams && l.grams > 0 ? l.grams : pieceGrams
    return sum + each * Math.max(0, Math.trunc(l.quantity))
  }, 0)
  return [{ grams: Math.max(1, Math.round(grams)) }]
}
