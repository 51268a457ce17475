import type { Payload } from 'payload'
import { fill } from '@/i18n/config'
import type { Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { countryIso } from '@/lib/geo'
import { log } from '@/lib/logger'
import { toCents } from '@/lib/money'
import { isAdminUser } from '@/payload/access'
import type { Order, User } from '@/payload-types'
import {
  type ActionResult,
  findOrder,
  markShipped,
  markShippedByCarrier,
  setShipmentState,
  unshipOrder,
} from '@/features/orders/server'
import { getSeller } from '@/features/seller/server'
import { carrierOf } from './announcement'
import { carrierSettings, methodFor, orderParcels, pickupMethodFor, providerOf } from './settings'
import type { CarrierFailure, PaperSize, ShipmentRequest } from './types'

type Refused = Extract<ActionResult, { ok: false }>

/**
 * The operator's message for a failed call to the carrier (a 4xx: never a 5xx to the browser). The order
 * stays as it was: nothing is stored before the carrier said yes.
 */
export function carrierRefusal(lang: Lang, e: CarrierFailure): Refused {
  const t = messages[lang].carriers
  if (e.kind === 'invalid') return { ok: false, status: 422, error: fill(t.invalid, { reason: e.detail }) }
  if (e.kind === 'unauthorized') return { ok: false, status: 424, error: t.unauthorized }
  if (e.kind === 'not-cancellable')
    return { ok: false, status: 409, error: fill(t.notCancellable, { reason: e.detail }) }
  if (e.kind === 'unsupported') return { ok: false, status: 409, error: t.noShipment }
  return { ok: false, status: 424, error: t.unavailable }
}

const forbidden = (lang: Lang): Refused => ({ ok: false, status: 403, error: messages[lang].admin.forbidden })

async function shipmentRequest(payload: Payload, order: Order, optionCode: string, pieceGrams: number) {
  const seller = await getSeller()
  const b = order.billingData ?? {}
  const request: ShipmentRequest = {
    orderId: String(order.id),
    orderNumber: order.ref || String(order.id),
    // Unique per shipping attempt: the order number and the how-many-th shipment (a re-ship after a cancel).
    reference: `${order.ref || order.id}-${(order.history ?? []).filter((h) => h.status === 'shipped').length + 1}`,
    from: {
      name: seller.name,
      line1: seller.street,
      postalCode: seller.zip,
      city: seller.city,
      countryCode: countryIso(seller.country) ?? (seller.country === 'Italia' ? 'IT' : seller.country),
      email: seller.email,
      phone: seller.phone || undefined,
    },
    to: {
      name: [b.firstName, b.lastName].filter(Boolean).join(' '),
      company: b.azienda || undefined,
      line1: b.address ?? '',
      postalCode: b.zip ?? '',
      city: b.city ?? '',
      countryCode: countryIso(b.country ?? 'Italy') ?? '',
      email: b.email || order.email || undefined,
      phone: b.phone || undefined,
    },
    parcels: await orderParcels(order, pieceGrams),
    optionCode,
    totalCents: toCents(order.totalAmount),
    ...(order.pickupPoint?.pointId ? { servicePointId: order.pickupPoint.pointId } : {}),
  }
  return request
}

/**
 * The operator ships an order (POST /api/admin/orders/:id/ship). Its zone's method decides: manual — the
 * typed tracking code and link, exactly as before — or the carrier platform: the shipment is announced
 * (address, parcels' weights, order number, the zone's option), and only then is the order moved to
 * shipped with the carrier's tracking. A move lost to another request cancels the shipment just made.
 */
export async function shipOrder(
  payload: Payload,
  operator: User | null,
  lang: Lang,
  id: string,
  typed: { code: string; link: string },
): Promise<ActionResult & { carrier?: boolean }> {
  if (!operator || !isAdminUser(operator)) return forbidden(lang)
  const order = await findOrder(payload, id)
  const settings = await carrierSettings(payload)
  const home = order ? methodFor(settings, order.billingData?.country) : null
  if (!order || !home || home.provider.name === 'manual')
    return markShipped(payload, operator, lang, id, typed.code, typed.link)
  // To a pickup point: the zone's pickup option (one that delivers to service points), never the home one.
  const method = order.pickupPoint?.pointId ? pickupMethodFor(settings, order.billingData?.country) : home
  if (!method) return { ok: false, status: 409, error: messages[lang].carriers.noPickupOption }
  // Not shippable now (not paid yet, shipped already): the table's own refusal, before calling anyone.
  if (order.status !== 'paid' && order.status !== 'accepted') {
    const a = messages[lang].admin
    const later = ['shipped', 'delivered', 'withdrawn', 'refunded'].includes(order.status)
    return { ok: false, status: 409, error: later ? a.alreadyDone : a.notPaid }
  }
  // The point was confirmed as the pickup option's carrier's when the order was placed: an option changed to
  // another carrier since cannot deliver there (Sendcloud needs an option that serves the point).
  const pointCarrier = order.pickupPoint?.pointId ? order.pickupPoint.carrier?.trim().toLowerCase() : ''
  if (pointCarrier && pointCarrier !== carrierOf(method.optionCode).toLowerCase())
    return { ok: false, status: 409, error: messages[lang].carriers.pickupCarrierChanged }
  const request = await shipmentRequest(payload, order, method.optionCode, settings.pieceGrams ?? 500)
  const announced = await method.provider.announce(request)
  if (!announced.ok) {
    log.warn('carrier refused a shipment', { order: order.id, kind: announced.error.kind })
    return carrierRefusal(lang, announced.error)
  }
  const a = announced.value
  const moved = await markShippedByCarrier(
    payload,
    operator,
    lang,
    id,
    { code: a.trackingNumber, link: a.trackingUrl },
    {
      provider: method.provider.name,
      carrier: a.carrier,
      shipmentId: a.shipmentId,
      parcelId: a.parcelId,
      parcels: a.parcels,
    },
  )
  if (!moved.ok) {
    const undone = await method.provider.cancel(a.shipmentId)
    log.warn('shipment announced for an order that moved meanwhile', { order: order.id, cancelled: undone.ok })
    return moved
  }
  return { ...moved, carrier: true }
}

/**
 * "Annulla spedizione": cancelled at the carrier first, then the order goes back to be shipped. A cancel
 * the carrier only queues (Sendcloud's 202) leaves the order shipped with its cancel pending (`queued`):
 * the operator is told so, and the carrier's event confirming it undoes the shipment (webhook.ts).
 */
export async function cancelShipment(
  payload: Payload,
  operator: User | null,
  lang: Lang,
  id: string,
): Promise<(ActionResult & { queued?: boolean }) | Refused> {
  if (!operator || !isAdminUser(operator)) return forbidden(lang)
  const order = await findOrder(payload, id)
  if (!order) return { ok: false, status: 404, error: messages[lang].account.orderNotFound } satisfies Refused
  const provider = providerOf(order)
  if (!provider || !order.shipment?.shipmentId || order.status !== 'shipped')
    return carrierRefusal(lang, { kind: 'unsupported' })
  if (order.shipment.cancellation === 'queued')
    return { ok: false, status: 409, error: messages[lang].carriers.cancelPending }
  const cancelled = await provider.cancel(order.shipment.shipmentId)
  if (!cancelled.ok) return carrierRefusal(lang, cancelled.error)
  if (cancelled.value === 'queued') {
    await setShipmentState(payload, order.id, { cancellation: 'queued', status: 'cancel-requested' })
    log.info('carrier queued a cancel', { order: order.id })
    return { ok: true, order, queued: true }
  }
  return unshipOrder(payload, operator, lang, id)
}

/** The parcels of an order's carrier shipment whose labels can be downloaded: every parcel, the first first. */
export const labelParcels = (order: Order): string[] => {
  const ids = (order.shipment?.parcels ?? []).map((p) => p.parcelId).filter((p): p is string => Boolean(p))
  const first = order.shipment?.parcelId
  return first && !ids.includes(first) ? [first, ...ids] : ids
}

/**
 * The label of one parcel of an order's carrier shipment, as a PDF on the paper asked for (operator only):
 * the parcel named (one of the order's: any other id is 404, never fetched), else the first.
 */
export async function shipmentLabel(
  payload: Payload,
  operator: User | null,
  lang: Lang,
  id: string,
  paper: PaperSize,
  parcel?: string | null,
): Promise<{ ok: true; pdf: Uint8Array; name: string } | Refused> {
  if (!operator || !isAdminUser(operator)) return forbidden(lang)
  const order = await findOrder(payload, id)
  if (!order) return { ok: false, status: 404, error: messages[lang].account.orderNotFound }
  const provider = providerOf(order)
  const parcels = labelParcels(order)
  if (!provider || !parcels.length) return carrierRefusal(lang, { kind: 'unsupported' })
  const which = parcel ? parcels.indexOf(parcel) : 0
  if (which < 0) return { ok: false, status: 404, error: messages[lang].carriers.noParcel }
  const label = await provider.label(parcels[which]!, paper)
  if (!label.ok) return carrierRefusal(lang, label.error)
  const part = parcels.length > 1 ? `-${which + 1}` : ''
  return { ok: true, pdf: label.value, name: `etichetta-${order.ref || order.id}${part}-${paper}.pdf` }
}
