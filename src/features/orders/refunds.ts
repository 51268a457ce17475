import type { Payload } from 'payload'
import { z } from 'zod'
import { fromCents } from '@/lib/money'
import { log } from '@/lib/logger'
import { enqueue } from '@/services/outbox'
import type { Order, PaymentEvent } from '@/payload-types'
import { numberDocument } from '@/features/invoices/server'
import { invoiceYear, italianDay } from '@/features/invoices/server'
import { orderLines } from '@/features/cart'
import { sendOrderMails } from './mail'
import { historyEntry, REFUNDABLE } from './lifecycle'
import { unpaidOnTerms } from './payment-state'
import { findOrder } from './repository'
import { appendHistory } from './repository-lifecycle'
import { orderPieces, releasePieces, stockUnits, type StockLine } from './stock'
import { heldView, paidCents } from './held'
import { releaseCode } from '@/features/pricing/server'
import { transition } from './transition'

/**
 * Refunds (ADR 0010). The operator asks the payment provider for one (checkout/payments/refund.ts);
 * it happens when the provider's signed event confirms it — Stripe's `refund.created`/`refund.updated`,
 * or the built-in test checkout's equivalent through the same handler. Each confirmed refund is one
 * row of the payment ledger (its id unique, so a repeated event records it once, in any process); the
 * refunded total is read from those rows. A refund that completes the amount paid moves the order to
 * `refunded`; pieces the operator says came back return to stock; the customer gets an e-mail per refund.
 */

/** Pieces back in stock per order line (index → pieces), sent with the refund and carried by its event. */
export const restockSchema = z.record(z.string().regex(/^\d{1,3}$/), z.number().int().min(0).max(99))
export type Restock = z.infer<typeof restockSchema>

/** The refunds confirmed for an order (oldest first), in cents. */
export async function orderRefunds(payload: Payload, orderId: Order['id']) {
  const rows = await payload.find({
    collection: 'payment-events',
    where: { and: [{ order: { equals: orderId } }, { type: { equals: 'refund' } }] },
    sort: 'createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return rows.docs.map((r) => ({
    id: r.eventId.replace(/^refund:/, ''),
    cents: r.amount ?? 0,
    at: r.createdAt,
    creditNote: r.creditNote ? { number: r.creditNote, date: r.creditNoteDate ?? '' } : null,
  }))
}

export const refundedCents = async (payload: Payload, orderId: Order['id']) =>
  (await orderRefunds(payload, orderId)).reduce((s, r) => s + r.cents, 0)

/**
 * What is left to refund, in cents: nothing on an order whose money never came (a dealer's order on
 * payment terms before its transfer is recorded).
 */
export const refundableCents = async (payload: Payload, order: Order) =>
  REFUNDABLE.includes(order.status) && !unpaidOnTerms(order)
    ? paidCents(order) - (await refundedCents(payload, order.id))
    : 0

/** The lines of a restock request (a set of N counts N), at most what each line sold; null when it asks for more. */
export function restockLines(order: Pick<Order, 'items'>, restock: Restock): StockLine[] | null {
  const lines = orderLines(order)
  const picked: StockLine[] = []
  for (const [index, quantity] of Object.entries(restock)) {
    const line = lines[Number(index)]
    if (!line || quantity > line.quantity) return null
    if (quantity > 0) picked.push({ productId: line.productId, quantity, sets: line.sets, fragrance: line.fragrance })
  }
  return picked
}

export type RecordedRefund = 'refunded' | 'partly-refunded' | 'already-recorded' | 'not-refundable'

/** A refund the provider confirmed: recorded once, stock and status updated, the customer e-mailed. */
export async function recordRefund(
  payload: Payload,
  orderId: Order['id'],
  refund: { id: string; cents: number; restock: Restock },
  /** Who confirmed it: the provider's event, or the operator who sent a bank transfer back. */
  by = 'payment',
): Promise<RecordedRefund> {
  const order = await findOrder(payload, orderId)
  if (!order || !REFUNDABLE.includes(order.status)) {
    if (order) log.error('refund confirmed for an order that is not refundable', { order: order.id, refund: refund.id })
    return 'not-refundable'
  }
  // The e-mail is recorded first and waits for the ledger row (features/orders/mail.ts).
  const mail = await enqueue(payload, { kind: 'refunded', ref: String(order.id) }, `refunded:${order.id}:${refund.id}`)
  let row
  try {
    row = await payload.create({
      collection: 'payment-events',
      overrideAccess: true,
      data: { eventId: `refund:${refund.id}`, type: 'refund', order: order.id, amount: refund.cents, by },
    })
  } catch {
    // The unique refund id: another delivery recorded it. If that one stopped before its credit note (a
    // crash between the two writes), this delivery issues it: the numbering keeps a number it finds.
    await issueCreditNote(payload, order, `refund:${refund.id}`)
    return 'already-recorded'
  }
  await issueCreditNote(payload, order, row.id)
  // A held payment (ADR 0031) was never sold: nothing went out to come back; its pieces, if still taken,
  // go back with the full refund below.
  const held = heldView(order)
  const back = held ? null : restockLines(order, refund.restock)
  if (back?.length) await releasePieces(payload, await stockUnits(payload, back))
  const total = await refundedCents(payload, order.id)
  let outcome: RecordedRefund = 'partly-refunded'
  // In full once the refunds reach what was paid (a held payment's own amount, else the total).
  if (total >= paidCents(order)) {
    const moved = await transition(payload, { id: order.id, to: 'refunded', actor: 'payment', by })
    if (moved.ok) outcome = 'refunded'
    if (moved.ok && held?.piecesKept) {
      await releasePieces(payload, await orderPieces(payload, order))
      await releaseCode(payload, order.discountHold)
    }
  } else {
    await appendHistory(payload, order, historyEntry('partial-refund' as never, by))
  }
  log.info('refund recorded', { order: order.id, refund: refund.id, amount: fromCents(refund.cents), outcome })
  await sendOrderMails(payload, [mail])
  return outcome
}

/**
 * A refund of an invoiced order is documented by a credit note (TD04) of the same series, numbered with
 * its date in one transaction on the refund's ledger row (a row that has one keeps it): no gaps, no
 * duplicates, whichever delivery gets there first. `refund` is the row's id, or its event id.
 */
async function issueCreditNote(payload: Payload, order: Order, refund: PaymentEvent['id'] | string) {
  if (!order.invoiceNumber) return
  const id =
    typeof refund === 'string'
      ? (
          await payload.find({
            collection: 'payment-events',
            where: { eventId: { equals: refund } },
            limit: 1,
            depth: 0,
            overrideAccess: true,
          })
        ).docs[0]?.id
      : refund
  if (id === undefined) return
  const now = new Date()
  const note = await numberDocument(payload, invoiceYear(now), {
    table: 'payment_events',
    id,
    column: 'credit_note',
    also: { credit_note_date: italianDay(now) },
  })
  if (note.taken) log.info('credit note issued', { order: order.id, refund: id, creditNote: note.number })
}
