/**
 * An order's parcels (issue 55, ADR 0041). Pure: the lines (weight, packed size, quantity) and the
 * operator's packaging (boxes with their inner size, own weight and maximum weight; padding per piece)
 * in, the parcels with their weights out — or why the order fits no box. A missing weight counts as
 * UNWEIGHED_PIECE_GRAMS and is reported (`unweighed`: the quote and the dashboard flag it, ADR 0041);
 * a missing size counts as no volume. A parcel never weighs more than `maxParcelGrams` (the destination
 * zone's last band: a heavier parcel could not be priced there), whatever the box may hold.
 *
 * Packing is first-fit decreasing: the pieces, largest (by volume, then weight) first, go into the first
 * open parcel they fit in (volume left, weight left, the piece's sides within the box's); a piece no open
 * parcel takes opens a new one in the largest box; at the end every parcel moves into the smallest box
 * that still holds it (lighter own weight). Weights are whole grams.
 */

/** Sides in centimetres, in any order. */
export type Size = { length: number; width: number; height: number }

export type Box = {
  name: string
  inner: Size
  /** The empty box's own weight (grams). */
  weight: number
  /** What the box may weigh in all, own weight included (grams). */
  maxWeight: number
}

export type Packaging = {
  boxes: readonly Box[]
  /** Padding (bubble wrap, paper) per piece, grams. */
  padding: number
  /** Padding per piece for a product type (its `type`, e.g. glass): overrides `padding`. */
  paddingByType?: Readonly<Record<string, number>>
}

export type ParcelLine = {
  /** What names the line in a report (the SKU, or the product's id). */
  key: string
  /** One piece's weight in grams (a set's: the set's); null: unknown. */
  weight: number | null
  size: Size | null
  quantity: number
  type?: string
}

export type Parcel = { box: string; weight: number; pieces: number }

export type ParcelsResult =
  | { ok: true; parcels: Parcel[]; weight: number; unweighed: string[] }
  | { ok: false; reason: 'too-heavy' | 'too-large' | 'too-many'; key: string; unweighed: string[] }

/**
 * What a piece without a weight counts (grams): conservative for the shop's pieces (most candles and
 * diffusers weigh less), the carrier settings' default piece weight; flagged, never silent (ADR 0041).
 */
export const UNWEIGHED_PIECE_GRAMS = 500

/** More pieces than this in one order are not packed piece by piece (the cart's own limits are far lower). */
export const MAX_PIECES = 5000

type Piece = { key: string; weight: number; volume: number; sides: number[] }

const sides = (s: Size | null): number[] => (s ? [s.length, s.width, s.height].sort((a, b) => b - a) : [0, 0, 0])
const volume = (s: Size | null) => (s ? s.length * s.width * s.height : 0)
const fitsSides = (piece: number[], box: number[]) => piece.every((side, i) => side <= box[i]!)

/** A usable size: three positive finite sides, else none. */
export function sizeOf(l: unknown, w: unknown, h: unknown): Size | null {
  const ok = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0
  return ok(l) && ok(w) && ok(h) ? { length: l, width: w, height: h } : null
}

type Open = { box: Box; weight: number; volume: number; pieces: Piece[] }

const fitsIn = (box: Box, pieces: readonly Piece[]) =>
  pieces.every((p) => fitsSides(p.sides, sides(box.inner))) &&
  pieces.reduce((a, p) => a + p.volume, 0) <= volume(box.inner) &&
  box.weight + pieces.reduce((a, p) => a + p.weight, 0) <= box.maxWeight

type StoredBox = {
  name?: unknown
  length?: unknown
  width?: unknown
  height?: unknown
  weight?: unknown
  maxWeight?: unknown
}

const BOX_PROBLEMS = {
  size: ['le tre misure interne devono essere maggiori di zero', 'the three inner sides must be above zero'],
  weight: ['il peso della scatola deve essere zero o più grammi', 'the box’s own weight must be zero grams or more'],
  max: ['il peso massimo deve superare il peso della scatola vuota', 'the maximum weight must exceed the empty box’s'],
} as const

/** Why a box cannot be used (Italian), or null: three positive sides, a maximum above its own weight. */
export function boxProblem(b: StoredBox, lang: 0 | 1 = 0): string | null {
  if (!sizeOf(b.length, b.width, b.height)) return BOX_PROBLEMS.size[lang]
  const own = typeof b.weight === 'number' && Number.isFinite(b.weight) && b.weight >= 0 ? b.weight : null
  if (own === null) return BOX_PROBLEMS.weight[lang]
  if (!(typeof b.maxWeight === 'number' && b.maxWeight > own)) return BOX_PROBLEMS.max[lang]
  return null
}

/** The packaging's boxes as the operator must enter them (refused on save, never dropped silently). */
export function boxesProblem(boxes: readonly StoredBox[] | null | undefined): string | null {
  for (const [i, b] of (boxes ?? []).entries()) {
    if (!boxProblem(b)) continue
    const name = typeof b.name === 'string' && b.name ? ` (${b.name})` : ''
    return `Scatola ${i + 1}${name}: ${boxProblem(b)} / Box ${i + 1}${name}: ${boxProblem(b, 1)}`
  }
  return null
}

export function packParcels(
  lines: readonly ParcelLine[],
  packaging: Packaging,
  maxParcelGrams = Number.POSITIVE_INFINITY,
): ParcelsResult {
  const unweighed = [...new Set(lines.filter((l) => l.weight === null && l.quantity > 0).map((l) => l.key))]
  const total = lines.reduce((a, l) => a + Math.max(0, l.quantity), 0)
  if (total === 0) return { ok: true, parcels: [], weight: 0, unweighed }
  const boxes = packaging.boxes
    .map((b) => ({ ...b, maxWeight: Math.min(b.maxWeight, maxParcelGrams) }))
    .filter((b) => volume(b.inner) > 0 && b.maxWeight > b.weight)
    .sort((a, b) => volume(a.inner) - volume(b.inner) || a.weight - b.weight)
  const largest = boxes[boxes.length - 1]
  if (!largest) {
    // Boxes that hold something, but not under the limit: too heavy there; none at all: nothing fits.
    const usable = packaging.boxes.some((b) => volume(b.inner) > 0 && b.maxWeight > b.weight)
    return { ok: false, reason: usable ? 'too-heavy' : 'too-large', key: lines[0]!.key, unweighed }
  }
  if (total > MAX_PIECES) return { ok: false, reason: 'too-many', key: lines[0]!.key, unweighed }
  const pieces: Piece[] = []
  for (const l of lines) {
    const pad = packaging.paddingByType?.[l.type ?? ''] ?? packaging.padding
    const piece = {
      key: l.key,
      weight: Math.round((l.weight ?? UNWEIGHED_PIECE_GRAMS) + Math.max(0, pad)),
      volume: volume(l.size),
    }
    for (let i = 0; i < l.quantity; i++) pieces.push({ ...piece, sides: sides(l.size) })
  }
  pieces.sort((a, b) => b.volume - a.volume || b.weight - a.weight)
  const open: Open[] = []
  for (const p of pieces) {
    // The box the piece needs at least: the first (smallest) one it fits alone.
    if (!boxes.some((b) => fitsSides(p.sides, sides(b.inner)) && p.volume <= volume(b.inner)))
      return { ok: false, reason: 'too-large', key: p.key, unweighed }
    const home = boxes.filter((b) => fitsIn(b, [p]))
    if (!home.length) return { ok: false, reason: 'too-heavy', key: p.key, unweighed }
    const target = open.find(
      (o) =>
        fitsSides(p.sides, sides(o.box.inner)) &&
        o.volume + p.volume <= volume(o.box.inner) &&
        o.box.weight + o.weight + p.weight <= o.box.maxWeight,
    )
    if (target) {
      target.pieces.push(p)
      target.weight += p.weight
      target.volume += p.volume
    } else {
      // A new parcel in the largest box the piece fits (the parcel is shrunk to its smallest box at the end).
      const box = home[home.length - 1]!
      open.push({ box, weight: p.weight, volume: p.volume, pieces: [p] })
    }
  }
  const parcels = open.map((o) => {
    const box = boxes.find((b) => fitsIn(b, o.pieces)) ?? o.box
    return { box: box.name, weight: box.weight + o.weight, pieces: o.pieces.length }
  })
  return { ok: true, parcels, weight: parcels.reduce((a, p) => a + p.weight, 0), unweighed }
}
