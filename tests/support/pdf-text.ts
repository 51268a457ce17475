import { extractText, getDocumentProxy } from 'unpdf'

/** The text of a PDF as a reader's viewer extracts it (PDF.js): what a customer would read in the file. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf))
  const { text } = await extractText(doc, { mergePages: true })
  return text
}

/** The number of pages of a PDF. */
export async function pdfPages(pdf: Buffer | Uint8Array): Promise<number> {
  return (await getDocumentProxy(new Uint8Array(pdf))).numPages
}
