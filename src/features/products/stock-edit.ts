/**
 * Pieces are counted by the database while the shop sells (features/orders/stock.ts); the operator's
 * form, a draft or an older version hold the count as it was when they were made. A save therefore
 * writes a count only when someone typed a new one: a count equal to the one the form showed
 * (`stockSeen`) — or, for a save without it (an API client, publishing a draft), equal to the count in
 * the document being edited — and every count of a restored version keep the live count.
 */

type Count = number | null | undefined
export type StockRow = { id?: string | null; stock?: Count; stockSeen?: Count }
export type StockEdit = { stock?: Count; stockSeen?: Count; fragrance?: StockRow[] | null }
/** The counts in the database now: the product's and its fragrance rows' by row id. */
export type LiveStock = { stock: Count; rows: ReadonlyMap<string, Count> }

const same = (a: Count, b: Count) => (a ?? null) === (b ?? null)

/** The count a save writes for one stock unit; `before` is the count the editor started from. */
export function countToWrite(sent: Count, before: Count, live: Count, restoring: boolean): Count {
  if (restoring || sent === undefined || same(sent, before)) return live
  return sent
}

/**
 * The data of a save with the counts it may write. `current` is the document being edited (the newest
 * version, a draft maybe); rows new to the product keep what was typed.
 */
export function keepLiveStock<D extends StockEdit>(
  data: D,
  current: StockEdit | undefined,
  live: LiveStock,
  restoring = false,
): D {
  const out: D = { ...data }
  const before = data.stockSeen !== undefined ? data.stockSeen : current?.stock
  out.stock = countToWrite(data.stock, before, live.stock, restoring)
  delete out.stockSeen
  if (Array.isArray(data.fragrance)) {
    const currentRows = new Map((current?.fragrance ?? []).map((r) => [r.id, r.stock]))
    out.fragrance = data.fragrance.map(({ stockSeen, ...row }) => {
      if (!row.id || !live.rows.has(row.id)) return row
      const rowBefore = stockSeen !== undefined ? stockSeen : currentRows.get(row.id)
      return { ...row, stock: countToWrite(row.stock, rowBefore, live.rows.get(row.id), restoring) }
    })
  }
  return out
}

/** A document as the operator's form gets it: the live counts, each also as the count "seen". */
export function withLiveStock<D extends StockEdit>(doc: D, live: LiveStock): D {
  const out: D = { ...doc, stock: live.stock, stockSeen: live.stock }
  if (Array.isArray(doc.fragrance)) {
    out.fragrance = doc.fragrance.map((row) => {
      const stock = row.id && live.rows.has(row.id) ? live.rows.get(row.id) : row.stock
      return { ...row, stock, stockSeen: stock ?? null }
    })
  }
  return out
}
