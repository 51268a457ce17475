import type { Payload } from 'payload'
import crypto from 'node:crypto'
import { fill, formatPrice } from '@/i18n/config'
import type { Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { recordRefund, refundableCents, restockLines, type Restock } from '@/features/orders/server'
import { findOrder } from '@/features/orders/server'
import { auditAction } from '@/features/audit/server'
import { withLease } from '@/services/lease'
import { log } from '@/lib/logger'
import { fromCents, toCents } from '@/lib/money'
import { isAdminUser } from '@/payload/access'
import type { User } from '@/payload-types'
import { paymentProvider } from '@/features/payments/server'
import { handlePaymentEvent, verifyEvent } from './webhook'

export type RefundResult =
  { ok: true; confirmed: boolean; message: string } | { ok: false; status: number; error: string }

/**
 * The operator's refund of an order, in full or in part (`amount` in euros), with the pieces that came
 * back (`restock`: order line → pieces). Asked of the payment provider; recorded when its event confirms
 * it (features/orders/refunds.ts) — at once for the test checkout, through the same handler as Stripe's.
 */
export async function startRefund(
  payload: Payload,
  operator: User | null,
  lang: Lang,
  id: string,
  request: { amount: number; restock: Restock },
): Promise<RefundResult> {
  const a = messages[lang].admin
  if (!operator || !isAdminUser(operator)) return { ok: false, status: 403, error: a.forbidden }
  const order = await findOrder(payload, id)
  if (!order) return { ok: false, status: 404, error: messages[lang].account.orderNotFound }
  const left = await refundableCents(payload, order)
  const transfer = order.payment === 'bank-transfer'
  if (left <= 0 || (!order.paymentIntentId && !transfer)) return { ok: false, status: 409, error: a.alreadyDone }
  const cents = toCents(request.amount)
  if (!Number.isFinite(request.amount) || cents < 1 || cents > left)
    return { ok: false, status: 400, error: fill(a.refundInvalid, { left: formatPrice(fromCents(left)) }) }
  if (!restockLines(order, request.restock)) return { ok: false, status: 400, error: a.restockInvalid }
  // Paid by a dealer's bank transfer: no provider to ask; the operator sent the money back from the bank
  // and records it here — the same confirmed refund (ledger row, credit note, stock, e-mail).
  // One at a time per order (a database lease): two operators' refunds never add up past what was paid.
  if (transfer) {
    const id = `bt-${crypto.randomUUID()}`
    const outcome = await withLease(payload, `refund:${order.id}`, async () => {
      const now = await findOrder(payload, order.id)
      if (!now || cents > (await refundableCents(payload, now))) return 'not-refundable' as const
      return recordRefund(payload, order.id, { id, cents, restock: request.restock }, operator.email)
    })
    if (outcome === 'not-refundable') return { ok: false, status: 409, error: a.alreadyDone }
    log.info('bank-transfer refund recorded', { order: order.id, refund: id, cents, by: operator.email })
    await auditRefund(payload, operator, order.id, cents, request.restock, 'bank-transfer')
    return { ok: true, confirmed: true, message: a.refundDone }
  }
  const provider = paymentProvider()
  let asked: Awaited<ReturnType<typeof provider.refund>>
  try {
    asked = await provider.refund(order, cents, {
      orderId: String(order.id),
      restock: JSON.stringify(request.restock),
      request: crypto.randomUUID(),
      by: operator.email,
    })
  } catch (err) {
    log.warn('refund refused by the payment provider', { order: order.id, error: (err as Error).message })
    return { ok: false, status: 502, error: fill(a.refundFailed, { reason: (err as Error).message.slice(0, 200) }) }
  }
  log.info('refund asked', { order: order.id, refund: asked.id, cents, by: operator.email })
  await auditRefund(payload, operator, order.id, cents, request.restock, asked.id)
  if (!asked.event) return { ok: true, confirmed: false, message: a.refundRequested }
  await handlePaymentEvent(payload, verifyEvent(asked.event.body, asked.event.signature))
  return { ok: true, confirmed: true, message: a.refundDone }
}

const auditRefund = (
  payload: Payload,
  operator: User,
  orderId: number | string,
  cents: number,
  restock: Restock,
  ref: string,
) =>
  auditAction(payload, operator, {
    target: 'orders',
    docId: orderId,
    note: `refund ${ref}`,
    changes: [
      { field: 'refund', before: null, after: fromCents(cents) },
      ...(Object.keys(restock).length ? [{ field: 'restock', before: null, after: restock }] : []),
    ],
  })
