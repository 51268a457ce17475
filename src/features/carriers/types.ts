/**
 * What a carrier provider does for the shop (ADR 0042): `manual` (the operator types the tracking code and
 * link, the shop's flow since the start) or a carrier platform (Sendcloud, API v3). Pure types: no I/O.
 */

/** The label's paper: A6 for a label printer, A4 for an office printer. */
export type PaperSize = 'A6' | 'A4'
export const PAPER_SIZES: readonly PaperSize[] = ['A6', 'A4']

export type ShipmentAddress = {
  name: string
  company?: string
  line1: string
  postalCode: string
  city: string
  /** ISO 3166-1 alpha-2. */
  countryCode: string
  email?: string
  phone?: string
}

/** One parcel of the shipment: its weight in grams (box and padding included). */
export type Parcel = { grams: number }

export type ShipmentRequest = {
  /** The shop's order id and its number as the customer knows it. */
  orderId: string
  orderNumber: string
  /**
   * Unique per shipping attempt (the order number and the how-many-th shipment: `1042-1`), sent as the
   * provider's idempotency key: a retry after a timeout finds the shipment the first try made.
   */
  reference: string
  from: ShipmentAddress
  to: ShipmentAddress
  parcels: Parcel[]
  /** The zone's shipping option (Sendcloud's shipping_option_code). */
  optionCode: string
  /** The order's total, in cents (the carrier's insurance and customs use it). */
  totalCents: number
  /** The pickup point or locker the parcel goes to (ADR 0043): the carrier's id of it; none: to the address. */
  servicePointId?: string
}

export type Announced = {
  carrier: string
  trackingNumber: string
  trackingUrl: string
  shipmentId: string
  /** The parcel whose label is printed and whose events are tracked. */
  parcelId: string
  /** Every parcel of the shipment (the first is the one above). */
  parcels: AnnouncedParcel[]
}

/** One announced parcel: its id (label, events), its tracking number and link (https only, else ''). */
export type AnnouncedParcel = { parcelId: string; trackingNumber: string; trackingUrl: string }

/** A cancel done at once, or queued by the carrier (done only when a later event confirms it). */
export type CancelOutcome = 'cancelled' | 'queued'

/**
 * Why a call to the carrier failed: the shipment's data (an address, a weight: `detail` is the carrier's
 * reason), the keys, the carrier not answering (timeout, 5xx: try later), a shipment no longer cancellable
 * (picked up), or something the provider does not do (manual has no label).
 */
export type CarrierFailure =
  | { kind: 'invalid'; detail: string }
  | { kind: 'unauthorized' }
  | { kind: 'unavailable' }
  | { kind: 'not-cancellable'; detail: string }
  | { kind: 'unsupported' }

export type CarrierResult<T> = { ok: true; value: T } | { ok: false; error: CarrierFailure }

/** The shop's tracking statuses (shown to the customer in both languages). */
export const TRACKING_STATUSES = [
  'announced',
  'in-transit',
  'out-for-delivery',
  'awaiting-pickup',
  'delivery-failed',
  'delivered',
  'cancelled',
  'cancel-requested',
  'other',
] as const
export type TrackingStatus = (typeof TRACKING_STATUSES)[number]

/** A verified tracking event: which parcel, its new status and when the carrier recorded it (ISO). */
export type TrackingEvent = { parcelId: string; status: TrackingStatus; carrierCode: number; at: string }

export interface CarrierProvider {
  name: 'manual' | 'sendcloud'
  /** Announces the shipment to the carrier: tracking number and link, the ids for its label and a cancel. */
  announce(request: ShipmentRequest): Promise<CarrierResult<Announced>>
  /** The parcel's label as a PDF on the paper asked for. */
  label(parcelId: string, paper: PaperSize): Promise<CarrierResult<Uint8Array>>
  /** Cancels an announced shipment before the carrier picks it up. */
  cancel(shipmentId: string): Promise<CarrierResult<CancelOutcome>>
  /**
   * A tracking webhook's raw body and signature header: the events it carries (none for an event the shop
   * does not track), or null when the signature is missing or wrong.
   */
  verifyWebhook(rawBody: string, signature: string | null): TrackingEvent[] | null
  /**
   * A return label for a withdrawal (ADR 0042, returns): from the customer's address to the shop's. The
   * manual provider offers none ('unsupported'): the withdrawal confirmation says how to send the goods back.
   */
  createReturn(request: ReturnRequest): Promise<CarrierResult<CreatedReturn>>
  /** A return's label as a PDF (fetched from the provider when asked: nothing is kept). */
  returnLabel(labelRef: string): Promise<CarrierResult<Uint8Array>>
  // Next rounds (issue 55): servicePoints(query) for lockers at checkout, returnLabel(order) for withdrawals.
}

/** A withdrawal's return: the parcel goes from the customer (`from`) to the shop (`to`). */
export type ReturnRequest = {
  orderId: string
  orderNumber: string
  from: ShipmentAddress
  to: ShipmentAddress
  /** The whole return as one parcel: its weight in grams. */
  grams: number
  /** The provider's return option (Sendcloud's shipping_option_code). */
  optionCode: string
}

/** A return made by the provider: its id, the reference its label is fetched by, the tracking when known. */
export type CreatedReturn = {
  returnId: string
  /** What `returnLabel` needs (Sendcloud: the return's parcel id). */
  labelRef: string
  trackingNumber: string | null
  trackingUrl: string | null
}
