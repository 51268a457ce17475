import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'
import { formatPrice } from '@/features/i18n/config'
import { regimeText } from './regime-text'
import { LOCALES, type Lang } from '@/features/i18n/locales'
import { messages } from '@/features/i18n/messages'
import { countryName } from '@/lib/geo'
import { drawable, wrapText } from '@/lib/pdf-text'
import type { InvoiceModel } from './model'

/** The order's document (receipt, or the invoice's courtesy copy) as an A4 PDF (attached to the confirmation e-mail). */
export async function invoicePdf(m: InvoiceModel, lang: Lang): Promise<Buffer> {
  const t = messages[lang].invoice
  const regime = regimeText(m.regime, lang)
  const money = (n: number) => formatPrice(n, LOCALES[lang].invoiceMoney).replace(/\u00a0/g, ' ')
  const doc = await PDFDocument.create()
  const title = m.kind === 'invoice' ? t.title : t.receiptTitle
  doc.setTitle(`${title} ${m.number}`)
  const page = doc.addPage([595, 842])
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const ink = rgb(0.17, 0.11, 0.08)
  let y = 790
  const text = (s: string, x: number, size = 10, f = font) =>
    page.drawText(drawable(s), { x, y, size, font: f, color: ink })
  text('VETRINA', 50, 22, bold)
  text(`${title} ${m.number}`, 360, 14, bold)
  y -= 20
  text(`${t.date}: ${m.date}`, 360)
  y -= 40
  text(t.supplier, 50, 10, bold)
  text(t.customer, 320, 10, bold)
  const left = [
    m.supplier.name,
    ...wrapText(m.supplier.address, font, 10, 250),
    `${t.vatNumber} ${m.supplier.vatNumber}`,
    ...m.supplier.registration[lang].flatMap((line) => wrapText(line, font, 10, 250)),
  ]
  const right = [
    m.customer.name,
    ...m.customer.lines,
    countryName(m.customer.country, LOCALES[lang].intl),
    ...(m.customer.company ? [m.customer.company, `${t.vatNumber} ${m.customer.vatNumber ?? ''}`] : []),
    ...(m.customer.codiceFiscale ? [`${t.codiceFiscale} ${m.customer.codiceFiscale}`] : []),
  ]
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    y -= 14
    if (left[i]) text(left[i], 50)
    if (right[i]) text(right[i].slice(0, 45), 320)
  }
  y -= 36
  const cols = [50, 290, 370, 450, 495]
  ;[t.description, t.sku, t.price, t.quantity, t.total].forEach((h, i) => text(h, cols[i], 10, bold))
  y -= 6
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5, color: ink })
  for (const l of m.lines) {
    y -= 16
    text(l.description.slice(0, 42), cols[0])
    text(l.sku, cols[1])
    text(money(l.price), cols[2])
    text(String(l.quantity), cols[3])
    text(money(l.lineTotal), cols[4])
  }
  y -= 30
  for (const [label, value, f] of [
    [t.subtotal, money(m.subtotal), font],
    [t.shipping, money(m.shipping), font],
    [t.taxable, money(m.taxable), font],
    [regime.vat, money(m.vat), font],
    [t.totalAmount, money(m.total), bold],
  ] as const) {
    text(label, 330, 10, f)
    text(value, 480, 10, f)
    y -= 16
  }
  y -= 14
  // What the document is: a receipt that is not an invoice, or the courtesy copy of the e-invoice.
  const note = [regime.note, m.kind === 'invoice' ? t.courtesyCopy : t.receiptNote].filter(Boolean).join(' ')
  for (const line of wrapText(note, font, 8, 495)) {
    text(line, 50, 8)
    y -= 11
  }
  return Buffer.from(await doc.save())
}
