import type { Payload } from 'payload'
import { countryIso } from '@/lib/geo'
import { log } from '@/lib/logger'
import { isAdminUser } from '@/payload/access'
import type { Order, User } from '@/payload-types'
import {
  findCustomerOrder,
  findOrder,
  recordReturn,
  withdrawalLinesOf,
  withdrawalTokenFits,
} from '@/features/orders/server'
import { getSeller } from '@/features/seller/server'
import { returnLabelDue } from './return-request'
import { sendcloudConfigured, sendcloudProvider } from './sendcloud'
import { carrierSettings, methodFor, orderParcels } from './settings'
import type { CarrierFailure, CarrierProvider, ReturnRequest, ShipmentAddress } from './types'

/**
 * A withdrawal's return label (issue 55, ADR 0042). When the operator offers them (carrier-settings →
 * returns.offer) and the shop ships with Sendcloud, recording a withdrawal asks the provider for a return
 * from the customer's address to the shop's (the seller details) and stores its id, label reference and
 * tracking on the order. A failure never blocks the withdrawal (a legal right, already recorded): the
 * reason is stored for the operator and the confirmation says the shop sends the label by e-mail.
 */

/** The provider of an order's return (its label is fetched there), or null. */
const returnProviderOf = (order: Order): CarrierProvider | null =>
  order.returnShipment?.provider === 'sendcloud' && sendcloudConfigured() ? sendcloudProvider : null

const failureText = (e: CarrierFailure) => ('detail' in e && e.detail ? `${e.kind}: ${e.detail}` : e.kind)

function customerAddress(order: Order): ShipmentAddress {
  const b = order.billingData ?? {}
  return {
    name: [b.firstName, b.lastName].filter(Boolean).join(' '),
    company: b.azienda || undefined,
    line1: b.address ?? '',
    postalCode: b.zip ?? '',
    city: b.city ?? '',
    countryCode: countryIso(b.country ?? 'Italy') ?? '',
    email: order.withdrawal?.email || b.email || order.email || undefined,
    phone: b.phone || undefined,
  }
}

/** The withdrawn lines only (the withdrawal names them by index), for the return parcel's weight. */
function withdrawnItems(order: Order): Order['items'] {
  const lines = withdrawalLinesOf(order) as { index?: number; quantity: number }[]
  const items = lines
    .map((l) =>
      typeof l.index === 'number' && order.items[l.index] ? { ...order.items[l.index]!, quantity: l.quantity } : null,
    )
    .filter((i): i is Order['items'][number] => i !== null)
  return items.length ? items : order.items
}

/**
 * After a withdrawal's move (orders' `withdraw` calls it before the acknowledgement is rendered): asks for the
 * return label when offered and the goods were shipped (returnLabelDue: nothing went out, nothing comes back).
 * Stores nothing when it is not offered (manual zone, no keys, the setting off) or not due.
 */
export async function requestReturn(payload: Payload, order: Order): Promise<void> {
  if (!returnLabelDue(order)) return
  const settings = await carrierSettings(payload)
  if (!settings.returns?.offer || !sendcloudConfigured()) return
  const zone = methodFor(settings, order.billingData?.country)
  const optionCode = settings.returns.optionCode?.trim() || (zone.provider.name === 'sendcloud' ? zone.optionCode : '')
  if (!optionCode) return
  const provider = sendcloudProvider
  const seller = await getSeller()
  if (!seller.name || !seller.street || !seller.zip || !seller.city) {
    await recordReturn(payload, order.id, { ok: false, provider: provider.name, error: 'no-address' })
    return
  }
  const parcels = await orderParcels({ ...order, items: withdrawnItems(order) }, settings.pieceGrams ?? 500)
  const request: ReturnRequest = {
    orderId: String(order.id),
    orderNumber: order.ref || String(order.id),
    from: customerAddress(order),
    to: {
      name: seller.name,
      line1: seller.street,
      postalCode: seller.zip,
      city: seller.city,
      countryCode: countryIso(seller.country) ?? (seller.country === 'Italia' ? 'IT' : seller.country),
      email: seller.email,
      phone: seller.phone || undefined,
    },
    grams: parcels.reduce((sum, p) => sum + p.grams, 0),
    optionCode,
  }
  const made = await provider.createReturn(request)
  if (!made.ok) {
    log.warn('return label refused', { order: order.id, kind: made.error.kind })
    await recordReturn(payload, order.id, { ok: false, provider: provider.name, error: failureText(made.error) })
    return
  }
  await recordReturn(payload, order.id, { ok: true, provider: provider.name, ...made.value })
}

export type ReturnLabelResult = { ok: true; pdf: Uint8Array; name: string } | { ok: false; status: 404 | 424 }

/**
 * The return label's PDF, fetched from the provider when asked (nothing is kept). Only the order's owner
 * signed in, the guest holding the order's withdrawal token (the withdrawal page's link) and operators may
 * read it; for anyone else — and for an order without a label — 404, as for an order that does not exist.
 */
export async function returnLabel(
  payload: Payload,
  who: { user: User | null; token?: string },
  id: string,
): Promise<ReturnLabelResult> {
  const order = await findOrder(payload, id)
  if (!order) return { ok: false, status: 404 }
  const allowed =
    (who.user && isAdminUser(who.user)) ||
    (who.user && (await findCustomerOrder(payload, who.user, String(order.id)))) ||
    (who.token && (await withdrawalTokenFits(who.token, order)))
  const provider = returnProviderOf(order)
  const ref = order.returnShipment?.labelRef
  if (!allowed || !provider || !ref) return { ok: false, status: 404 }
  const pdf = await provider.returnLabel(ref)
  if (!pdf.ok) {
    log.warn('return label not fetched', { order: order.id, kind: pdf.error.kind })
    return { ok: false, status: 424 }
  }
  return { ok: true, pdf: pdf.value, name: `reso-${order.ref || order.id}.pdf` }
}
