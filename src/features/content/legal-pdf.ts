import { renderPdf } from '@/lib/pdf'
import type { TextBlock } from '@/lib/richtext'

/**
 * A legal text as an A4 PDF (the terms of sale attached to the order confirmation: the durable medium of
 * art. 51(7) Consumer Code). Headings, paragraphs and list items, wrapped and paged by pdfmake.
 */
export function legalPdf(doc: { title: string; subtitle: string; blocks: TextBlock[] }): Promise<Buffer> {
  return renderPdf({
    info: { title: doc.title },
    pageMargins: [56, 56, 56, 56],
    content: [
      { text: doc.title, fontSize: 16, bold: true },
      { text: doc.subtitle, fontSize: 9, marginBottom: 12 },
      ...doc.blocks.map((b) =>
        b.kind === 'heading'
          ? { text: b.text, fontSize: 11.5, bold: true, marginTop: 8, marginBottom: 2 }
          : b.kind === 'item'
            ? { ul: [b.text], marginLeft: 4 }
            : { text: b.text, marginBottom: 4 },
      ),
    ],
    footer: (page, pages) => ({ text: `${page} / ${pages}`, alignment: 'center', fontSize: 8, marginTop: 16 }),
  })
}
