import type { Payload } from 'payload'
import type { CarrierPanelData } from '@/features/orders'
import type { Order } from '@/payload-types'
import { carrierOf } from './announcement'
import { carrierSettings, methodFor, pickupMethodFor, providerOf } from './settings'
import { labelParcels } from './ship'

/**
 * What the order page offers for a carrier platform: "Ship with …" in one click (no typed tracking), and
 * for an order with a carrier shipment its parcels' labels (A6, A4) and, while shipped, "Cancel shipment".
 * The orders feature's page declares its shape (CarrierPanelData); this feature fills it.
 */
export type CarrierPanel = CarrierPanelData

const CANCELLATIONS = ['queued', 'cancelled', 'failed'] as const
const cancellationOf = (v: string | null | undefined) => CANCELLATIONS.find((c) => c === v) ?? null

export async function carrierPanel(payload: Payload, order: Order): Promise<CarrierPanel> {
  const settings = await carrierSettings(payload)
  const home = methodFor(settings, order.billingData?.country)
  // An order to a pickup point ships with the zone's pickup option (its carrier is the one named).
  const method = order.pickupPoint?.pointId ? (pickupMethodFor(settings, order.billingData?.country) ?? home) : home
  const shipped = providerOf(order) && order.shipment?.parcelId ? order.shipment : null
  return {
    oneClick:
      method.provider.name !== 'manual' && (order.status === 'paid' || order.status === 'accepted')
        ? { carrier: carrierOf(method.optionCode).toUpperCase() }
        : null,
    shipment: shipped
      ? {
          carrier: (shipped.carrier ?? '').toUpperCase(),
          // A cancel waiting for the carrier's confirmation is not asked for twice.
          cancellable: order.status === 'shipped' && !shipped.cancellation,
          cancellation: cancellationOf(shipped.cancellation),
          parcels: labelParcels(order),
        }
      : null,
  }
}
