import type { Payload } from 'payload'
import { sendOrderEmails } from '@/features/invoices/emails'
import { invoiceYear } from '@/features/invoices/model'
import { formatInvoiceNumber } from '@/features/invoices/vat'
import { log } from '@/lib/logger'
import { serialize } from '@/lib/mutex'
import type { Order } from '@/payload-types'
import { checkTransition } from './lifecycle'
import { sendNeedsAttentionEmails } from './notices'
import { findOrder, moveOrder } from './repository'
import { orderPieces, releasePieces, reservePieces } from './stock'

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

export type PaymentOutcome = 'paid' | 'already-paid' | 'needs-attention'

/**
 * A confirmed payment. pending → paid, once: gives the invoice number (sequential per year, never
 * reused), empties the customer's account cart, then sends the two e-mails once. The pieces were
 * reserved when the order was made. A payment for an order whose reservation lapsed (expired) takes
 * the pieces again if they are there; if not, the order is held for the operator ('needs-attention')
 * and both sides are told — never oversold.
 */
export async function markOrderPaid(
  payload: Payload,
  orderId: number | string,
  paymentIntentId: string | null,
  sessionId: string,
): Promise<PaymentOutcome> {
  const current = await findOrder(payload, orderId)
  if (!current) return 'already-paid'
  if (current.status === 'expired') {
    const pieces = orderPieces(current)
    if (!(await reservePieces(payload, pieces)).ok) {
      const held = await moveOrder(payload, {
        id: current.id,
        from: 'expired',
        to: 'needs-attention',
        actor: 'payment',
        by: 'payment',
        data: { paymentIntentId, checkoutSessionId: current.checkoutSessionId || sessionId },
      })
      if (!held.ok) return 'already-paid'
      log.error('payment for an expired order whose pieces are gone: held for the operator', { order: current.id })
      await sendNeedsAttentionEmails(payload, held.order).catch((err) =>
        log.error('needs-attention e-mails not queued', { order: current.id, error: (err as Error).message }),
      )
      return 'needs-attention'
    }
    const sold = await pay(payload, current, 'expired', paymentIntentId, sessionId)
    if (!sold) await releasePieces(payload, pieces)
    return sold ? 'paid' : 'already-paid'
  }
  return (await pay(payload, current, current.status, paymentIntentId, sessionId)) ? 'paid' : 'already-paid'
}

async function pay(
  payload: Payload,
  current: Order,
  from: Order['status'],
  paymentIntentId: string | null,
  sessionId: string,
): Promise<boolean> {
  const paid = await serialize('money', async () => {
    // Checked before a number is taken, so that a refused move never leaves a gap in the series.
    if (!checkTransition(from, 'paid', 'payment').ok) return null
    const moved = await moveOrder(payload, {
      id: current.id,
      from,
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
