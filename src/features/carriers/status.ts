import type { TrackingStatus } from './types'

/**
 * Sendcloud's parcel status ids (its /parcel-statuses list) → the shop's tracking statuses. An id not
 * listed is 'other' (stored, shown as "update from the carrier"), never a wrong promise.
 */
const BY_ID: Record<number, TrackingStatus> = {
  1: 'announced',
  13: 'announced',
  1000: 'announced',
  1001: 'announced',
  3: 'in-transit',
  5: 'in-transit',
  7: 'in-transit',
  22: 'in-transit',
  91: 'in-transit',
  92: 'out-for-delivery',
  11: 'delivered',
  93: 'delivered',
  12: 'awaiting-pickup',
  8: 'delivery-failed',
  80: 'delivery-failed',
  // 1999 is "Cancellation requested" (a cancel Sendcloud queued, not done yet); 2000 "Cancelled".
  1999: 'cancel-requested',
  2000: 'cancelled',
}

export const trackingStatusOf = (sendcloudId: number): TrackingStatus => BY_ID[sendcloudId] ?? 'other'
