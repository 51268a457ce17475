import type { Column, ProductEdit, Refusal, VariantEdit } from './columns'
import type { CsvRow } from './read-csv'
import {
  looksLikeFormula,
  readGtin,
  readOptionalText,
  readPrice,
  readSku,
  readStatus,
  readStock,
  readText,
  readWeight,
  unescapeText,
  type Read,
} from './cells'

/**
 * The rows of a read CSV as edits (pure): one per product SKU with its variants' rows, or the reasons
 * a row is refused — every problem of every row, each with its line. A column absent from the file
 * changes nothing; a present one is the new value (an empty optional cell clears it).
 */
const LABEL: Record<Column, string> = {
  sku: 'SKU',
  variant_sku: 'SKU variante',
  name_it: 'Nome (IT)',
  name_en: 'Nome (EN)',
  summary_it: 'Riassunto (IT)',
  summary_en: 'Riassunto (EN)',
  category: 'Categoria',
  price: 'Prezzo',
  stock: 'Pezzi',
  status: 'Stato',
  weight_g: 'Peso',
  gtin: 'GTIN',
}
/** Columns a variant's row does not use: a value there is a mistake worth saying. */
const PRODUCT_ONLY: Column[] = ['summary_it', 'summary_en', 'category', 'price', 'status', 'gtin']

export function rowsToEdits(rows: readonly CsvRow[]): { edits: ProductEdit[]; refusals: Refusal[] } {
  const refusals: Refusal[] = []
  const products = new Map<string, ProductEdit>()
  const productLine = new Map<string, number>()
  const variantLine = new Map<string, number>()
  for (const { line, cells } of rows) {
    const problems: string[] = []
    const cell = (c: Column) => cells[c]
    const take = <T>(c: Column, r: Read<T>): T | undefined => {
      if (r.ok) return r.value
      problems.push(`${LABEL[c]}: ${r.reason}`)
      return undefined
    }
    for (const [c, v] of Object.entries(cells) as [Column, string][])
      if (looksLikeFormula(v))
        problems.push(
          `${LABEL[c]}: la cella inizia con «${JSON.stringify(v[0]).slice(1, -1)}» e sembra una formula (rischio di CSV injection); togli il simbolo o mettici davanti un apostrofo.`,
        )
    if (problems.length) {
      refusals.push(...problems.map((reason) => ({ line, reason })))
      continue
    }
    const text = (c: Column) => unescapeText(cell(c) ?? '')
    const has = (c: Column) => cell(c) !== undefined
    const sku = take('sku', readSku(text('sku'), 'SKU'))
    const variantSku = text('variant_sku')
    if (variantSku) {
      const vsku = take('variant_sku', readSku(variantSku, 'SKU variante'))
      for (const c of PRODUCT_ONLY)
        if (cell(c)) problems.push(`${LABEL[c]}: una riga di variante non lo usa; indicalo sulla riga del prodotto.`)
      const v: VariantEdit = { line, sku: vsku ?? '' }
      const name: VariantEdit['name'] = {}
      if (has('name_it')) name.it = take('name_it', readText(text('name_it'), 'Nome (IT)', 200))
      if (has('name_en')) name.en = take('name_en', readText(text('name_en'), 'Nome (EN)', 200))
      if (has('name_it') || has('name_en')) v.name = name
      if (has('stock')) v.stock = take('stock', readStock(text('stock'), true))
      if (has('weight_g')) v.weight = take('weight_g', readWeight(text('weight_g')))
      const dup = vsku ? variantLine.get(vsku) : undefined
      if (dup) problems.push(`SKU variante «${vsku}» ripetuto: compare già alla riga ${dup}.`)
      if (problems.length || !sku || !vsku) {
        refusals.push(...problems.map((reason) => ({ line, reason })))
        continue
      }
      variantLine.set(vsku, line)
      const p = products.get(sku) ?? { line, sku, hasRow: false, variants: [] }
      products.set(sku, p)
      p.variants.push(v)
      continue
    }
    const e: ProductEdit = { line, sku: sku ?? '', hasRow: true, variants: [] }
    const name: ProductEdit['name'] = {}
    if (has('name_it')) name.it = take('name_it', readText(text('name_it'), 'Nome (IT)', 200))
    if (has('name_en')) name.en = take('name_en', readText(text('name_en'), 'Nome (EN)', 200))
    if (has('name_it') || has('name_en')) e.name = name
    const summary: ProductEdit['summary'] = {}
    if (has('summary_it')) summary.it = take('summary_it', readOptionalText(text('summary_it'), 'Riassunto', 5000))
    if (has('summary_en')) summary.en = take('summary_en', readOptionalText(text('summary_en'), 'Riassunto', 5000))
    if (has('summary_it') || has('summary_en')) e.summary = summary
    if (has('category')) e.category = take('category', readText(text('category'), 'Categoria', 100))
    if (has('price')) e.price = take('price', readPrice(text('price')))
    if (has('stock')) e.stock = take('stock', readStock(text('stock'), false)) ?? undefined
    if (has('status')) e.status = take('status', readStatus(text('status')))
    if (has('weight_g')) e.weight = take('weight_g', readWeight(text('weight_g')))
    if (has('gtin')) e.gtin = take('gtin', readGtin(text('gtin')))
    const dup = sku ? productLine.get(sku) : undefined
    if (dup) problems.push(`SKU «${sku}» ripetuto: compare già alla riga ${dup}.`)
    if (problems.length || !sku) {
      refusals.push(...problems.map((reason) => ({ line, reason })))
      continue
    }
    productLine.set(sku, line)
    // Its variants' rows may have come first.
    const earlier = products.get(sku)
    products.set(sku, { ...e, variants: earlier?.variants ?? [] })
  }
  return { edits: [...products.values()], refusals }
}
