import { describe, expect, it } from 'vitest'
import { announcementBody, carrierOf, kilograms } from './announcement'
import { parcelsOf } from './parcels'
import { trackingStatusOf } from './status'
import type { ShipmentRequest } from './types'

const request: ShipmentRequest = {
  orderId: '42',
  orderNumber: 'V-42',
  reference: 'V-42-1',
  from: { name: 'Vetrina S.r.l.', line1: 'Via Garibaldi 3', postalCode: '31100', city: 'Treviso', countryCode: 'IT' },
  to: {
    name: 'Giulia Rossi',
    line1: 'Via Roma 1',
    postalCode: '20121',
    city: 'Milano',
    countryCode: 'IT',
    email: 'giulia@example.com',
  },
  parcels: [{ grams: 2400 }],
  optionCode: 'brt:standard',
  totalCents: 15990,
}

describe('the announcement (Sendcloud v3 POST /shipments/announce)', () => {
  it('carries the addresses, the zone’s shipping option, the order number, the total and each parcel’s weight', () => {
    expect(announcementBody(request)).toEqual({
      from_address: {
        name: 'Vetrina S.r.l.',
        address_line_1: 'Via Garibaldi 3',
        postal_code: '31100',
        city: 'Treviso',
        country_code: 'IT',
      },
      to_address: {
        name: 'Giulia Rossi',
        address_line_1: 'Via Roma 1',
        postal_code: '20121',
        city: 'Milano',
        country_code: 'IT',
        email: 'giulia@example.com',
      },
      ship_with: { type: 'shipping_option_code', properties: { shipping_option_code: 'brt:standard' } },
      order_number: 'V-42',
      external_reference_id: 'V-42-1',
      reference: '42',
      total_order_price: { currency: 'EUR', value: '159.90' },
      label_details: { mime_type: 'application/pdf', dpi: 72 },
      parcels: [{ weight: { value: '2.400', unit: 'kg' } }],
    })
  })

  it('writes weights in kilograms with three decimals, never zero', () => {
    expect(kilograms(1)).toEqual({ value: '0.001', unit: 'kg' })
    expect(kilograms(0)).toEqual({ value: '0.001', unit: 'kg' })
    expect(kilograms(30000)).toEqual({ value: '30.000', unit: 'kg' })
    expect(kilograms(1234.6)).toEqual({ value: '1.235', unit: 'kg' })
  })

  it('names the carrier from the option code', () => {
    expect(carrierOf('gls_it:standard')).toBe('gls_it')
    expect(carrierOf('sendcloud:letter')).toBe('sendcloud')
  })
})

describe('the parcels from the order’s lines', () => {
  it('adds up each line’s pieces, counting the operator’s piece weight where a product has none', () => {
    expect(parcelsOf([{ quantity: 2, grams: 1200 }], 500)).toEqual([{ grams: 2400 }])
    expect(
      parcelsOf(
        [
          { quantity: 1, grams: 300 },
          { quantity: 3, grams: null },
        ],
        500,
      ),
    ).toEqual([{ grams: 1800 }])
    expect(parcelsOf([], 500)).toEqual([{ grams: 1 }])
  })
})

describe('Sendcloud’s parcel statuses', () => {
  it('maps the ones the customer cares about, and anything else to "other"', () => {
    expect(trackingStatusOf(11)).toBe('delivered')
    expect(trackingStatusOf(93)).toBe('delivered')
    expect(trackingStatusOf(1)).toBe('announced')
    expect(trackingStatusOf(91)).toBe('in-transit')
    expect(trackingStatusOf(92)).toBe('out-for-delivery')
    expect(trackingStatusOf(12)).toBe('awaiting-pickup')
    expect(trackingStatusOf(8)).toBe('delivery-failed')
    expect(trackingStatusOf(2000)).toBe('cancelled')
    expect(trackingStatusOf(123456)).toBe('other')
  })
})
