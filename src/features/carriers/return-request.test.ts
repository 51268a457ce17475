import { describe, expect, it } from 'vitest'
import { returnBody, returnCreated, returnLabelDue, returnRead } from './return-request'

const address = (name: string, postalCode: string) => ({
  name,
  line1: 'Via Roma 1',
  postalCode,
  city: 'Milano',
  countryCode: 'IT',
})

describe('the Sendcloud return (API v3 Returns)', () => {
  it('goes from the customer to the shop with the return option, one parcel in kilograms, no carrier e-mails', () => {
    const request = {
      orderId: '42',
      orderNumber: 'V-42',
      from: { ...address('Marta Verdi', '20121'), email: 'marta@example.com' },
      to: address('Vetrina S.r.l.', '31029'),
      grams: 1234.4,
      optionCode: 'poste_it:return',
    }
    const body = returnBody(request)
    expect(body).toEqual({
      from_address: {
        name: 'Marta Verdi',
        address_line_1: 'Via Roma 1',
        postal_code: '20121',
        city: 'Milano',
        country_code: 'IT',
        email: 'marta@example.com',
      },
      to_address: {
        name: 'Vetrina S.r.l.',
        address_line_1: 'Via Roma 1',
        postal_code: '31029',
        city: 'Milano',
        country_code: 'IT',
      },
      ship_with: { type: 'shipping_option_code', shipping_option_code: 'poste_it:return' },
      weight: { value: 1.234, unit: 'kg' },
      collo_count: 1,
      order_number: 'V-42',
      external_reference: 'return-42',
      send_tracking_emails: false,
      delivery_option: 'drop_off_point',
    })
    expect(returnBody({ ...request, grams: 0 }).weight.value).toBe(0.001)
  })

  it('reads the 201 and the return’s tracking, with or without the data envelope', () => {
    expect(returnCreated.parse({ return_id: 12345, parcel_id: 67880, multi_collo_ids: [] })).toEqual({
      return_id: '12345',
      parcel_id: '67880',
    })
    expect(returnCreated.safeParse({ return_id: 1 }).success).toBe(false)
    const tracking = { tracking_number: '3S1', tracking_url: 'https://t.example/3S1' }
    expect(returnRead.parse({ data: tracking })).toEqual(tracking)
    expect(returnRead.parse({ tracking_number: null })).toEqual({ tracking_number: null })
  })
})

describe('which withdrawal gets a return label (review2: a label for goods never shipped)', () => {
  it('only a withdrawn order that was handed to a carrier, once', () => {
    const shipped = { status: 'withdrawn', tracking: { code: '3SBRT0001', link: '' }, returnShipment: {} } as const
    expect(returnLabelDue(shipped)).toBe(true)
    // Withdrawn before shipping (paid → withdrawn), or after the shipment was cancelled: nothing to send back.
    expect(returnLabelDue({ ...shipped, tracking: { code: null, link: null } })).toBe(false)
    expect(returnLabelDue({ ...shipped, tracking: { code: '  ' } })).toBe(false)
    expect(returnLabelDue({ ...shipped, tracking: undefined })).toBe(false)
    expect(returnLabelDue({ ...shipped, returnShipment: { returnId: '55' } })).toBe(false)
    expect(returnLabelDue({ ...shipped, status: 'delivered' })).toBe(false)
    expect(returnLabelDue({ ...shipped, shipment: { cancellation: 'cancelled' } })).toBe(false)
    expect(returnLabelDue({ ...shipped, shipment: { cancellation: 'queued' } })).toBe(true)
  })
})
