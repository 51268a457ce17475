import type { Payload } from 'payload'
import { auditAction } from '@/features/audit/server'
import { fill } from '@/i18n/config'
import type { Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { italianDay } from '@/features/invoices/server'
import { log } from '@/lib/logger'
import { enqueue } from '@/services/outbox'
import { isAdminUser } from '@/payload/access'
import type { User } from '@/payload-types'
import { PAYMENT_REMINDER, sendOrderMails } from './mail'
import type { ActionResult } from './operator'
import { dueOnTerms } from './payment-state'
import { findOrder, markReminded, overdueUnreminded } from './repository'

/**
 * Payment reminders for dealers' orders on payment terms (ADR 0030). A day after an order's due date
 * passed unpaid, its buyer gets one reminder with the transfer details, on the outbox's timer in
 * whichever process scans first: recorded in the outbox under the order's key (once, whatever the
 * processes), then on the order (`paymentRemindedAt`). The operator may send one more a day from the
 * order's page, before the due date too (a courtesy). The e-mail is rendered when it leaves: paid by
 * then, it is not sent.
 */

/** The automatic reminder leaves a day after the due moment: not on the due day itself. */
export const REMINDER_AFTER_MS = 86_400_000

/** Sends the reminders of the orders overdue since yesterday (every process, on the outbox's timer). */
export async function sendPaymentReminders(payload: Payload, now = new Date()): Promise<number> {
  let reminded = 0
  const queued: { id: number | string }[] = []
  for (const id of await overdueUnreminded(payload, new Date(now.getTime() - REMINDER_AFTER_MS))) {
    const { id: row, created } = await enqueue(
      payload,
      { kind: PAYMENT_REMINDER, ref: String(id) },
      `${PAYMENT_REMINDER}:${id}:overdue`,
    )
    const marked = await markReminded(payload, id, now, true)
    if (created) queued.push({ id: row })
    if (marked) {
      reminded += 1
      log.info('payment reminder sent', { order: id })
    }
  }
  await sendOrderMails(payload, queued)
  return reminded
}

/** The operator's "send a reminder" on an order on terms still unpaid: at most one a day (Italy's days). */
export async function remindPayment(
  payload: Payload,
  operator: User | null,
  lang: Lang,
  id: string,
  now = new Date(),
): Promise<{ ok: true; message: string } | (ActionResult & { ok: false })> {
  const a = messages[lang].admin
  if (!operator || !isAdminUser(operator)) return { ok: false, status: 403, error: a.forbidden }
  const order = await findOrder(payload, id)
  if (!order) return { ok: false, status: 404, error: messages[lang].account.orderNotFound }
  if (!dueOnTerms(order)) return { ok: false, status: 409, error: a.reminderNotDue }
  const today = italianDay(now)
  const twice = { ok: false as const, status: 409, error: a.reminderTwice }
  if (order.paymentRemindedAt && italianDay(order.paymentRemindedAt) === today) return twice
  // Of two clicks (or operators) the same day, one records the row.
  const { id: row, created } = await enqueue(
    payload,
    { kind: PAYMENT_REMINDER, ref: String(order.id) },
    `${PAYMENT_REMINDER}:${order.id}:${today}`,
  )
  if (!created) return twice
  await markReminded(payload, order.id, now, false)
  await auditAction(payload, operator, { target: 'orders', docId: order.id, note: 'payment-reminder', changes: [] })
  await sendOrderMails(payload, [{ id: row }])
  return { ok: true, message: fill(a.reminderSent, { email: order.email }) }
}
