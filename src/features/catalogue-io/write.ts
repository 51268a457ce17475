import type { Payload } from 'payload'
import type { InTransaction } from './transaction'
import type { Change } from './plan'
import type { NewDraft } from './english-rows'

/**
 * One planned change written through the Local API in the import's transaction (`req`), so every hook
 * runs as for a /cms save (price history, category history, caches; the search index after it). The
 * Italian values first, then the English ones when any differ. A new product has no photo yet: it is
 * saved as a draft (Payload checks required fields when it is published).
 */
export async function writeChange(payload: Payload, tx: InTransaction, c: Change): Promise<NewDraft | undefined> {
  const { next, current } = c
  // A draft stays a draft (saved as a version: Payload checks required fields only when publishing); a
  // published product set to draft is unpublished by a normal save.
  const draft = next.status === 'draft' && (!current || current.status === 'draft')
  // The search index and the stock alerts follow after the transaction (run.ts); the result is read
  // back (the hooks see it whole; only the new variant rows' ids are used here).
  const common = () => ({
    req: tx.req(),
    overrideAccess: true,
    depth: 0,
    context: { searchLater: true, alertsLater: true },
    ...(draft ? { draft: true } : {}),
  })
  const itData = {
    sku: next.sku,
    name: next.name.it,
    product_summary: next.summary.it || null,
    category: next.category.it,
    price: next.price,
    stock: next.stock,
    weight: next.weight,
    gtin: next.gtin,
    _status: next.status,
    fragrance: next.variants.map((v) => ({
      ...(v.id ? { id: v.id } : {}),
      name: v.name.it,
      sku: v.sku,
      stock: v.stock,
      weight: v.weight,
    })),
  }
  const doc = current
    ? await payload.update({ collection: 'products', id: current.id, locale: 'it', data: itData as never, ...common() })
    : await payload.create({
        collection: 'products',
        locale: 'it',
        // Its date is its creation's, as a product's is (the listing's "newest" sorts by it).
        data: { ...itData, url: next.url, date: new Date().toISOString() } as never,
        ...common(),
      })
  // A new product (always a draft): its English rows are added beside the Italian ones, all new products
  // together, without a second save (english-rows.ts).
  if (!current && draft) return { id: doc.id, next }
  const english =
    !current || c.diffs.some((d) => /\(EN\)|Categoria|nuova/.test(d.field)) || next.variants.some((v) => !v.id)
  if (!english) return
  const rows = (doc.fragrance ?? []) as { id?: string | null }[]
  await payload.update({
    collection: 'products',
    id: doc.id,
    locale: 'en',
    data: {
      name: next.name.en,
      product_summary: next.summary.en || null,
      category: next.category.en,
      _status: next.status,
      fragrance: next.variants.map((v, i) => ({
        id: rows[i]?.id,
        name: v.name.en,
        sku: v.sku,
        stock: v.stock,
        weight: v.weight,
      })),
    } as never,
    ...common(),
  })
}
