import type { Payload, PayloadRequest } from 'payload'
import { allPages } from '@/lib/pages'
import { recordAudit } from '@/features/audit/server'
import type { CurrentProduct } from './columns'

/**
 * The catalogue as the import compares it, read once in both languages: each product's newest version
 * (what /cms shows; a save through the Local API builds on it too), its status that version's.
 */
type Loc = { it?: string | null; en?: string | null } | string | null | undefined
const both = (v: Loc) =>
  typeof v === 'object' && v ? { it: v.it ?? '', en: v.en ?? v.it ?? '' } : { it: v ?? '', en: v ?? '' }
type Stored = {
  id: number | string
  sku: string
  url: string
  _status?: 'published' | 'draft' | null
  name: Loc
  product_summary?: Loc
  category: Loc
  price: number
  stock?: number | null
  weight?: number | null
  gtin?: string | null
  mainimage?: unknown
  fragrance?:
    { id?: string | null; sku?: string | null; name: Loc; stock?: number | null; weight?: number | null }[] | null
}

export async function loadCatalogue(payload: Payload, req?: Partial<PayloadRequest>): Promise<CurrentProduct[]> {
  const docs = await allPages((page) =>
    payload.find({
      collection: 'products',
      locale: 'all',
      draft: true,
      depth: 0,
      limit: 500,
      page,
      sort: 'id',
      overrideAccess: true,
      pagination: true,
      select: {
        sku: true,
        url: true,
        _status: true,
        name: true,
        product_summary: true,
        category: true,
        price: true,
        stock: true,
        weight: true,
        gtin: true,
        mainimage: true,
        fragrance: true,
      },
      ...(req ? { req } : {}),
    }),
  )
  return (docs as unknown as Stored[]).map((d) => ({
    id: String(d.id),
    sku: d.sku,
    url: d.url,
    status: d._status === 'draft' ? 'draft' : 'published',
    name: both(d.name),
    summary: both(d.product_summary),
    category: both(d.category),
    price: d.price,
    stock: d.stock ?? null,
    weight: d.weight ?? null,
    gtin: d.gtin ?? null,
    image: Boolean(d.mainimage),
    variants: (d.fragrance ?? []).map((f) => ({
      id: String(f.id),
      sku: f.sku ?? null,
      name: both(f.name),
      stock: f.stock ?? null,
      weight: f.weight ?? null,
    })),
  }))
}

/** Italian category → its English name, from the products that have it. */
export function categoriesOf(products: readonly CurrentProduct[]): Map<string, string> {
  const out = new Map<string, string>()
  for (const p of products) if (p.category.it && !out.has(p.category.it)) out.set(p.category.it, p.category.en)
  return out
}

export type AuditWho = { by: string; ip?: string | null }

/** The import's own entry in the audit log, in the import's transaction: what it changed, product by product. */
export async function auditImport(
  payload: Payload,
  req: Partial<PayloadRequest>,
  who: AuditWho,
  note: string,
  changes: { sku: string; diffs: { field: string; before: string; after: string }[] }[],
): Promise<void> {
  await recordAudit(payload, {
    by: who.by,
    ip: who.ip ?? null,
    target: 'products',
    docId: null,
    operation: 'action',
    note,
    changes: changes.map((c) => ({
      field: c.sku,
      before: Object.fromEntries(c.diffs.map((d) => [d.field, d.before])),
      after: Object.fromEntries(c.diffs.map((d) => [d.field, d.after])),
    })),
    req: req as PayloadRequest,
  })
}
