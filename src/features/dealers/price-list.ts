import { formatDate, formatPrice } from '@/i18n/config'
import { LOCALES, type Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { CSV_BOM, csvDocument, csvLines, csvNumber } from '@/lib/csv'
import { renderPdf } from '@/lib/pdf'
import type { Dealer } from './data'
import { tradePrices, type ProductTerms } from './trade'

/** One row of a dealer's price list: a product, or one of its sets. */
export type PriceListRow = {
  sku: string
  name: string
  set: number | null
  listPrice: number
  tradePrice: number
  casePack: number
  inStock: boolean
}

/** What the price list needs of a product. */
export type PriceListProduct = { id: string; sku: string; name: string; instock: boolean }

/** The dealer's price list: every published product (and set) at its list and trade price. Pure. */
export function priceListRows(
  products: readonly PriceListProduct[],
  terms: ReadonlyMap<string, ProductTerms>,
  percentOff: number,
): PriceListRow[] {
  return products.flatMap((p) => {
    const t = terms.get(p.id)
    if (!t) return []
    const prices = tradePrices(t, percentOff)
    const row = { sku: p.sku, name: p.name, casePack: t.casePack, inStock: p.instock }
    return [
      { ...row, set: null, listPrice: t.listPrice, tradePrice: prices.price },
      ...t.sets.map((s, i) => ({ ...row, set: s.number, listPrice: s.listPrice, tradePrice: prices.sets[i]!.price })),
    ]
  })
}

const setText = (lang: Lang, n: number | null) =>
  n === null ? '' : messages[lang].account.trade.setOf.replace('{number}', String(n))

const csvHead = (lang: Lang) => {
  const c = messages[lang].account.trade.columns
  return [c.sku, c.name, c.set, c.list, c.trade, c.pack, c.stock]
}

const csvRow = (r: PriceListRow, lang: Lang) => [
  r.sku,
  r.name,
  setText(lang, r.set),
  csvNumber(r.listPrice),
  csvNumber(r.tradePrice),
  String(r.casePack),
  r.inStock ? messages[lang].account.trade.yes : messages[lang].account.trade.no,
]

/** The price list as CSV in the dealer's language (semicolons and decimal commas, as the shop's exports). */
export function priceListCsv(rows: readonly PriceListRow[], lang: Lang): string {
  return csvDocument(
    csvHead(lang),
    rows.map((r) => csvRow(r, lang)),
  )
}

/**
 * The same file written a page of products at a time (a catalogue of any size is never held whole):
 * the header, then each page's rows as it is read.
 */
export async function* priceListCsvParts(
  pages: AsyncIterable<readonly PriceListProduct[]>,
  terms: ReadonlyMap<string, ProductTerms>,
  percentOff: number,
  lang: Lang,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLines([csvHead(lang)])
  for await (const products of pages) {
    const rows = priceListRows(products, terms, percentOff)
    if (rows.length) yield csvLines(rows.map((r) => csvRow(r, lang)))
  }
}

/** The price list as an A4 PDF in the dealer's language. */
export async function priceListPdf(rows: readonly PriceListRow[], dealer: Dealer, lang: Lang): Promise<Buffer> {
  const t = messages[lang].account.trade
  const money = (n: number) => formatPrice(n, LOCALES[lang].invoiceMoney)
  const right = { alignment: 'right' }
  return renderPdf({
    info: { title: t.pdfTitle, author: 'Vetrina' },
    pageOrientation: 'landscape',
    content: [
      { text: t.pdfTitle, fontSize: 16, bold: true, marginBottom: 4 },
      {
        text: t.pdfFor
          .replace('{company}', dealer.company)
          .replace('{vat}', dealer.vatNumber)
          .replace('{date}', formatDate(new Date())),
        marginBottom: 12,
      },
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: ['auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto'],
          body: [
            Object.values(t.columns).map((h, i) => ({ text: h, bold: true, ...(i >= 3 && i <= 5 ? right : {}) })),
            ...rows.map((r) => [
              r.sku,
              r.name,
              setText(lang, r.set),
              { text: money(r.listPrice), ...right },
              { text: money(r.tradePrice), ...right },
              { text: String(r.casePack), ...right },
              r.inStock ? t.yes : t.no,
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
        marginBottom: 12,
      },
      { text: t.pdfNote, fontSize: 8 },
    ],
    footer: (page, pages) => ({ text: `${page} / ${pages}`, alignment: 'center', fontSize: 8, marginTop: 16 }),
  })
}
