import { describe, expect, it } from 'vitest'
import { distanceText, hoursLines, hoursOf, orderPickupPoint, pickupAddress } from './pickup-point'

describe('pickup point texts (ADR 0043)', () => {
  it('groups the days with the same hours and leaves closed days out, in both languages', () => {
    const hours = {
      monday: ['08:30–19:30'],
      tuesday: ['08:30–19:30'],
      wednesday: ['08:30–19:30'],
      thursday: ['08:30–19:30'],
      friday: ['08:30–19:30'],
      saturday: ['09:00–13:00'],
    }
    expect(hoursLines(hours, 'it')).toEqual(['lun–ven 08:30–19:30', 'sab 09:00–13:00'])
    expect(hoursLines(hours, 'en')).toEqual(['Mon–Fri 08:30–19:30', 'Sat 09:00–13:00'])
    expect(hoursLines({ tuesday: ['09:00–12:00', '15:00–19:00'] }, 'en')).toEqual(['Tue 09:00–12:00, 15:00–19:00'])
    expect(hoursLines({}, 'it')).toEqual([])
  })

  it('reads stored hours defensively: only weekdays with text spans', () => {
    expect(hoursOf({ monday: ['09:00–17:00', 3], funday: ['x'], sunday: 'no' })).toEqual({ monday: ['09:00–17:00'] })
    expect(hoursOf(null)).toEqual({})
    expect(hoursOf(['monday'])).toEqual({})
  })

  it('writes the address and the distance', () => {
    expect(pickupAddress({ street: 'Via Solferino 12', postcode: '20121', city: 'Milano' })).toBe(
      'Via Solferino 12, 20121 Milano',
    )
    expect(distanceText(350, 'it')).toBe('350 m')
    expect(distanceText(1400, 'it')).toBe('1,4 km')
    expect(distanceText(1400, 'en')).toBe('1.4 km')
  })

  it('an order without a point goes to its address', () => {
    expect(orderPickupPoint({})).toBeNull()
    expect(orderPickupPoint({ pickupPoint: { pointId: null, name: null } })).toBeNull()
    expect(
      orderPickupPoint({
        pickupPoint: { pointId: '7', name: 'Locker', kind: 'locker', hours: { friday: ['00:00–23:59'] } },
      }),
    ).toMatchObject({ id: '7', name: 'Locker', kind: 'locker', hours: { friday: ['00:00–23:59'] } })
  })
})
