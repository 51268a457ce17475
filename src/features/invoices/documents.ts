import type { Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import type { Seller } from '@/lib/seller'
import type { Order } from '@/payload-types'
import { buildFatturaPA } from './fatturapa'
import { invoiceModel, type InvoiceModel } from './model'
import { invoicePdf } from './pdf'

/** Statuses of an order that was sold (paid, or confirmed on a dealer's payment terms): it has its documents. */
const SOLD: readonly Order['status'][] = ['accepted', 'paid', 'shipped', 'delivered', 'withdrawn', 'refunded']
export const hasDocuments = (o: Pick<Order, 'status'>) => SOLD.includes(o.status)

export type OrderDocument = { fileName: string; body: Uint8Array<ArrayBuffer> | string; contentType: string }

/**
 * A sold order's documents for its customer (the dealer area, issue 41): the courtesy copy as PDF — the
 * invoice, or the order summary of a consumer sale without one — in the customer's language, and the
 * e-invoice XML as sent to SdI when there is an invoice. Null when the order has no such document.
 */
export async function orderDocument(
  order: Order,
  seller: Seller,
  lang: Lang,
  format: 'pdf' | 'xml',
): Promise<OrderDocument | null> {
  if (!hasDocuments(order)) return null
  if (format === 'xml') {
    if (!order.invoiceNumber) return null
    const { fileName, xml } = buildFatturaPA(order, seller)
    return { fileName, body: xml, contentType: 'application/xml; charset=utf-8' }
  }
  const m = invoiceModel(order, seller)
  return {
    fileName: pdfFileName(m, lang),
    body: new Uint8Array(await invoicePdf(m, lang)),
    contentType: 'application/pdf',
  }
}

/** The courtesy copy's file name in the customer's language: fattura-2026-0001.pdf, riepilogo-ordine-42.pdf. */
export function pdfFileName(m: Pick<InvoiceModel, 'kind' | 'number'>, lang: Lang): string {
  const t = messages[lang].invoice
  return `${m.kind === 'invoice' ? t.invoiceFile : t.receiptFile}-${m.number.replace(/[/#]/g, '-').replace(/^-/, '')}.pdf`
}
