import type { TrackingStatus } from './types'

/** How far a parcel is on its way (the order's summary is its least advanced parcel). */
const ORDER: TrackingStatus[] = ['announced', 'in-transit', 'out-for-delivery', 'awaiting-pickup', 'delivered']

/**
 * A shipment's status from its parcels' (ADR 0042): delivered only when every parcel is, cancelled only
 * when every parcel is; a cancel requested or a failed delivery of any parcel is told first; otherwise the
 * least advanced parcel's (one parcel delivered and one in transit is "in transit"). No parcels: null.
 */
export function shipmentSummary(statuses: readonly (string | null)[]): TrackingStatus | null {
  if (!statuses.length) return null
  const all = (s: TrackingStatus) => statuses.every((x) => x === s)
  if (all('delivered')) return 'delivered'
  if (all('cancelled')) return 'cancelled'
  if (statuses.includes('cancel-requested')) return 'cancel-requested'
  if (statuses.includes('delivery-failed')) return 'delivery-failed'
  const rank = (s: string | null) => {
    const i = ORDER.indexOf(s as TrackingStatus)
    return i < 0 ? 0 : i
  }
  const least = Math.min(...statuses.filter((s) => s !== 'cancelled').map(rank))
  return ORDER[least === Infinity ? 0 : least]!
}
