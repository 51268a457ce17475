/**
 * The product CSV's columns (issue 54, README "Bulk editing by CSV"). One row a product, then one row
 * per variant (fragrance) with the product's SKU and the variant's SKU; a variant row carries only its
 * names, stock and weight. Descriptions are the plain summary (`product_summary`): the long description
 * is rich text and stays a /cms edit.
 */
export const COLUMNS = [
  'sku',
  'variant_sku',
  'name_it',
  'name_en',
  'summary_it',
  'summary_en',
  'category',
  'price',
  'stock',
  'status',
  'weight_g',
  'gtin',
] as const
export type Column = (typeof COLUMNS)[number]

/** A file must have these; any other listed column may be left out (left out: not changed). */
export const REQUIRED_COLUMNS: readonly Column[] = ['sku', 'variant_sku']

/** The limits of one import: a bigger file is refused before it is read. */
export const MAX_BYTES = 10 * 1024 * 1024
export const MAX_ROWS = 20_000

export type Lang2<T> = { it: T; en: T }

/** A product as the import compares it (the database's values, both languages). */
export type CurrentVariant = {
  id: string
  sku: string | null
  name: Lang2<string>
  stock: number | null
  weight: number | null
}
export type CurrentProduct = {
  id: string
  sku: string
  url: string
  status: 'published' | 'draft'
  name: Lang2<string>
  summary: Lang2<string>
  category: Lang2<string>
  price: number
  stock: number | null
  weight: number | null
  gtin: string | null
  /** Has its main photo (Payload requires it to publish). */
  image: boolean
  variants: CurrentVariant[]
}

/** What a valid row asks for; a field left out (its column absent) stays as it is. */
export type VariantEdit = {
  line: number
  sku: string
  name?: Partial<Lang2<string>>
  stock?: number | null
  weight?: number | null
}
export type ProductEdit = {
  line: number
  sku: string
  /** False when the file has only the product's variant rows. */
  hasRow: boolean
  name?: Partial<Lang2<string>>
  summary?: Partial<Lang2<string | null>>
  category?: string
  price?: number
  stock?: number
  status?: 'published' | 'draft'
  weight?: number | null
  gtin?: string | null
  variants: VariantEdit[]
}

/** A text in both languages: Italian (the import's own, the command line's) and English (/cms in English). */
export type Words = { it: string; en: string }

/** A rejected row (or the whole file, line 0): its line in the file and the reason, in Italian and English. */
export type Refusal = { line: number; reason: string; en: string; sku?: string }
export const refusal = (line: number, why: Words, sku?: string): Refusal => ({
  line,
  reason: why.it,
  en: why.en,
  ...(sku !== undefined ? { sku } : {}),
})
