import { describe, expect, it } from 'vitest'
import type { CurrentProduct, ProductEdit } from './columns'
import { planImport, slugify } from './plan'
import { changedPrice, parsePriceChange, priceChangeEdits } from './price-change'
import { catalogueCsv } from './export-csv'

const product = (over: Partial<CurrentProduct> = {}): CurrentProduct => ({
  id: '1',
  sku: 'C1',
  url: 'candela',
  status: 'published',
  name: { it: 'Candela', en: 'Candle' },
  summary: { it: '', en: '' },
  category: { it: 'Candele', en: 'Candles' },
  price: 20,
  stock: 5,
  weight: null,
  gtin: null,
  image: true,
  variants: [{ id: 'f1', sku: null, name: { it: 'Lavanda', en: 'Lavender' }, stock: 2, weight: null }],
  ...over,
})
type Rule = (p: CurrentProduct, price: number) => { it: string; en: string } | null
const facts = (products = [product()], saleRule: Rule = () => null) => ({
  products,
  categories: new Map([['Candele', 'Candles']]),
  saleRule,
})
const edit = (over: Partial<ProductEdit>): ProductEdit => ({ line: 2, sku: 'C1', hasRow: true, variants: [], ...over })

describe('planning an import', () => {
  it('lists what changes field by field, and nothing for an identical row', () => {
    const plan = planImport(
      [edit({ price: 22, name: { en: 'Scented candle' } }), edit({ line: 3, sku: 'C1' })],
      facts(),
    )
    expect(plan.changes[0]!.diffs).toEqual([
      { field: 'Nome (EN)', before: 'Candle', after: 'Scented candle' },
      { field: 'Prezzo', before: '20.00', after: '22.00' },
    ])
    expect(plan.unchanged).toBe(1)
  })
  it('finds a variant without SKU by its Italian name and gives it the SKU; adds a new one', () => {
    const plan = planImport(
      [
        edit({
          variants: [
            { line: 3, sku: 'C1-L', name: { it: 'lavanda' }, stock: 4 },
            { line: 4, sku: 'C1-F', name: { it: 'Fico' } },
          ],
        }),
      ],
      facts(),
    )
    const next = plan.changes[0]!.next.variants
    expect(next).toEqual([
      { id: 'f1', sku: 'C1-L', name: { it: 'lavanda', en: 'Lavender' }, stock: 4, weight: null },
      { id: null, sku: 'C1-F', name: { it: 'Fico', en: 'Fico' }, stock: null, weight: null },
    ])
  })
  it('creates an unknown SKU as a draft in a known category (any case), with a free address', () => {
    const plan = planImport([edit({ sku: 'N1', name: { it: 'Candela' }, category: 'CANDELE', price: 9 })], facts())
    expect(plan.changes[0]!.current).toBeNull()
    expect(plan.changes[0]!.next).toMatchObject({
      url: 'candela-2',
      status: 'draft',
      category: { it: 'Candele', en: 'Candles' },
    })
  })
  it('refuses an unknown category, a new product without its row or fields, an SKU two products share, publishing without a photo', () => {
    const reasons = (edits: ProductEdit[], products = [product()]) =>
      planImport(edits, facts(products)).refusals.map((r) => r.reason)
    expect(reasons([edit({ category: 'Candelz' })])).toEqual([expect.stringMatching(/^Categoria sconosciuta «Candelz/)])
    expect(
      reasons([edit({ sku: 'N', hasRow: false, variants: [{ line: 3, sku: 'N-1', name: { it: 'Fico' } }] })]),
    ).toEqual([expect.stringMatching(/^Prodotto «N» sconosciuto: per /)])
    expect(reasons([edit({ sku: 'N', price: 3 })])).toEqual([
      expect.stringMatching(/^Prodotto nuovo: indica il nome/),
      expect.stringMatching(/^Prodotto nuovo: indica la categ/),
    ])
    expect(reasons([edit({ price: 3 })], [product(), product({ id: '2' })])).toEqual([
      expect.stringMatching(/^Lo SKU «C1» è di 2 prodotti ne/),
    ])
    expect(reasons([edit({ status: 'published' })], [product({ status: 'draft', image: false })])).toEqual([
      expect.stringMatching(/^Il prodotto non ha ancora la fo/),
    ])
  })
  it('asks the running sales about a published product’s new price only', () => {
    const asked: number[] = []
    const rule: Rule = (_, price) => (asked.push(price), price > 20 ? { it: 'in promozione', en: 'on sale' } : null)
    const plan = planImport([edit({ price: 25 }), edit({ line: 3, sku: 'C1', price: 20 })], facts([product()], rule))
    expect(plan.refusals).toEqual([{ line: 2, sku: 'C1', reason: 'in promozione', en: 'on sale' }])
    expect(asked).toEqual([25])
  })
  it('refuses a variant SKU another product of the shop has, not one the product itself has', () => {
    const other = product({
      id: '2',
      sku: 'C2',
      url: 'altra',
      variants: [{ id: 'f9', sku: 'V-9', name: { it: 'Fico', en: 'Fig' }, stock: 1, weight: null }],
    })
    const mine = product({
      variants: [{ id: 'f1', sku: 'C1-L', name: { it: 'Lavanda', en: 'Lavender' }, stock: 2, weight: null }],
    })
    const refused = planImport(
      [edit({ variants: [{ line: 3, sku: 'V-9', name: { it: 'Menta' } }] })],
      facts([mine, other]),
    )
    expect(refused.refusals).toEqual([
      {
        line: 2,
        sku: 'C1',
        reason: 'Lo SKU variante «V-9» è già di un altro prodotto del negozio («C2»): ogni variante ha il suo SKU.',
        en: 'The variant SKU «V-9» already belongs to another product in the shop («C2»): each variant has its own SKU.',
      },
    ])
    // A new product taking it is refused too; the product's own variant keeps its SKU.
    expect(
      planImport(
        [
          edit({
            sku: 'N',
            name: { it: 'Nuova' },
            category: 'Candele',
            price: 5,
            variants: [{ line: 3, sku: 'V-9', name: { it: 'Fico' } }],
          }),
        ],
        facts([mine, other]),
      ).refusals.map((r) => r.reason),
    ).toEqual([expect.stringContaining('«V-9» è già di un altro prodotto')])
    const own = planImport([edit({ price: 21, variants: [{ line: 3, sku: 'C1-L', stock: 5 }] })], facts([mine, other]))
    expect([own.refusals, own.changes.length]).toEqual([[], 1])
  })
  it('gives every refusal in Italian and in English', () => {
    const refusals = planImport(
      [edit({ category: 'Candelz' }), edit({ line: 3, sku: 'N', hasRow: false, variants: [] })],
      facts(),
    ).refusals
    expect(refusals.map((r) => r.en)).toEqual([
      expect.stringMatching(/^Unknown category «Candelz»/),
      expect.stringMatching(/^Unknown product «N»/),
    ])
  })
  it('makes addresses from names', () => {
    expect(slugify('Candela «Caffè & Limone»')).toBe('candela-caffe-limone')
    expect(slugify('!!!')).toBe('prodotto')
  })
})

describe('a bulk price change', () => {
  it('parses category=…:±n%', () => {
    expect(parsePriceChange('category=Candele:+5%')).toEqual({ category: 'Candele', percent: 5 })
    expect(parsePriceChange('categoria = Vasi in vetro : -2,5')).toEqual({ category: 'Vasi in vetro', percent: -2.5 })
    expect(parsePriceChange('category=Candele:5%')).toBeNull()
    expect(parsePriceChange('category=Candele:-95%')).toBeNull()
    expect(parsePriceChange('category=Candele:+0%')).toBeNull()
  })
  it('rounds to the cent and touches only the category', () => {
    expect(changedPrice(42.5, 10)).toBe(46.75)
    expect(changedPrice(19.99, 5)).toBe(20.99)
    expect(changedPrice(10, -33.33)).toBe(6.67)
    const edits = priceChangeEdits([product(), product({ sku: 'V1', category: { it: 'Vasi', en: 'Vases' } })], {
      category: 'candele',
      percent: 5,
    })
    expect(edits).toEqual([{ line: 0, sku: 'C1', hasRow: true, price: 21, variants: [] }])
  })
})

describe('the export', () => {
  it('writes a product row and a row per variant, a SKU for a variant without one, text safe from formulas', () => {
    const csv = catalogueCsv([product({ name: { it: '=Candela', en: 'Candle' }, gtin: '4006381333931', weight: 300 })])
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFsku;variant_sku;name_it;name_en;summary_it;summary_en;category;price;stock;status;weight_g;gtin',
      "C1;;'=Candela;Candle;;;Candele;20,00;5;published;300;4006381333931",
      'C1;C1-V1;Lavanda;Lavender;;;;;2;;;',
      '',
    ])
  })
})
