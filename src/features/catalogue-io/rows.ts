import { refusal, type Column, type ProductEdit, type Refusal, type VariantEdit, type Words } from './columns'
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
const LABEL: Record<Column, Words> = {
  sku: { it: 'SKU', en: 'SKU' },
  variant_sku: { it: 'SKU variante', en: 'Variant SKU' },
  name_it: { it: 'Nome (IT)', en: 'Name (IT)' },
  name_en: { it: 'Nome (EN)', en: 'Name (EN)' },
  summary_it: { it: 'Riassunto (IT)', en: 'Summary (IT)' },
  summary_en: { it: 'Riassunto (EN)', en: 'Summary (EN)' },
  category: { it: 'Categoria', en: 'Category' },
  price: { it: 'Prezzo', en: 'Price' },
  stock: { it: 'Pezzi', en: 'Pieces' },
  status: { it: 'Stato', en: 'Status' },
  weight_g: { it: 'Peso', en: 'Weight' },
  gtin: { it: 'GTIN', en: 'GTIN' },
}
const SUMMARY: Words = { it: 'Riassunto', en: 'Summary' }
const w = (it: string, en: string): Words => ({ it, en })
/** Columns a variant's row does not use: a value there is a mistake worth saying. */
const PRODUCT_ONLY: Column[] = ['summary_it', 'summary_en', 'category', 'price', 'status', 'gtin']

export function rowsToEdits(rows: readonly CsvRow[]): { edits: ProductEdit[]; refusals: Refusal[] } {
  const refusals: Refusal[] = []
  const products = new Map<string, ProductEdit>()
  const productLine = new Map<string, number>()
  const variantLine = new Map<string, number>()
  for (const { line, cells } of rows) {
    const problems: Words[] = []
    const cell = (c: Column) => cells[c]
    const take = <T>(c: Column, r: Read<T>): T | undefined => {
      if (r.ok) return r.value
      problems.push(w(`${LABEL[c].it}: ${r.reason.it}`, `${LABEL[c].en}: ${r.reason.en}`))
      return undefined
    }
    for (const [c, v] of Object.entries(cells) as [Column, string][])
      if (looksLikeFormula(v))
        problems.push(
          w(
            `${LABEL[c].it}: la cella inizia con «${JSON.stringify(v[0]).slice(1, -1)}» e sembra una formula (rischio di CSV injection); togli il simbolo o mettici davanti un apostrofo.`,
            `${LABEL[c].en}: the cell starts with «${JSON.stringify(v[0]).slice(1, -1)}» and looks like a formula (CSV injection risk); remove the sign or put an apostrophe before it.`,
          ),
        )
    if (problems.length) {
      refusals.push(...problems.map((why) => refusal(line, why)))
      continue
    }
    const text = (c: Column) => unescapeText(cell(c) ?? '')
    const has = (c: Column) => cell(c) !== undefined
    const sku = take('sku', readSku(text('sku'), LABEL.sku))
    const variantSku = text('variant_sku')
    if (variantSku) {
      const vsku = take('variant_sku', readSku(variantSku, LABEL.variant_sku))
      for (const c of PRODUCT_ONLY)
        if (cell(c))
          problems.push(
            w(
              `${LABEL[c].it}: una riga di variante non lo usa; indicalo sulla riga del prodotto.`,
              `${LABEL[c].en}: a variant's row does not use it; give it on the product's row.`,
            ),
          )
      const v: VariantEdit = { line, sku: vsku ?? '' }
      const name: VariantEdit['name'] = {}
      if (has('name_it')) name.it = take('name_it', readText(text('name_it'), LABEL.name_it, 200))
      if (has('name_en')) name.en = take('name_en', readText(text('name_en'), LABEL.name_en, 200))
      if (has('name_it') || has('name_en')) v.name = name
      if (has('stock')) v.stock = take('stock', readStock(text('stock'), true))
      if (has('weight_g')) v.weight = take('weight_g', readWeight(text('weight_g')))
      const dup = vsku ? variantLine.get(vsku) : undefined
      if (dup)
        problems.push(
          w(
            `SKU variante «${vsku}» ripetuto: compare già alla riga ${dup}.`,
            `Variant SKU «${vsku}» repeated: it is already on line ${dup}.`,
          ),
        )
      if (problems.length || !sku || !vsku) {
        refusals.push(...problems.map((why) => refusal(line, why)))
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
    if (has('name_it')) name.it = take('name_it', readText(text('name_it'), LABEL.name_it, 200))
    if (has('name_en')) name.en = take('name_en', readText(text('name_en'), LABEL.name_en, 200))
    if (has('name_it') || has('name_en')) e.name = name
    const summary: ProductEdit['summary'] = {}
    if (has('summary_it')) summary.it = take('summary_it', readOptionalText(text('summary_it'), SUMMARY, 5000))
    if (has('summary_en')) summary.en = take('summary_en', readOptionalText(text('summary_en'), SUMMARY, 5000))
    if (has('summary_it') || has('summary_en')) e.summary = summary
    if (has('category')) e.category = take('category', readText(text('category'), LABEL.category, 100))
    if (has('price')) e.price = take('price', readPrice(text('price')))
    if (has('stock')) e.stock = take('stock', readStock(text('stock'), false)) ?? undefined
    if (has('status')) e.status = take('status', readStatus(text('status')))
    if (has('weight_g')) e.weight = take('weight_g', readWeight(text('weight_g')))
    if (has('gtin')) e.gtin = take('gtin', readGtin(text('gtin')))
    const dup = sku ? productLine.get(sku) : undefined
    if (dup)
      problems.push(
        w(
          `SKU «${sku}» ripetuto: compare già alla riga ${dup}.`,
          `SKU «${sku}» repeated: it is already on line ${dup}.`,
        ),
      )
    if (problems.length || !sku) {
      refusals.push(...problems.map((why) => refusal(line, why)))
      continue
    }
    productLine.set(sku, line)
    // Its variants' rows may have come first.
    const earlier = products.get(sku)
    products.set(sku, { ...e, variants: earlier?.variants ?? [] })
  }
  return { edits: [...products.values()], refusals }
}
