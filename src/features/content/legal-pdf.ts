import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib'
import { drawable, wrapText as wrap } from '@/lib/pdf-text'
import type { TextBlock } from '@/lib/richtext'

/**
 * A legal text as an A4 PDF (the terms of sale attached to the order confirmation: the durable medium of
 * art. 51(7) Consumer Code). Headings, paragraphs and list items, wrapped and paged.
 */
export async function legalPdf(doc: { title: string; subtitle: string; blocks: TextBlock[] }): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(drawable(doc.title))
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const ink = rgb(0.17, 0.11, 0.08)
  const [left, top, bottom, width] = [56, 786, 56, 483]
  let page = pdf.addPage([595, 842])
  let y = top
  const line = (text: string, f: PDFFont, size: number, x = left) => {
    if (y < bottom) {
      page = pdf.addPage([595, 842])
      y = top
    }
    page.drawText(text, { x, y, size, font: f, color: ink })
    y -= size * 1.4
  }
  for (const l of wrap(doc.title, bold, 16, width)) line(l, bold, 16)
  for (const l of wrap(doc.subtitle, font, 9, width)) line(l, font, 9)
  y -= 8
  for (const b of doc.blocks) {
    if (b.kind === 'heading') {
      y -= 6
      for (const l of wrap(b.text, bold, 11.5, width)) line(l, bold, 11.5)
    } else if (b.kind === 'item') {
      wrap(b.text, font, 10, width - 14).forEach((l, i) =>
        line(i === 0 ? `•  ${l}` : l, font, 10, i === 0 ? left : left + 14),
      )
    } else {
      for (const l of wrap(b.text, font, 10, width)) line(l, font, 10)
      y -= 4
    }
  }
  return Buffer.from(await pdf.save())
}
