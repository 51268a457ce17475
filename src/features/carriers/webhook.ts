import type { Payload } from 'payload'
import { log } from '@/lib/logger'
import type { Order } from '@/payload-types'
import {
  deliverByCarrier,
  findOrder,
  findOrderByParcel,
  parcelStatuses,
  recordParcelStatus,
  recordTrackingStatus,
  setShipmentState,
  unshipByCarrier,
} from '@/features/orders/server'
import { sendReviewInvitations } from '@/features/reviews/server'
import { sendcloudProvider } from './sendcloud'
import { shipmentSummary } from './summary'
import type { CarrierProvider, TrackingEvent } from './types'

export type WebhookOutcome = { status: 200 | 401; recorded: number; delivered: number }

/**
 * A carrier's tracking webhook (POST /api/carriers/sendcloud/webhook): the raw body's signature first —
 * a missing or wrong one is 401 and nothing is read. Each event's status is recorded on its parcel only
 * when newer than the stored one (one statement: the same event twice changes nothing); the order's
 * summary follows its parcels. Only when every parcel is delivered does the order move shipped → delivered
 * (the customer's e-mail, the review invitation, the withdrawal period's start); when every parcel is
 * cancelled a cancel the carrier had queued is done: the order goes back to be shipped. Unknown parcels
 * are acknowledged.
 */
export async function handleTrackingWebhook(
  payload: Payload,
  rawBody: string,
  signature: string | null,
  provider: CarrierProvider = sendcloudProvider,
): Promise<WebhookOutcome> {
  const events = provider.verifyWebhook(rawBody, signature)
  if (events === null) {
    log.warn('carrier webhook with a bad signature refused', { provider: provider.name })
    return { status: 401, recorded: 0, delivered: 0 }
  }
  let recorded = 0
  let delivered = 0
  for (const event of events) {
    const orderId = await record(payload, event)
    if (orderId === null) continue
    recorded++
    const summary = shipmentSummary(await parcelStatuses(payload, orderId)) ?? event.status
    await setShipmentState(payload, orderId, { status: summary, statusAt: event.at })
    if (summary === 'cancelled') await cancelConfirmed(payload, orderId, provider.name)
    if (summary !== 'delivered') continue
    const moved = await deliverByCarrier(payload, orderId, provider.name)
    if (!moved.ok) continue
    delivered++
    await sendReviewInvitations(payload, [moved.order.id]).catch((err: Error) =>
      log.error('review invitation failed', { order: moved.order.id, error: err.message }),
    )
  }
  return { status: 200, recorded, delivered }
}

/** The event on its parcel's row; an order shipped before parcels had rows keeps its one status on the order. */
async function record(payload: Payload, event: TrackingEvent): Promise<Order['id'] | null> {
  const id = await recordParcelStatus(payload, event.parcelId, event.status, event.at)
  if (id !== null) return id
  const order = await findOrderByParcel(payload, event.parcelId)
  if (!order || (order.shipment?.parcels ?? []).length) return null
  return recordTrackingStatus(payload, event.parcelId, event.status, event.at)
}

/** Every parcel cancelled: a queued cancel is done — a shipped order goes back to be shipped. */
async function cancelConfirmed(payload: Payload, orderId: Order['id'], by: string) {
  const order = await findOrder(payload, orderId)
  if (!order || order.shipment?.cancellation !== 'queued') return
  if (order.status === 'shipped') {
    const undone = await unshipByCarrier(payload, orderId, by)
    if (undone.ok) return
  }
  await setShipmentState(payload, orderId, { cancellation: 'cancelled' })
}
