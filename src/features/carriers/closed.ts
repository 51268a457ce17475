import type { Payload } from 'payload'
import { log } from '@/lib/logger'
import type { Order } from '@/payload-types'
import { setShipmentState } from '@/features/orders/server'
import { cancelsShipmentOnMove } from './closed-rules'
import { providerOf } from './settings'

/**
 * A refunded order, or one withdrawn from in full, whose carrier shipment is still live (announced, not
 * delivered, not cancelled) has it cancelled at the carrier (ADR 0042), so the parcel does not leave or is not
 * charged. A partial withdrawal leaves the parcel alone: the pieces the customer keeps must still reach them.
 * The outcome stays on the order for the operator's page: 'cancelled', 'queued' (the carrier confirms it
 * later), or 'failed' (picked up, or the carrier unreachable: the operator cancels it in Sendcloud).
 * Registered on the orders' moves by the composition root.
 */
export async function cancelShipmentOfClosedOrder(payload: Payload, order: Order, to: string): Promise<void> {
  if (!cancelsShipmentOnMove(order, to)) return
  const shipment = order.shipment!
  const provider = providerOf(order)
  if (!provider) {
    await setShipmentState(payload, order.id, { cancellation: 'failed' })
    return
  }
  const cancelled = await provider.cancel(shipment.shipmentId!)
  const cancellation = cancelled.ok ? cancelled.value : 'failed'
  if (!cancelled.ok)
    log.warn('shipment of a closed order not cancelled', { order: order.id, kind: cancelled.error.kind })
  await setShipmentState(payload, order.id, {
    cancellation,
    ...(cancellation === 'cancelled' ? { status: 'cancelled' } : {}),
    ...(cancellation === 'queued' ? { status: 'cancel-requested' } : {}),
  })
}
