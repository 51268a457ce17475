/**
 * The demo products' weights (grams, packed as the shop sends them) and packed sizes (cm), so the rate
 * table and the carrier's parcels (ADR 0041, 0042) can be shown with honest figures: candles 200–600 g,
 * bottles and vases 400–3,000 g. A fragrance listed here differs from its product (a larger jar).
 */
export type DemoParcel = {
  grams: number
  size: { length: number; width: number; height: number }
  fragrances?: Record<string, { grams: number; size: { length: number; width: number; height: number } }>
}

const box = (length: number, width: number, height: number) => ({ length, width, height })

export const DEMO_PARCELS: Record<string, DemoParcel> = {
  'candela-ambra-vaniglia': {
    grams: 380,
    size: box(10, 10, 11),
    // Fig comes in the large tumbler.
    fragrances: { Fico: { grams: 520, size: box(11, 11, 13) } },
  },
  'candela-fico-mediterraneo': { grams: 420, size: box(10, 10, 12) },
  'candela-notte-di-venezia': { grams: 540, size: box(11, 11, 13) },
  'candela-te-bianco': { grams: 260, size: box(9, 9, 9) },
  'candela-vetro-soffiato': { grams: 580, size: box(12, 12, 14) },
  'bottiglia-murano-blu': { grams: 950, size: box(12, 12, 32) },
  'bottiglia-ambra-antica': { grams: 780, size: box(11, 11, 28) },
  'bottiglia-sfaccettata': { grams: 1100, size: box(12, 12, 30) },
  'bottiglia-diffusore-lavanda': { grams: 620, size: box(10, 10, 26) },
  'vaso-onda': { grams: 1200, size: box(18, 18, 28) },
  'vaso-cilindro-fume': { grams: 1600, size: box(16, 16, 34) },
  'vaso-anfora-salvia': { grams: 2400, size: box(22, 22, 38) },
  'vaso-bolla-mini': { grams: 450, size: box(12, 12, 12) },
}

/** The product's shipping fields for the seed: weight and packed size, and a differing fragrance's own. */
export function parcelFields(url: string) {
  const p = DEMO_PARCELS[url]
  return p ? { weight: p.grams, packedSize: p.size } : {}
}

/** A fragrance's shipping fields when it differs from its product (by its Italian name), else none. */
export function fragranceParcelFields(url: string, italianName: string) {
  const f = DEMO_PARCELS[url]?.fragrances?.[italianName]
  return f ? { weight: f.grams, packedSize: f.size } : {}
}
