import { csvDocument, type CsvValue } from '@/lib/csv'
import { COLUMNS, type CurrentProduct } from './columns'

/**
 * The catalogue as the product CSV (pure): UTF-8 with a BOM for Excel, ';' between cells, a product's
 * row then one row per variant. A variant without a SKU of its own gets one to edit it by
 * (`{product SKU}-V{n}`): the import finds it by its Italian name and keeps that SKU.
 */
const price = (n: number) => n.toFixed(2).replace('.', ',')
const text = (v: string | number | null | undefined): CsvValue => (v === null || v === undefined ? '' : String(v))

export function catalogueCsv(products: readonly CurrentProduct[]): string {
  const rows: CsvValue[][] = []
  for (const p of products) {
    rows.push([
      p.sku,
      '',
      p.name.it,
      p.name.en,
      p.summary.it,
      p.summary.en,
      p.category.it,
      price(p.price),
      text(p.stock),
      p.status,
      text(p.weight),
      text(p.gtin),
    ])
    p.variants.forEach((v, i) =>
      rows.push([
        p.sku,
        v.sku || `${p.sku}-V${i + 1}`,
        v.name.it,
        v.name.en,
        '',
        '',
        '',
        '',
        text(v.stock),
        '',
        text(v.weight),
        '',
      ]),
    )
  }
  return csvDocument(COLUMNS, rows)
}
