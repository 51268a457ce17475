import type { Payload } from 'payload'
import { sendOrderEmails } from '@/features/invoices/emails'
import { invoiceYear } from '@/features/invoices/model'
import { formatInvoiceNumber } from '@/features/invoices/vat'
import { log } from '@/lib/logger'
import { serialize } from '@/lib/mutex'
import type { Order } from '@/payload-types'
import { checkTransition } from './lifecycle'
import { findOrder, moveOrder } from './repository'

async function nextInvoiceNumber(payload: Payload, year: number): Promise<string> {
  const found = await payload.find({
    collection: 'invoice-counters',
    where: { year: { equals: year } },
    limit: 1,
    overrideAccess: true,
  })
  const counter = found.docs[0]
  const n = (counter?.last ?? 0) + 1
  if (counter)
    await payload.update({ collection: 'invoice-counters', id: counter.id, overrideAccess: true, data: { last: n } })
  else await payload.create({ collection: 'invoice-counters', overrideAccess: true, data: { year, last: n } })
  return formatInvoiceNumber(year, n)
}

const productId = (p: unknown) =>
  typeof p === 'object' && p !== null ? (p as { id: number | string }).id : (p as number | string | null | undefined)

/** Paid orders, and only they, take their quantities from stock; stock never goes below zero. */
async function takeStock(payload: Payload, order: Order) {
  for (const item of order.items ?? []) {
    const id = productId(item.product)
    if (id === null || id === undefined) continue
    const product = await payload.findByID({
      collection: 'products',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!product) continue
    const have = product.stock ?? 0
    if (have < item.quantity)
      log.warn('order paid with more units than in stock', {
        order: order.id,
        product: id,
        have,
        wanted: item.quantity,
      })
    const left = Math.max(0, have - item.quantity)
    await payload.update({
      collection: 'products',
      id,
      overrideAccess: true,
      data: { stock: left, ...(left === 0 ? { instock: false } : {}) },
    })
  }
}

/**
 * pending → paid, once. Gives the invoice number (sequential per year, never reused),
 * takes stock, empties the customer's account cart, then sends the two e-mails once.
 * Returns false when the order was not pending (already paid, or further along).
 */
export async function markOrderPaid(
  payload: Payload,
  orderId: number | string,
  paymentIntentId: string | null,
  sessionId: string,
): Promise<boolean> {
  const paid = await serialize('money', async () => {
    const current = await findOrder(payload, orderId)
    // Checked before a number is taken, so that a refused move never leaves a gap in the series.
    if (!current || !checkTransition(current.status, 'paid', 'payment').ok) return null
    const moved = await moveOrder(payload, {
      id: current.id,
      to: 'paid',
      actor: 'payment',
      by: 'payment',
      data: {
        invoiceNumber: await nextInvoiceNumber(payload, invoiceYear(new Date())),
        paymentIntentId,
        checkoutSessionId: current.checkoutSessionId || sessionId,
      },
    })
    if (!moved.ok) return null
    await takeStock(payload, moved.order)
    const userId = productId(moved.order.user)
    if (userId !== null && userId !== undefined) {
      await payload.update({
        collection: 'carts',
        where: { user: { equals: userId } },
        overrideAccess: true,
        data: { items: [], note: '' },
      })
    }
    return moved.order
  })
  if (!paid) return false
  await sendOrderEmails(payload, paid).catch((err) =>
    log.error('order e-mails not queued', { order: paid.id, error: (err as Error).message }),
  )
  return true
}
