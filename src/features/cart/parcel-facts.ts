import { sizeOf, type Size } from '@/features/pricing'
import { cached, cacheTags } from '@/lib/cache'
import { getShopPayload } from '@/payload/shop-payload'

/** What shipping needs of a product (issue 55): a piece's weight and packed size, and its fragrances' where set. */
export type ParcelFacts = {
  weight: number | null
  size: Size | null
  /** By the fragrance's name in either language. */
  variants: Record<string, { weight: number | null; size: Size | null }>
}

type Stored = {
  id: number | string
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
  return { weight: weightOf(p.weight), size: sized(p.packedSize), variants }
}

/** The published products' parcel facts by id (one read, cached until a product is saved). */
export async function parcelFactsOf(ids: readonly string[]): Promise<Map<string, ParcelFacts>> {
  const wanted = [...new Set(ids)].map(Number).filter((n) => Number.isInteger(n) && n > 0)
  if (!wanted.length) return new Map()
  const read = async () => {
    const payload = await getShopPayload()
    const res = await payload.find({
      collection: 'products',
      where: { and: [{ id: { in: wanted } }, { _status: { equals: 'published' } }] },
      locale: 'all',
      depth: 0,
      limit: wanted.length,
      pagination: false,
      overrideAccess: true,
      select: { weight: true, packedSize: true, fragrance: true },
    })
    return (res.docs as unknown as Stored[]).map((d) => [String(d.id), facts(d)] as const)
  }
  const rows = await cached(read, ['parcel-facts', ...wanted.map(String).sort()], [cacheTags.products])()
  return new Map(rows)
}
