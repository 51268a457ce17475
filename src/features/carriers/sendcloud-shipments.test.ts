import { describe, expect, it } from 'vitest'
import { announceOnce } from './sendcloud-shipments'
import type { CarrierFailure, ShipmentRequest } from './types'

const address = { name: 'Marta Verdi', line1: 'Via Roma 1', postalCode: '20121', city: 'Milano', countryCode: 'IT' }
const request: ShipmentRequest = {
  orderId: '42',
  orderNumber: 'V-42',
  reference: 'V-42-1',
  from: { ...address, name: 'Vetrina' },
  to: address,
  parcels: [{ grams: 900 }],
  optionCode: 'brt:standard',
  totalCents: 4900,
} as ShipmentRequest

const shipmentOf = (id: string, ref: string | undefined, parcel: number) => ({
  id,
  ...(ref ? { external_reference_id: ref } : {}),
  carrier: { code: 'brt', name: 'BRT' },
  parcels: [{ id: parcel, tracking_number: `3S${parcel}`, tracking_url: null, status: { code: 'READY_TO_SEND' } }],
})

/** A carrier whose lookup answers `listed` whatever the filter, and whose announce makes shipment "new". */
function carrier(listed: unknown[]) {
  const calls: string[] = []
  const call = async (path: string, init?: RequestInit): Promise<Response | CarrierFailure> => {
    calls.push(`${init?.method ?? 'GET'} ${path}`)
    if (path.startsWith('/shipments?')) return Response.json({ data: listed })
    return Response.json({ data: shipmentOf('new', request.reference, 900) }, { status: 201 })
  }
  const failure = async (): Promise<CarrierFailure> => ({ kind: 'unavailable' })
  return { call, failure, calls }
}

describe('announcing once per reference (review2: another order’s shipment taken for this one)', () => {
  it('a lookup that returns other shipments (filter ignored) is not this order’s: a new one is announced', async () => {
    const c = carrier([shipmentOf('someone-else', 'V-7-1', 700), shipmentOf('no-ref', undefined, 701)])
    const made = await announceOnce(c.call, c.failure, request)
    expect(made).toMatchObject({ ok: true, value: { shipmentId: 'new', parcelId: '900' } })
    expect(c.calls).toContain('POST /shipments/announce')
  })

  it('the shipment a timed-out try made with this reference is taken again, without a second announce', async () => {
    const c = carrier([shipmentOf('mine', 'V-42-1', 800)])
    const made = await announceOnce(c.call, c.failure, request)
    expect(made).toMatchObject({ ok: true, value: { shipmentId: 'mine', parcelId: '800' } })
    expect(c.calls).not.toContain('POST /shipments/announce')
  })
})
