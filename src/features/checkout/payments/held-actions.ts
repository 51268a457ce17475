import type { Payload } from 'payload'
import { startRefund } from './refund'
import { auditAction } from '@/features/audit/server'
import { fill, formatPrice } from '@/i18n/config'
import type { Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { fromCents } from '@/lib/money'
import { isAdminUser } from '@/payload/access'
import type { User } from '@/payload-types'
import { acceptHeldPayment } from '@/features/orders/server'
import { heldView } from '@/features/orders/server'
import { claimDecision, releaseDecision } from '@/features/orders/server'
import { refundableCents } from '@/features/orders/server'
import { findOrder } from '@/features/orders/server'
import { withLease } from '@/services/lease'

/**
 * The operator's two answers to a held payment (ADR 0031), behind /api/admin/orders/:id/accept-payment
 * and /refund-held: accept it (sold as any paid order) or refund the whole amount paid through the
 * payment provider. Operator only, audit-logged, refusals in the operator's language.
 */
export type HeldActionResult = { ok: true; message: string } | { ok: false; status: number; error: string }

const refused = (status: number, error: string): HeldActionResult => ({ ok: false, status, error })

export async function acceptHeld(
  payload: Payload,
  operator: User | null,
  lang: Lang,
  id: string,
): Promise<HeldActionResult> {
  const t = messages[lang]
  if (!operator || !isAdminUser(operator)) return refused(403, t.admin.forbidden)
  const order = await findOrder(payload, id)
  if (!order) return refused(404, t.account.orderNotFound)
  const outcome = await acceptHeldPayment(payload, order.id, operator.email)
  if (outcome === 'not-held') return refused(409, t.admin.alreadyDone)
  if (outcome === 'refund-only') return refused(409, t.admin.heldRefundOnly)
  if (outcome === 'refund-asked') return refused(409, t.admin.heldRefundAsked)
  if (outcome === 'pieces-gone') return refused(409, t.admin.heldPiecesGone)
  if (outcome === 'code-gone') return refused(409, t.admin.heldCodeGone)
  const view = heldView(order)
  await auditAction(payload, operator, {
    target: 'orders',
    docId: order.id,
    note: 'accept-payment',
    changes: [
      { field: 'status', before: 'needs-attention', after: 'paid' },
      ...(view ? [{ field: 'heldPayment', before: null, after: fromCents(view.paidCents) }] : []),
    ],
  })
  return { ok: true, message: t.admin.heldAccepted }
}

export async function refundHeld(
  payload: Payload,
  operator: User | null,
  lang: Lang,
  id: string,
): Promise<HeldActionResult> {
  const t = messages[lang]
  if (!operator || !isAdminUser(operator)) return refused(403, t.admin.forbidden)
  const order = await findOrder(payload, id)
  if (!order) return refused(404, t.account.orderNotFound)
  if (!heldView(order)) return refused(409, t.admin.alreadyDone)
  // What is left of the amount paid (all of it, unless part went back already), nothing chosen by the
  // browser; one operator's request at a time per order. The decision is claimed first (one conditional
  // statement, repository-lifecycle.ts): once a refund is asked the order cannot be accepted, and it stays held
  // until the provider's refund event, which gives back what the hold kept (refunds.ts). startRefund
  // asks the provider and records it; a request the provider refused gives the decision back.
  const done = await withLease(payload, `refund-held:${order.id}`, async () => {
    if (!(await claimDecision(payload, order.id, 'refund'))) return null
    const now = await findOrder(payload, order.id)
    const left = now && heldView(now) ? await refundableCents(payload, now) : 0
    let res: Awaited<ReturnType<typeof startRefund>> | null = null
    try {
      res =
        left > 0
          ? await startRefund(payload, operator, lang, String(order.id), { amount: fromCents(left), restock: {} })
          : null
    } finally {
      if (!res?.ok) await releaseDecision(payload, order.id, 'refund')
    }
    return res ? { left, res } : null
  })
  if (!done) return refused(409, t.admin.alreadyDone)
  if (!done.res.ok) return done.res
  await auditAction(payload, operator, {
    target: 'orders',
    docId: order.id,
    note: 'refund-held',
    changes: [{ field: 'refund', before: null, after: fromCents(done.left) }],
  })
  const amount = formatPrice(fromCents(done.left))
  return { ok: true, message: done.res.confirmed ? fill(t.admin.heldRefunded, { amount }) : done.res.message }
}
