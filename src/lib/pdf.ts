import { createRequire } from 'node:module'
import path from 'node:path'
import pdfmake from 'pdfmake'

/**
 * PDFs of the shop (the order's document, the terms of sale) laid out by pdfmake: text wraps, tables
 * break across pages with their header repeated, and Roboto (Latin, Greek, Cyrillic, Vietnamese) prints
 * customers' names as written. Documents are declared, not drawn by coordinates.
 */
export type PdfNode = string | PdfBlock | PdfNode[]
export type PdfBlock = { [key: string]: unknown }
export type PdfDocument = {
  info?: { title?: string; author?: string; subject?: string }
  pageSize?: string
  pageOrientation?: 'portrait' | 'landscape'
  pageMargins?: [number, number, number, number]
  content: PdfNode[]
  styles?: Record<string, PdfBlock>
  defaultStyle?: PdfBlock
  footer?: (page: number, pages: number) => PdfNode
}

let ready = false
function setUp() {
  if (ready) return
  const fonts = path.join(
    path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve('pdfmake/package.json')),
    'fonts',
    'Roboto',
  )
  const file = (name: string) => path.join(fonts, name)
  pdfmake.setFonts({
    Roboto: {
      normal: file('Roboto-Regular.ttf'),
      bold: file('Roboto-Medium.ttf'),
      italics: file('Roboto-Italic.ttf'),
      bolditalics: file('Roboto-MediumItalic.ttf'),
    },
  })
  // Documents carry text only: no download from a URL, no file read but the fonts.
  pdfmake.setUrlAccessPolicy(() => false)
  pdfmake.setLocalAccessPolicy((p) => path.resolve(p).startsWith(fonts))
  ready = true
}

const INK = '#2b1d14'

export async function renderPdf(doc: PdfDocument): Promise<Buffer> {
  setUp()
  return pdfmake
    .createPdf({
      pageSize: 'A4',
      pageMargins: [48, 48, 48, 56],
      defaultStyle: { font: 'Roboto', fontSize: 10, color: INK, lineHeight: 1.2 },
      ...doc,
    })
    .getBuffer()
}
