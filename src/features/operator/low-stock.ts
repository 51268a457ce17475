/** A product as the stock report reads it: its pieces, or its fragrances' pieces where counted so. */
export type StockedProduct = {
  id: number | string
  name: string
  stock?: number | null
  instock?: boolean | null
  fragrance?: { name: string; stock?: number | null }[] | null
}
export type LowStockRow = { id: number | string; name: string; fragrance: string | null; stock: number }

/**
 * What is running out: each product (or each fragrance, when the product counts stock per fragrance)
 * with `threshold` pieces or fewer, fewest first. Products taken off sale are not reported. Pure.
 */
export function lowStock(products: StockedProduct[], threshold: number): LowStockRow[] {
  const rows: LowStockRow[] = []
  for (const p of products) {
    if (p.instock === false) continue
    const perFragrance = (p.fragrance ?? []).some((f) => typeof f.stock === 'number')
    if (perFragrance) {
      for (const f of p.fragrance ?? [])
        if ((f.stock ?? 0) <= threshold) rows.push({ id: p.id, name: p.name, fragrance: f.name, stock: f.stock ?? 0 })
    } else if ((p.stock ?? 0) <= threshold) rows.push({ id: p.id, name: p.name, fragrance: null, stock: p.stock ?? 0 })
  }
  return rows.sort((a, b) => a.stock - b.stock || a.name.localeCompare(b.name))
}
