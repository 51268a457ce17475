import { describe, expect, it } from 'vitest'
import { bandPrice, bandsProblem, defaultRateTable, parcelsFee, zoneOf, zonesProblem } from './rates'

const table = defaultRateTable(5.99, 14.99, ['IT', 'DE', 'FR', 'SE'])
const italy = zoneOf(table, 'IT')!
const eu = zoneOf(table, 'DE')!

describe('rate table', () => {
  it('seeds the spec’s fees for an ordinary parcel (up to 10 kg) and more for heavy ones', () => {
    expect(bandPrice(italy, 650)).toBe(5.99)
    expect(bandPrice(italy, 10000)).toBe(5.99)
    expect(bandPrice(italy, 10001)).toBe(12.99)
    expect(bandPrice(italy, 30000)).toBe(19.99)
    expect(bandPrice(eu, 1500)).toBe(14.99)
    expect(bandPrice(eu, 7000)).toBe(14.99)
    expect(bandPrice(eu, 10001)).toBe(29.99)
    expect(bandPrice(eu, 30000)).toBe(44.99)
    expect(bandPrice(eu, 30001)).toBeNull()
    expect(zoneOf(table, 'SE')).toBe(eu)
    expect(zoneOf(table, 'CH')).toBeUndefined()
  })

  it('sums the parcels’ bands to the cent, or no price when one is beyond the last band', () => {
    const parcels = [
      { box: 'L', weight: 19000, pieces: 4 },
      { box: 'S', weight: 900, pieces: 1 },
    ]
    expect(parcelsFee(eu, parcels)).toBe(44.98) // 29.99 + 14.99
    expect(parcelsFee(italy, [])).toBe(0)
    expect(parcelsFee(italy, [{ box: 'L', weight: 31000, pieces: 9 }])).toBeNull()
  })

  it('accepts rising bands only', () => {
    expect(bandsProblem(italy.bands)).toBeNull()
    expect(bandsProblem([])).toMatch(/Almeno una fascia/)
    expect(
      bandsProblem([
        { upToKg: 2, price: 5 },
        { upToKg: 2, price: 7 },
      ]),
    ).toMatch(/Fascia 2/)
    expect(
      bandsProblem([
        { upToKg: 5, price: 5 },
        { upToKg: 2, price: 7 },
      ]),
    ).toMatch(/Band 2/)
    expect(bandsProblem([{ upToKg: 0, price: 5 }])).toMatch(/Fascia 1/)
    expect(bandsProblem([{ upToKg: 1, price: -1 }])).toMatch(/prezzo/)
    expect(bandsProblem([{ upToKg: 1, price: 1.999 }])).toMatch(/due decimali/)
    expect(bandsProblem([{ upToKg: 1, price: 5.99 }])).toBeNull()
  })

  it('wants every country shipped to in exactly one zone', () => {
    expect(zonesProblem(table, ['IT', 'DE'])).toBeNull()
    expect(zonesProblem([], ['IT'])).toBeNull()
    expect(
      zonesProblem(
        [
          { name: 'A', countries: ['IT'] },
          { name: 'B', countries: ['IT'] },
        ],
        ['IT'],
      ),
    ).toMatch(/IT è in due zone/)
    expect(zonesProblem([{ name: 'A', countries: ['IT'] }], ['IT', 'AT'])).toMatch(/senza zona: AT/)
  })
})
