import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pickupCarrier } from './pickup'
import { methodFor, pickupMethodFor, pickupOptionOf } from './settings'

/**
 * Issue 55, pickup review: a zone delivers to pickup points with an option of its own (ADR 0043, review) — the
 * checkout searches that option's carrier, and an order to a point is announced with it; a zone without one,
 * or shipped by hand, offers none.
 */
const KEYS = ['SENDCLOUD_PUBLIC_KEY', 'SENDCLOUD_SECRET_KEY'] as const
beforeEach(() => {
  for (const k of KEYS) vi.stubEnv(k, `${k}-test`)
})
afterEach(() => {
  vi.unstubAllEnvs()
})

const zones = {
  italy: 'brt:standard' as const,
  abroad: 'dhl:standard' as const,
  italyPickup: true,
  abroadPickup: true,
  italyPickupOption: 'inpost_it:locker',
  abroadPickupOption: null,
}

describe('a zone’s pickup option', () => {
  it('is the carrier searched and the option announced; the home option stays the home one', () => {
    expect(pickupCarrier(zones, 'IT')).toBe('inpost_it')
    expect(pickupMethodFor(zones, 'Italy')).toMatchObject({ optionCode: 'inpost_it:locker' })
    expect(methodFor(zones, 'Italy')).toMatchObject({ optionCode: 'brt:standard' })
    expect(pickupOptionOf({ italyPickupOption: '  poste_it:pickup ', abroadPickupOption: '' }, 'Italy')).toBe(
      'poste_it:pickup',
    )
  })

  it('none without a pickup option, without the box, on a manual zone or without the keys', () => {
    expect(pickupCarrier(zones, 'DE')).toBeNull()
    expect(pickupMethodFor(zones, 'Germany')).toBeNull()
    expect(pickupCarrier({ ...zones, italyPickup: false }, 'IT')).toBeNull()
    expect(pickupCarrier({ ...zones, italy: 'manual' as never }, 'IT')).toBeNull()
    expect(pickupMethodFor({ ...zones, italy: 'manual' as never }, 'Italy')).toBeNull()
    for (const k of KEYS) vi.stubEnv(k, undefined)
    expect(pickupCarrier(zones, 'IT')).toBeNull()
  })
})
