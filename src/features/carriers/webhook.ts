import type { Payload } from 'payload'
import { log } from '@/lib/logger'
import { deliverByCarrier, recordTrackingStatus } from '@/features/orders/server'
import { sendReviewInvitations } from '@/features/reviews/server'
import { sendcloudProvider } from './sendcloud'
import type { CarrierProvider } from './types'

export type WebhookOutcome = { status: 200 | 401; recorded: number; delivered: number }

/**
 * A carrier's tracking webhook (POST /api/carriers/sendcloud/webhook): the raw body's signature first —
 * a missing or wrong one is 401 and nothing is read. Each event's status is recorded on the order with its
 * parcel only when newer than the stored one (one statement: the same event twice changes nothing); a
 * delivered parcel moves the order shipped → delivered through the life cycle's transition (the customer's
 * e-mail, then the review invitation, as when the operator marks it). Unknown parcels are acknowledged.
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
    const orderId = await recordTrackingStatus(payload, event.parcelId, event.status, event.at)
    if (orderId === null) continue
    recorded++
    if (event.status !== 'delivered') continue
    const moved = await deliverByCarrier(payload, orderId, provider.name)
    if (!moved.ok) continue
    delivered++
    await sendReviewInvitations(payload, [moved.order.id]).catch((err: Error) =>
      log.error('review invitation failed', { order: moved.order.id, error: err.message }),
    )
  }
  return { status: 200, recorded, delivered }
}
