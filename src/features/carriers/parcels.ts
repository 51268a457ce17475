import { parcelLineOf, parcelsTo, type ProductParcelFacts, type ShippingRates } from '@/features/pricing'
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

/** An order's line as the carrier reads it (the order's items). */
export type AnnouncedItem = {
  product?: unknown
  sku?: string | null
  quantity: number
  fragrance?: string | null
  sets?: string | null
}

const idOf = (p: unknown) => String(typeof p === 'object' && p !== null ? (p as { id?: unknown }).id : p)

/**
 * The parcels announced to the carrier: the very parcels the checkout's quote priced (ADR 0041) — the
 * same lines (features/pricing parcelLineOf: fragrance, sets, the category's padding, the weight counted
 * for a piece without one) packed by the same rule for the order's country (parcelsTo: no parcel beyond
 * its zone's last band). An order that fits no box (or a country in no zone) is announced as one parcel
 * of its lines' weight, a piece without weight counting `pieceGrams`: the carrier decides.
 */
export function announcedParcels(
  items: readonly AnnouncedItem[],
  facts: ReadonlyMap<string, ProductParcelFacts>,
  rates: Omit<ShippingRates, 'freeFrom'>,
  iso: string,
  pieceGrams: number,
): Parcel[] {
  const lines = items.map((i) => {
    const id = idOf(i.product)
    return parcelLineOf({ key: i.sku || id, quantity: i.quantity, fragrance: i.fragrance, sets: i.sets }, facts.get(id))
  })
  const packed = parcelsTo(lines, rates, iso)
  if (packed?.ok && packed.parcels.length) return packed.parcels.map((p) => ({ grams: p.weight }))
  return parcelsOf(
    lines.map((l) => ({ quantity: l.quantity, grams: l.weight })),
    pieceGrams,
  )
}
