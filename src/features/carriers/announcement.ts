import type { Parcel, ShipmentAddress, ShipmentRequest } from './types'

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

/** Grams as Sendcloud's weight: kilograms with three decimals, as a string. */
export const kilograms = (grams: number) => ({ value: (Math.max(1, Math.round(grams)) / 1000).toFixed(3), unit: 'kg' })

const euro = (cents: number) => ({ currency: 'EUR', value: (Math.max(0, cents) / 100).toFixed(2) })

/**
 * The body of POST /shipments/announce (Sendcloud API v3, synchronous): the shop as sender, the order's
 * delivery address, the zone's shipping option, the order number and one entry per parcel with its weight.
 * The label comes back as a PDF (A6 is Sendcloud's label size; A4 is asked for when downloading).
 */
export function announcementBody(r: ShipmentRequest) {
  return {
    from_address: address(r.from),
    to_address: address(r.to),
    ship_with: { type: 'shipping_option_code', properties: { shipping_option_code: r.optionCode } },
    order_number: r.orderNumber,
    // Unique per shipping attempt: Sendcloud answers a second announce with it 409 (ADR 0042, idempotency).
    external_reference_id: r.reference,
    reference: r.orderId,
    total_order_price: euro(r.totalCents),
    label_details: { mime_type: 'application/pdf', dpi: 72 },
    parcels: r.parcels.map((p: Parcel) => ({ weight: kilograms(p.grams) })),
    // A pickup point or locker (ADR 0043): the label is addressed to it; to_address stays the customer's.
    ...(r.servicePointId ? { to_service_point: { id: r.servicePointId } } : {}),
  }
}

/** The carrier's name from a shipping option code ("brt:standard" → "brt"). */
export const carrierOf = (optionCode: string) => optionCode.split(':')[0] || optionCode
