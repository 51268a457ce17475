import type { Payload } from 'payload'
import type { Order } from '@/payload-types'
import { carrierOf } from './announcement'
import { carrierSettings, methodFor, pickupMethodFor, providerOf } from './settings'
import { labelParcels } from './ship'

/** What the operator's order page offers for the carrier (plain data for the client component). */
export type CarrierPanel = {
  /** The zone ships with a carrier platform: "Ship with …" is one click (no typed tracking). */
  oneClick: { carrier: string } | null
  /** The order has a carrier shipment: its label (A6, A4) and, while shipped, "Cancel shipment". */
  shipment: {
    carrier: string
    cancellable: boolean
    cancellation: 'queued' | 'cancelled' | 'failed' | null
    /** Every parcel's id, the first first: each has its label. */
    parcels: string[]
  } | null
}

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
