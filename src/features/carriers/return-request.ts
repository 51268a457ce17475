import { z } from 'zod'
import type { Order } from '@/payload-types'
import type { ReturnRequest, ShipmentAddress } from './types'

/**
 * Whether a withdrawal gets a return label: only goods handed to a carrier come back, so the order must carry
 * its shipment's tracking, not cancelled at the carrier (a withdrawal before shipping — or after a cancelled
 * shipment — has nothing to send back: no label, no "download your return label"); and one return per order.
 */
export const returnLabelDue = (order: Pick<Order, 'status' | 'tracking' | 'returnShipment' | 'shipment'>): boolean =>
  order.status === 'withdrawn' &&
  !order.returnShipment?.returnId &&
  Boolean(order.tracking?.code?.trim()) &&
  order.shipment?.cancellation !== 'cancelled'

/** Sendcloud v3's address object (AddressWithRequiredFields); empty optional fields left out. */
const address = (a: ShipmentAddress) => ({
  name: a.name,
  ...(a.company ? { company_name: a.company } : {}),
  address_line_1: a.line1,
  postal_code: a.postalCode,
  city: a.city,
  country_code: a.countryCode,
  ...(a.email ? { email: a.email } : {}),
  ...(a.phone ? { phone_number: a.phone } : {}),
})

/**
 * The body of POST /returns/announce-synchronously (Sendcloud API v3, Returns): a standalone return from the
 * customer (`from_address`) to the shop (`to_address`), the return option, one parcel with its weight, the
 * order number; Sendcloud sends no tracking e-mails of its own (the shop tells the customer), and the parcel
 * is dropped off at a carrier's point. Synchronous: the carrier's refusal comes back in the answer (a 422),
 * and a label exists when it answers 201.
 */
export function returnBody(r: ReturnRequest) {
  return {
    from_address: address(r.from),
    to_address: address(r.to),
    ship_with: { type: 'shipping_option_code', shipping_option_code: r.optionCode },
    weight: { value: Number((Math.max(1, Math.round(r.grams)) / 1000).toFixed(3)), unit: 'kg' },
    collo_count: 1,
    order_number: r.orderNumber,
    external_reference: `return-${r.orderId}`,
    send_tracking_emails: false,
    delivery_option: 'drop_off_point',
  }
}

const id = z.union([z.string(), z.number()]).transform(String)

/** Its 201: the return's id and its parcel's (the label is that parcel's document). */
export const returnCreated = z.object({ return_id: id, parcel_id: id })

/** GET /returns/{id}: the tracking, null until the carrier has it (with or without a `data` envelope). */
const returnFields = z.object({
  tracking_number: z.string().nullish(),
  tracking_url: z.string().url().nullish(),
})
export const returnRead = z.union([z.object({ data: returnFields }).transform((r) => r.data), returnFields])
