import type { Payload } from 'payload'
import { invoiceRequested, invoiceYear, italianDay } from '@/features/invoices/server'
import type { Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { isAdminUser } from '@/payload/access'
import type { Order, User } from '@/payload-types'
import { auditAction } from '@/features/audit/server'
import { markOrderPaid } from './fulfilment'
import type { ActionResult } from './operator'
import { awaitingTransfer, dueOnTerms } from './payment-state'
import { claimTransferDate, findOrder } from './repository'
import { transition } from './transition'

/**
 * A dealer's order on payment terms, once placed (ADR 0026): confirmed at once — pending → accepted,
 * with its invoice number (the goods leave before the money comes) and the confirmation e-mails.
 */
export async function acceptOnTerms(payload: Payload, order: Order): Promise<boolean> {
  const moved = await transition(payload, {
    id: order.id,
    from: 'pending',
    to: 'accepted',
    actor: 'system',
    by: 'system',
    invoiceYear: invoiceRequested(order) ? invoiceYear(new Date()) : undefined,
  })
  return moved.ok
}

/** Whether a typed transfer date is a real day, not after today and not before the order (Italy's days). Pure. */
export function validTransferDate(date: string, orderCreatedAt: string, now = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T12:00:00Z`))) return false
  if (new Date(`${date}T12:00:00Z`).toISOString().slice(0, 10) !== date) return false
  return date <= italianDay(now) && date >= italianDay(orderCreatedAt)
}

/**
 * The operator records a dealer's bank transfer (ADR 0026): the same confirmed payment as a card's
 * webhook (features/orders/fulfilment.ts), by the operator, with the transfer's date — pending → paid
 * (invoice number, e-mails); an expired order takes its pieces again or is held for the operator. An
 * order on payment terms keeps its status (it was sold when placed): the transfer's date is recorded.
 */
export async function recordTransfer(
  payload: Payload,
  operator: User | null,
  lang: Lang,
  id: string,
  date: string,
): Promise<{ ok: true; message: string } | (ActionResult & { ok: false })> {
  const a = messages[lang].admin
  if (!operator || !isAdminUser(operator)) return { ok: false, status: 403, error: a.forbidden }
  const order = await findOrder(payload, id)
  if (!order) return { ok: false, status: 404, error: messages[lang].account.orderNotFound }
  if (order.payment !== 'bank-transfer') return { ok: false, status: 409, error: a.notTransfer }
  if (!awaitingTransfer(order) && !dueOnTerms(order)) return { ok: false, status: 409, error: a.alreadyDone }
  if (!validTransferDate(date, order.createdAt)) return { ok: false, status: 400, error: a.badDate }
  // On terms: the order was sold (and maybe shipped) already; the money is recorded on it, once.
  const transferDate = `${date}T12:00:00.000Z`
  const audit = () =>
    auditAction(payload, operator, {
      target: 'orders',
      docId: order.id,
      note: 'record-transfer',
      changes: [{ field: 'transferDate', before: null, after: date }],
    })
  if (dueOnTerms(order)) {
    if (!(await claimTransferDate(payload, order, transferDate, operator.email)))
      return { ok: false, status: 409, error: a.alreadyDone }
    await audit()
    return { ok: true, message: a.termsRecorded }
  }
  const outcome = await markOrderPaid(payload, order.id, null, order.checkoutSessionId ?? '', {
    by: operator.email,
    data: { transferDate },
  })
  if (outcome === 'already-paid') return { ok: false, status: 409, error: a.alreadyDone }
  await audit()
  return { ok: true, message: outcome === 'paid' ? a.transferRecorded : a.transferHeld }
}
