import type { Payload } from 'payload'
import { italianDay } from '@/features/invoices/model'
import type { Lang } from '@/features/i18n/locales'
import { messages } from '@/features/i18n/messages'
import { isAdminUser } from '@/payload/access'
import type { User } from '@/payload-types'
import { markOrderPaid } from './fulfilment'
import type { ActionResult } from './operator'
import { findOrder } from './repository'

/** Whether a typed transfer date is a real day, not after today and not before the order (Italy's days). Pure. */
export function validTransferDate(date: string, orderCreatedAt: string, now = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T12:00:00Z`))) return false
  if (new Date(`${date}T12:00:00Z`).toISOString().slice(0, 10) !== date) return false
  return date <= italianDay(now) && date >= italianDay(orderCreatedAt)
}

/**
 * The operator records a dealer's bank transfer (ADR 0026): the same confirmed payment as a card's
 * webhook (features/orders/fulfilment.ts), by the operator, with the transfer's date — pending → paid
 * (invoice number, e-mails); an expired order takes its pieces again or is held for the operator.
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
  if (!['pending', 'expired', 'cancelled'].includes(order.status))
    return { ok: false, status: 409, error: a.alreadyDone }
  if (!validTransferDate(date, order.createdAt)) return { ok: false, status: 400, error: a.badDate }
  const outcome = await markOrderPaid(payload, order.id, null, order.checkoutSessionId ?? '', {
    by: operator.email,
    data: { transferDate: `${date}T12:00:00.000Z` },
  })
  if (outcome === 'already-paid') return { ok: false, status: 409, error: a.alreadyDone }
  return { ok: true, message: outcome === 'paid' ? a.transferRecorded : a.transferHeld }
}
