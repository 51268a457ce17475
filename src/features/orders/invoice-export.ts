import { strToU8, zipSync } from 'fflate'
import type { Payload } from 'payload'
import { countryIso } from '@/lib/geo'
import { fromCents } from '@/lib/money'
import { allPages } from '@/lib/pages'
import { orderOfCreditNote, ordersInvoicedIn } from './repository-reports'
import type { Seller } from '@/lib/seller'
import type { Order } from '@/payload-types'
import { buildCreditNote, buildFatturaPA, type FatturaPA } from '@/features/invoices/server'
import { invoiceDate } from '@/features/invoices/server'
import { storedRegime } from '@/features/tax'
import { registerCsv, type RegisterRow } from '@/features/invoices/server'

/** A period as the export takes it: a month (YYYY-MM) or a whole year (YYYY). */
export const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/
export const YEAR = /^(20\d{2})$/

const customerOf = (o: Order) => {
  const b = o.billingData ?? {}
  return {
    customer: b.azienda || `${b.firstName ?? ''} ${b.lastName ?? ''}`.trim(),
    taxId: b.piva || b.vatId || b.codiceFiscale || '',
    country: countryIso(b.country) ?? 'IT',
  }
}

/**
 * The accountant's export: a zip of a month's — or a whole year's, for the ten years the law keeps them
 * (art. 2220 c.c., art. 39 DPR 633/1972) — e-invoices and credit notes (the FatturaPA files as the
 * operator uploads them to SdI) and the register of those documents as CSV. The same files either way.
 */
export async function invoiceExport(payload: Payload, period: string, seller: Seller) {
  const [, year] = MONTH.exec(period) ?? YEAR.exec(period) ?? []
  if (!year) throw new Error(`not a month or a year: ${period}`)
  const invoiced = await ordersInvoicedIn(payload, year)
  const refunds = await allPages((page) =>
    payload.find({
      collection: 'payment-events',
      where: { and: [{ type: { equals: 'refund' } }, { creditNoteDate: { like: `${period}-` } }] },
      page,
      limit: 200,
      depth: 0,
      overrideAccess: true,
    }),
  )
  const files: Record<string, Uint8Array> = {}
  const rows: RegisterRow[] = []
  const add = (doc: FatturaPA, row: Omit<RegisterRow, 'fileName'>) => {
    files[`fatture/${doc.fileName}`] = strToU8(doc.xml)
    rows.push({ ...row, fileName: doc.fileName })
  }
  for (const order of invoiced) {
    const date = invoiceDate(order)
    if (!date.startsWith(`${period}-`)) continue
    add(buildFatturaPA(order, seller), {
      type: 'TD01',
      number: order.invoiceNumber!,
      date,
      regime: storedRegime(order.vat),
      total: order.totalAmount,
      ...customerOf(order),
    })
  }
  const orders = new Map(invoiced.map((o) => [String(o.id), o]))
  for (const refund of refunds) {
    const id = String(typeof refund.order === 'object' && refund.order ? refund.order.id : refund.order)
    const order = orders.get(id) ?? (await orderOfCreditNote(payload, id))
    if (!order?.invoiceNumber || !refund.creditNote) continue
    const note = { number: refund.creditNote, date: refund.creditNoteDate!, amount: fromCents(refund.amount ?? 0) }
    add(buildCreditNote(order, seller, note), {
      type: 'TD04',
      number: note.number,
      date: note.date,
      refersTo: order.invoiceNumber,
      regime: storedRegime(order.vat),
      total: note.amount,
      ...customerOf(order),
    })
  }
  files[`registro-${period}.csv`] = strToU8(registerCsv(rows))
  return { fileName: `fatture-${period}.zip`, zip: zipSync(files, { level: 6 }), documents: rows.length }
}
