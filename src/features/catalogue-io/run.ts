import { createHash } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { cacheTags, revalidate } from '@/lib/cache'
import { salePriceRule } from '@/features/pricing/server'
import { indexProducts } from '@/features/search/server'
import { afterStockChange } from '@/features/stock-alerts/server'
import { refusal, type Refusal, type Words } from './columns'
import { auditImport, categoriesOf, loadCatalogue, type AuditWho } from './data'
import { planImport, type Change, type Plan } from './plan'
import { priceChangeEdits, type PriceChange } from './price-change'
import { readProductCsv } from './read-csv'
import { rowsToEdits } from './rows'
import { addEnglishToNewDrafts, type NewDraft } from './english-rows'
import { inTransaction } from './transaction'
import { writeChange } from './write'

/**
 * The import's two steps (issue 54), for the command line and /cms alike: the preview (what would
 * change, every refusal) and the apply — the same planning again inside one database transaction,
 * all or nothing, with its audit entry. A bulk price change is planned and applied the same way.
 */
export type ImportSource = { csv: Uint8Array; name?: string } | { priceChange: PriceChange }
export type PreviewRow = { line: number; sku: string; create: boolean; diffs: Change['diffs'] }
export type Preview = { changes: PreviewRow[]; refusals: Refusal[]; unchanged: number; digest: string }
export type Applied =
  { ok: true; created: number; updated: number; ms: number } | { ok: false; refusals: Refusal[]; stale?: boolean }

const WRITERS = 8
const byLine = (a: Refusal, b: Refusal) => a.line - b.line

async function plan(payload: Payload, source: ImportSource, req?: Partial<PayloadRequest>): Promise<Plan> {
  const products = await loadCatalogue(payload, req)
  let edits
  let refusals: Refusal[] = []
  if ('csv' in source) {
    const read = readProductCsv(source.csv)
    if (!read.ok) return { changes: [], refusals: read.refusals, unchanged: 0 }
    ;({ edits, refusals } = rowsToEdits(read.rows))
  } else {
    edits = priceChangeEdits(products, source.priceChange)
    if (!edits.length)
      refusals = [
        refusal(0, {
          it: `Nessun prodotto nella categoria «${source.priceChange.category}».`,
          en: `No product in the category «${source.priceChange.category}».`,
        }),
      ]
  }
  const rule = await salePriceRule(payload)
  const p = planImport(edits, {
    products,
    categories: categoriesOf(products),
    saleRule: (product, price) => saleReason(rule(product.id, price)),
  })
  return { ...p, refusals: [...refusals, ...p.refusals].sort(byLine) }
}

/** Pricing's reason (Italian) with its English: the sale's end as pricing gives it. */
function saleReason(it: string | null): Words | null {
  if (!it) return null
  const until = /fino al ([^:]+):/.exec(it)?.[1]
  return {
    it,
    en: `The product is on sale${until ? ` until ${until}` : ''}: the new price would change the announced reduction against the lowest price of the last 30 days. Change it after the sale ends.`,
  }
}

const rowsOf = (p: Plan): PreviewRow[] =>
  p.changes.map((c) => ({ line: c.line, sku: c.sku, create: !c.current, diffs: c.diffs }))
const digestOf = (rows: PreviewRow[]) => createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 32)

export async function previewImport(payload: Payload, source: ImportSource): Promise<Preview> {
  const p = await plan(payload, source)
  const changes = rowsOf(p)
  return { changes, refusals: p.refusals, unchanged: p.unchanged, digest: digestOf(changes) }
}

/**
 * Applies the source when it has no refusal (and, given `digest`, only when it would still do what the
 * preview showed). The audit log gets one entry, in the same transaction: who, and every product's
 * fields before and after. The search index follows once the transaction is committed.
 */
export async function applyImport(
  payload: Payload,
  source: ImportSource,
  who: AuditWho & { digest?: string },
): Promise<Applied> {
  const started = Date.now()
  const stop = (refusals: Refusal[], stale?: boolean) => Object.assign(new Error('refused'), { refusals, stale })
  let done: Applied & { ids?: string[] }
  try {
    done = await inTransaction(
      payload,
      async (tx) => {
        const p = await plan(payload, source, tx.req())
        if (p.refusals.length) throw stop(p.refusals)
        if (who.digest && who.digest !== digestOf(rowsOf(p)))
          throw stop(
            [
              refusal(0, {
                it: 'Il catalogo è cambiato dopo l’anteprima: ricarica il file e controlla di nuovo.',
                en: 'The catalogue changed after the preview: upload the file and check it again.',
              }),
            ],
            true,
          )
        // A few products at a time on the transaction's one connection: PostgreSQL's round trips overlap.
        const made: NewDraft[] = []
        for (let i = 0; i < p.changes.length; i += WRITERS) {
          const settled = await Promise.allSettled(
            p.changes.slice(i, i + WRITERS).map((c) => writeChange(payload, tx, c)),
          )
          const failed = settled.find((r) => r.status === 'rejected')
          if (failed) throw failed.reason
          for (const r of settled) if (r.status === 'fulfilled' && r.value) made.push(r.value)
        }
        // The new products' English texts, all together (english-rows.ts).
        await addEnglishToNewDrafts(tx, made)
        const created = p.changes.filter((c) => !c.current).length
        const what =
          'csv' in source
            ? `file ${source.name ?? 'CSV'}`
            : `prezzi ${source.priceChange.category} ${source.priceChange.percent}%`
        if (p.changes.length)
          await auditImport(
            payload,
            tx.req(),
            who,
            `Importazione prodotti (${what}): ${created} creati, ${p.changes.length - created} aggiornati`,
            p.changes,
          )
        const ids: string[] = []
        for (const c of p.changes) if (c.current) ids.push(c.current.id)
        return { ok: true as const, created, updated: p.changes.length - created, ms: 0, ids }
      },
      // PostgreSQL: no sale takes pieces between the plan's read of the counts and their write (SQLite's
      // BEGIN IMMEDIATE holds every write off already).
      { lock: ['products', 'products_fragrance'] },
    )
  } catch (err) {
    const refused = err as { refusals?: Refusal[]; stale?: boolean }
    if (refused.refusals) return { ok: false, refusals: refused.refusals, ...(refused.stale ? { stale: true } : {}) }
    throw err
  }
  if (done.ok) {
    // The import's transaction is its own (transaction.ts), not Payload's: what the products' hooks hand
    // to `afterCommit` during it is never run, so the storefront's caches are revalidated here, once the
    // new prices are committed. A hook of another collection saved by an import would need the same.
    revalidate(cacheTags.products)
    // New products are drafts: not searched, nobody waiting for them.
    const ids = done.ids ?? []
    await indexProducts(payload, ids)
    await afterStockChange(payload, ids)
  }
  return done.ok ? { ok: true, created: done.created, updated: done.updated, ms: Date.now() - started } : done
}
