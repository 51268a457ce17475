import { formatDate } from '@/i18n/config'
import { LANGS, LOCALES, type Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { sellerAddressLine, sellerRegistration, type Seller } from '@/lib/seller'
import type { Order } from '@/payload-types'
import { regimeSplit, storedRegime, type VatRegime } from '@/features/tax'
import { discountLabel, lineDescription, orderLines, type OrderLine } from '@/features/cart'

export type InvoiceModel = {
  /**
   * 'invoice': the courtesy copy of the e-invoice (the customer asked for one; numbered in the yearly
   * series). 'receipt': the order receipt of a consumer sale, which is not an invoice and takes no
   * number from that series (online sales to consumers need none unless asked: art. 22 DPR 633/72).
   */
  kind: 'invoice' | 'receipt'
  /** The invoice number, or the order's number (#id) on a receipt. */
  number: string
  date: string
  orderId: string
  supplier: {
    name: string
    address: string
    vatNumber: string
    /** REA, share capital, PEC (art. 2250 c.c.), written in each document's language. */
    registration: Record<Lang, string[]>
    email: string
  }
  customer: {
    name: string
    lines: string[]
    /** As stored (the English name): each document writes it in its own language. */
    country: string
    company?: string
    vatNumber?: string
    codiceFiscale?: string
    sdi?: string
    pec?: string
    email: string
  }
  lines: (OrderLine & { description: string })[]
  subtotal: number
  /** The offers' and the discount code's amount (0 without), and what they were. */
  discount: number
  discountLabel: string
  shipping: number
  total: number
  taxable: number
  vat: number
  vatRate: number
  /** Which VAT the order carries (Italian, the destination's under OSS, none on an intra-EU supply). */
  regime: VatRegime
  /** A dealer's order: line prices, discount and shipping are net of VAT (ADR 0026). */
  net: boolean
}

/**
 * When the invoice was issued: the moment the order was paid, or confirmed on payment terms (not its
 * last change, e.g. shipping).
 */
export function invoiceIssuedAt(order: Pick<Order, 'history' | 'createdAt'>): string {
  return (order.history ?? []).find((h) => h.status === 'paid' || h.status === 'accepted')?.at ?? order.createdAt
}

let isoDay: Intl.DateTimeFormat | undefined
/** The calendar day in Italy as YYYY-MM-DD. */
export function italianDay(at: string | Date): string {
  isoDay ??= new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'Europe/Rome',
  })
  return isoDay.format(new Date(at))
}

/** The year whose sequence a new invoice takes: the calendar year in Italy (not the server's time zone). */
export const invoiceYear = (at: Date): number => Number(italianDay(at).slice(0, 4))

/** The invoice's date as YYYY-MM-DD: the day it was paid, in Italy. */
export const invoiceDate = (order: Pick<Order, 'history' | 'createdAt'>): string => italianDay(invoiceIssuedAt(order))

/** Whether the customer asked for an invoice: a company (name and P.IVA) or a private person (codice fiscale). */
export const invoiceRequested = (order: Pick<Order, 'billingData'>): boolean =>
  Boolean(
    (order.billingData?.azienda && (order.billingData?.piva || order.billingData?.vatId)) ||
    order.billingData?.codiceFiscale,
  )

/** Everything the order's document shows, from a paid order. Pure: used by the success page, the e-mail and the PDF. */
export function invoiceModel(order: Order, seller: Seller): InvoiceModel {
  const b = order.billingData ?? {}
  const regime = storedRegime(order.vat)
  const { taxable, vat } = regimeSplit(order.totalAmount, regime)
  const invoice = Boolean(order.invoiceNumber)
  return {
    kind: invoice ? 'invoice' : 'receipt',
    number: invoice ? order.invoiceNumber! : `#${order.id}`,
    date: formatDate(invoiceIssuedAt(order)),
    orderId: String(order.id),
    supplier: {
      name: seller.name,
      address: sellerAddressLine(seller),
      vatNumber: seller.vatNumber,
      registration: Object.fromEntries(
        LANGS.map((l) => [l, sellerRegistration(seller, messages[l].sellerIdentity, LOCALES[l].intl)]),
      ) as Record<Lang, string[]>,
      email: seller.email,
    },
    customer: {
      name: `${b.firstName ?? ''} ${b.lastName ?? ''}`.trim(),
      lines: [b.address ?? '', `${b.zip ?? ''} ${b.city ?? ''}${b.state ? ` (${b.state})` : ''}`.trim()].filter(
        Boolean,
      ),
      country: b.country ?? '',
      company: b.azienda || undefined,
      vatNumber: b.piva || b.vatId || undefined,
      codiceFiscale: b.codiceFiscale || undefined,
      sdi: b.sdi || undefined,
      pec: b.pec || undefined,
      email: order.email,
    },
    lines: orderLines(order).map((l) => ({ ...l, description: lineDescription(l) })),
    subtotal: order.subtotal,
    discount: order.discount ?? 0,
    discountLabel: discountLabel(order),
    shipping: order.shippingFee,
    total: order.totalAmount,
    taxable,
    vat,
    vatRate: regime.rate,
    regime,
    net: Boolean(order.trade),
  }
}
