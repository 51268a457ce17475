// The invoices feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { Invoice } from './Invoice'
export { hasDocuments, orderDocument, pdfFileName } from './documents'
export { buildCreditNote, buildFatturaPA, type FatturaPA, NotInvoiceable } from './fatturapa'
export { invoiceHtml } from './html'
export { invoiceDate, invoiceModel, invoiceRequested, invoiceYear, italianDay } from './model'
export { numberDocument } from './numbering'
export { invoicePdf } from './pdf'
export { registerCsv, type RegisterRow } from './register'
