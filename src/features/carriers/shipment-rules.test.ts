import { describe, expect, it } from 'vitest'
import { trackingStatusOf } from './status'
import { shipmentSummary } from './summary'
import { safeTrackingUrl } from './tracking-url'

describe('the carrier’s tracking link (review finding 3)', () => {
  it('keeps https links as they are', () => {
    const url = 'https://tracking.eu-central-1-0.sendcloud.sc/forward?carrier=brt&code=3S1&destination=IT'
    expect(safeTrackingUrl(url)).toBe(url)
  })
  it('leaves out javascript:, data:, ftp:, plain http: to the internet, credentials and non-URLs', () => {
    for (const bad of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://tracking.example/3S1',
      'http://tracking.example/3S1',
      'https://user:pass@tracking.example/3S1',
      'tracking.example/3S1',
      '',
      null,
      `https://tracking.example/${'a'.repeat(600)}`,
    ])
      expect(safeTrackingUrl(bad)).toBe('')
  })
  it('accepts http only on loopback (the local fake of the tests)', () => {
    expect(safeTrackingUrl('http://127.0.0.1:4010/track/1')).toBe('http://127.0.0.1:4010/track/1')
  })
})

describe('a shipment’s status from its parcels (review finding 1)', () => {
  it('is delivered only when every parcel is', () => {
    expect(shipmentSummary(['delivered', 'in-transit'])).toBe('in-transit')
    expect(shipmentSummary(['delivered', 'announced'])).toBe('announced')
    expect(shipmentSummary(['delivered', 'delivered'])).toBe('delivered')
    expect(shipmentSummary(['delivered'])).toBe('delivered')
  })
  it('tells a failed delivery or a requested cancel of any parcel first; cancelled only when all are', () => {
    expect(shipmentSummary(['delivered', 'delivery-failed'])).toBe('delivery-failed')
    expect(shipmentSummary(['cancel-requested', 'announced'])).toBe('cancel-requested')
    expect(shipmentSummary(['cancelled', 'announced'])).toBe('announced')
    expect(shipmentSummary(['cancelled', 'cancelled'])).toBe('cancelled')
    expect(shipmentSummary([])).toBeNull()
  })
})

describe('Sendcloud’s parcel status ids (review finding 10)', () => {
  it('1999 is a cancellation requested (not done), 2000 a cancelled parcel', () => {
    expect(trackingStatusOf(1999)).toBe('cancel-requested')
    expect(trackingStatusOf(2000)).toBe('cancelled')
    expect(trackingStatusOf(1000)).toBe('announced')
    expect(trackingStatusOf(11)).toBe('delivered')
  })
})
