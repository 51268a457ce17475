import { fill, formatPrice } from '@/i18n/config'
import { LOCALES, type Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { countryName } from '@/lib/geo'
import { renderPdf, type PdfNode } from '@/lib/pdf'
import type { InvoiceModel } from './model'
import { regimeText } from '@/features/tax/server'

/**
 * The order's document (receipt, or the invoice's courtesy copy) as an A4 PDF, attached to the
 * confirmation e-mail: the seller's full identity, the customer, the lines (the table breaks across pages
 * with its header), the totals with the VAT of the order's regime, and what the document is.
 */
export async function invoicePdf(m: InvoiceModel, lang: Lang): Promise<Buffer> {
  const t = messages[lang].invoice
  const regime = regimeText(m.regime, lang)
  const money = (n: number) => formatPrice(n, LOCALES[lang].invoiceMoney)
  const title = m.kind === 'invoice' ? t.title : t.receiptTitle
  const supplier: PdfNode[] = [
    { text: t.supplier, bold: true },
    m.supplier.name,
    m.supplier.address,
    `${t.vatNumber} ${m.supplier.vatNumber}`,
    ...m.supplier.registration[lang],
    m.supplier.email,
  ]
  const c = m.customer
  const customer: PdfNode[] = [
    { text: t.customer, bold: true },
    c.name,
    ...c.lines,
    countryName(c.country, LOCALES[lang].intl),
    ...(c.company ? [`${c.company} · ${t.vatNumber} ${c.vatNumber ?? ''}`] : []),
    ...(c.codiceFiscale ? [`${t.codiceFiscale} ${c.codiceFiscale}`] : []),
    ...(c.sdi ? [`SDI ${c.sdi}`] : []),
    ...(c.pec ? [`PEC ${c.pec}`] : []),
    c.email,
  ]
  const right = { alignment: 'right' }
  return renderPdf({
    info: { title: `${title} ${m.number}`, author: m.supplier.name },
    content: [
      {
        columns: [
          { text: 'VETRINA', fontSize: 22, bold: true, characterSpacing: 4 },
          {
            width: 'auto',
            stack: [{ text: `${title} ${m.number}`, fontSize: 14, bold: true }, `${t.date}: ${m.date}`],
          },
        ],
        marginBottom: 24,
      },
      { columns: [{ stack: supplier }, { stack: customer }], columnGap: 24, marginBottom: 24 },
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: ['*', 'auto', 'auto', 'auto', 'auto'],
          body: [
            [t.description, t.sku, m.net ? t.priceNet : t.price, t.quantity, t.total].map((h, i) => ({
              text: h,
              bold: true,
              ...(i >= 2 ? right : {}),
            })),
            ...m.lines.map((l) => [
              l.description,
              l.sku,
              { text: money(l.price), ...right },
              { text: String(l.quantity), ...right },
              { text: money(l.lineTotal), ...right },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
        marginBottom: 16,
      },
      {
        columns: [
          { text: '' },
          {
            width: 'auto',
            table: {
              body: [
                [t.subtotal, money(m.subtotal)],
                ...(m.discount > 0 ? [[fill(t.discount, { code: m.discountLabel }), `−${money(m.discount)}`]] : []),
                [t.shipping, money(m.shipping)],
                [t.taxable, money(m.taxable)],
                [regime.vat, money(m.vat)],
                [
                  { text: t.totalAmount, bold: true },
                  { text: money(m.total), bold: true },
                ],
              ].map(([label, value]) => [
                label,
                typeof value === 'string' ? { text: value, ...right } : { ...value, ...right },
              ]),
            },
            layout: 'noBorders',
          },
        ],
        marginBottom: 16,
      },
      ...(regime.note ? [{ text: regime.note, fontSize: 8 }] : []),
      { text: m.kind === 'invoice' ? t.courtesyCopy : t.receiptNote, fontSize: 8 },
    ],
    footer: (page, pages) => ({ text: `${page} / ${pages}`, alignment: 'center', fontSize: 8, marginTop: 16 }),
  })
}
