import { sizeOf, type Size } from '@/features/pricing'
import { getShopPayload } from '@/payload/shop-payload'
import { MAX_LINES } from './rules'

/**
 * What shipping needs of a product (issue 55): a piece's weight and packed size, its fragrances' where
 * set, and its category in Italian (the packaging's padding by category: the quote's and the carrier's).
 */
export type ParcelFacts = {
  weight: number | null
  size: Size | null
  /** By the fragrance's name in either language. */
  variants: Record<string, { weight: number | null; size: Size | null }>
  category: string
}

type Stored = {
  id: number | string
  category?: Record<string, string | null> | string | null
  weight?: number | null
  packedSize?: { length?: number | null; width?: number | null; height?: number | null } | null
  fragrance?:
    | {
        name?: Record<string, string | null> | string | null
        weight?: number | null
        packedSize?: Stored['packedSize']
      }[]
    | null
}

const weightOf = (v: unknown) => (typeof v === 'number' && v > 0 ? v : null)
const sized = (s: Stored['packedSize']) => sizeOf(s?.length, s?.width, s?.height)

function facts(p: Stored): ParcelFacts {
  const variants: ParcelFacts['variants'] = {}
  for (const f of p.fragrance ?? []) {
    const names = typeof f.name === 'string' ? [f.name] : Object.values(f.name ?? {})
    const v = { weight: weightOf(f.weight), size: sized(f.packedSize) }
    if (v.weight === null && v.size === null) continue
    for (const n of names) if (n) variants[n] = v
  }
  const category = typeof p.category === 'string' ? p.category : (p.category?.it ?? '')
  return { weight: weightOf(p.weight), size: sized(p.packedSize), variants, category: category ?? '' }
}

/**
 * The published products' parcel facts by id: one read of at most MAX_LINES ids (a cart's most), and
 * uncached — the ids come from the browser, so no entry is kept per set of ids (made-up ids could
 * otherwise fill the cache, ADR 0041); ids no published product has are simply not in the answer.
 * Weights and sizes come from the database only, never from the request.
 */
export async function parcelFactsOf(ids: readonly string[]): Promise<Map<string, ParcelFacts>> {
  const wanted = [...new Set(ids.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))].slice(0, MAX_LINES)
  if (!wanted.length) return new Map()
  const payload = await getShopPayload()
  const res = await payload.find({
    collection: 'products',
    where: { and: [{ id: { in: wanted } }, { _status: { equals: 'published' } }] },
    locale: 'all',
    depth: 0,
    limit: wanted.length,
    pagination: false,
    overrideAccess: true,
    select: { weight: true, packedSize: true, fragrance: true, category: true },
  })
  return new Map((res.docs as unknown as Stored[]).map((d) => [String(d.id), facts(d)] as const))
}
