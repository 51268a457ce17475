/** The part of pdfmake 0.3's server API the shop uses (the package ships no types). */
declare module 'pdfmake' {
  type Font = { normal: string; bold: string; italics: string; bolditalics: string }
  type OutputDocument = { getBuffer(): Promise<Buffer> }
  const pdfmake: {
    setFonts(fonts: Record<string, Font>): void
    setUrlAccessPolicy(allow: (url: string) => boolean): void
    setLocalAccessPolicy(allow: (path: string) => boolean): void
    createPdf(doc: import('@/lib/pdf').PdfDocument): OutputDocument
  }
  export default pdfmake
}
