/**
 * An order line as the parcels see it (issue 55, ADR 0041) — one function for the checkout's quote
 * (features/cart) and the parcels announced to the carrier (features/carriers), so the carrier is told
 * of the very parcels the shopper paid for. Pure: the line (quantity, fragrance, set) and what the
 * catalogue knows of its product (weight, packed size, its fragrances', its category) in.
 */
import type { ParcelLine, Size } from './parcels'

export type PieceFacts = { weight: number | null; size: Size | null }

/** What the parcels need of a product: a piece's weight and size, its fragrances' where set, its category. */
export type ProductParcelFacts = {
  weight?: number | null
  size?: Size | null
  /** By the fragrance's name in either language. */
  variants?: Readonly<Record<string, PieceFacts>>
  /** The category in Italian: the packaging's padding by category (glass) is keyed by it. */
  category?: string | null
}

export type OrderParcelLine = { key: string; quantity: number; fragrance?: string | null; sets?: string | null }

/** The padding key of a category: the packaging's `paddingByType` is stored trimmed and in lower case. */
export const packingType = (category: string | null | undefined) => (category ?? '').trim().toLowerCase()

/**
 * A piece's weight and size (its fragrance's where set); a set is its pieces (quantity × the set's
 * number), each packed with its own padding and volume, as the same pieces bought one by one. A missing
 * weight stays missing here: packParcels counts UNWEIGHED_PIECE_GRAMS and reports it.
 */
export function parcelLineOf(line: OrderParcelLine, product: ProductParcelFacts | undefined): ParcelLine {
  const variant = line.fragrance ? product?.variants?.[line.fragrance] : undefined
  const pieces = line.sets ? Math.max(1, Number(line.sets) || 1) : 1
  return {
    key: line.key,
    weight: variant?.weight ?? product?.weight ?? null,
    size: variant?.size ?? product?.size ?? null,
    quantity: Math.max(0, Math.trunc(line.quantity)) * pieces,
    type: packingType(product?.category),
  }
}
