import type { Payload } from 'payload'
import type { Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import type { Order, User } from '@/payload-types'
import { isHttpUrl, operatorAction, type OperatorAction } from './lifecycle'
import { findOrder, type MoveResult } from './repository'
import { voidShippedMail } from './mail'
import { auditAction } from '@/features/audit/server'
import { transition } from './transition'
import { cancelOrder } from './cancel'
import { isAdminUser } from '@/payload/access'

export type ActionResult = { ok: true; order: Order } | { ok: false; status: number; error: string }

/** The operator's message for a refused move. */
function refusal(lang: Lang, error: MoveResult & { ok: false }): ActionResult {
  const t = messages[lang]
  const e = error.error
  if (e.kind === 'not-found') return { ok: false, status: 404, error: t.account.orderNotFound }
  const text = e.kind === 'not-yet' ? (e.needs === 'paid' ? t.admin.notPaid : t.admin.notShipped) : t.admin.alreadyDone
  return { ok: false, status: 409, error: text }
}

/** Runs one operator action of the transition table (the caller has checked that `operator` is the operator). */
async function act(
  payload: Payload,
  operator: User,
  lang: Lang,
  id: string,
  action: OperatorAction,
  data: Partial<Order> = {},
): Promise<ActionResult> {
  const { to } = operatorAction(action)
  const before = await findOrder(payload, id)
  const moved = await transition(payload, { id, to, actor: 'operator', by: operator.email, data })
  if (!moved.ok) return refusal(lang, moved)
  await auditAction(payload, operator, {
    target: 'orders',
    docId: moved.order.id,
    note: action,
    changes: [
      { field: 'status', before: before?.status ?? null, after: to },
      ...(data.tracking ? [{ field: 'tracking', before: before?.tracking ?? null, after: data.tracking }] : []),
    ],
  })
  return moved
}

const forbidden = (lang: Lang): ActionResult => ({ ok: false, status: 403, error: messages[lang].admin.forbidden })

/** paid → shipped, with a tracking code and an http(s) link; the customer is e-mailed in the order's language. */
export async function markShipped(
  payload: Payload,
  operator: User | null,
  lang: Lang,
  id: string,
  code: string,
  link: string,
): Promise<ActionResult> {
  const a = messages[lang].admin
  if (!operator || !isAdminUser(operator)) return forbidden(lang)
  if (!code.trim() || !link.trim()) return { ok: false, status: 400, error: a.bothRequired }
  if (!isHttpUrl(link.trim()) || code.length > 100 || link.length > 500)
    return { ok: false, status: 400, error: a.linkInvalid }
  return act(payload, operator, lang, id, 'ship', { tracking: { code: code.trim(), link: link.trim() } })
}

/** shipped → delivered (the operator's action with the review invitation after it: features/operator/deliver.ts). */
export async function markDelivered(payload: Payload, operator: User | null, lang: Lang, id: string) {
  if (!operator || !isAdminUser(operator)) return forbidden(lang)
  return act(payload, operator, lang, id, 'deliver')
}

/** pending → cancelled by the operator (features/orders/cancel.ts). */
export async function markCancelled(payload: Payload, operator: User | null, lang: Lang, id: string) {
  if (!operator || !isAdminUser(operator)) return forbidden(lang)
  const moved = await cancelOrder(payload, { id, actor: 'operator', by: operator.email })
  if (!moved.ok) return refusal(lang, moved)
  await auditAction(payload, operator, {
    target: 'orders',
    docId: moved.order.id,
    note: 'cancel',
    changes: [{ field: 'status', before: 'pending', after: 'cancelled' }],
  })
  return moved
}

/** The carrier's shipment as the order keeps it (features/carriers): every parcel with its tracking. */
export type CarrierShipment = {
  provider: string
  carrier: string
  shipmentId: string
  parcelId: string
  parcels: { parcelId: string; trackingNumber: string; trackingUrl: string }[]
}

/**
 * paid/accepted → shipped by a carrier platform's announcement (features/carriers): the same move, e-mail
 * and audit as the typed tracking, with the carrier's shipment kept for its label, a cancel and its events.
 */
export async function markShippedByCarrier(
  payload: Payload,
  operator: User | null,
  lang: Lang,
  id: string,
  tracking: { code: string; link: string },
  shipment: CarrierShipment,
): Promise<ActionResult> {
  if (!operator || !isAdminUser(operator)) return forbidden(lang)
  return act(payload, operator, lang, id, 'ship', {
    tracking,
    shipment: {
      ...shipment,
      parcels: shipment.parcels.map((p) => ({ ...p, status: 'announced', statusAt: null })),
      status: 'announced',
      statusAt: null,
      cancellation: null,
    },
  })
}

const NO_SHIPMENT = {
  provider: null,
  carrier: null,
  shipmentId: null,
  parcelId: null,
  status: null,
  statusAt: null,
  parcels: [],
  cancellation: null,
}

/**
 * shipped → back to where it was shipped from (paid, or accepted on payment terms) once the carrier has
 * cancelled the shipment before pick-up: tracking and shipment cleared. One claim, as every move. The
 * shipped e-mail not yet sent is voided (a re-ship sends its own, with the new tracking).
 */
export async function unshipOrder(payload: Payload, operator: User | null, lang: Lang, id: string) {
  if (!operator || !isAdminUser(operator)) return forbidden(lang)
  const moved = await unship(payload, id, 'operator', operator.email)
  if (!moved.ok) return moved.error === null ? notFound(lang) : refusal(lang, moved.error)
  await auditAction(payload, operator, {
    target: 'orders',
    docId: moved.order.id,
    note: 'cancel-shipment',
    changes: [
      { field: 'status', before: 'shipped', after: moved.order.status },
      { field: 'tracking', before: moved.before.tracking ?? null, after: null },
    ],
  })
  return { ok: true, order: moved.order } as ActionResult
}

const notFound = (lang: Lang) =>
  ({ ok: false, status: 404, error: messages[lang].account.orderNotFound }) as ActionResult

/** The carrier confirmed a queued cancel (its signed event): the same undo as the operator's, by the system. */
export const unshipByCarrier = (payload: Payload, id: Order['id'], by: string) => unship(payload, id, 'system', by)

async function unship(payload: Payload, id: Order['id'] | string, actor: 'operator' | 'system', by: string) {
  const before = await findOrder(payload, id)
  if (!before) return { ok: false as const, error: null }
  const history = before.history ?? []
  const shippedAt = history.map((h) => h.status).lastIndexOf('shipped')
  const from = history
    .slice(0, shippedAt < 0 ? history.length : shippedAt)
    .map((h) => h.status)
    .findLast((s) => s === 'paid' || s === 'accepted')
  const to = from === 'accepted' ? 'accepted' : 'paid'
  const moved = await transition(payload, {
    id,
    from: 'shipped',
    to,
    actor,
    by,
    data: { tracking: { code: null, link: null }, shipment: NO_SHIPMENT },
  })
  if (!moved.ok) return { ok: false as const, error: moved }
  await voidShippedMail(payload, before.id)
  return { ok: true as const, order: moved.order, before }
}

/** shipped → delivered on the carrier's signed event: the same move and e-mail as the operator's. */
export const deliverByCarrier = (payload: Payload, id: Order['id'], by: string) =>
  transition(payload, { id, from: 'shipped', to: 'delivered', actor: 'system', by })
