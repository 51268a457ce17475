import { describe, expect, it } from 'vitest'
import {
  boxesProblem,
  boxProblem,
  MAX_PIECES,
  packParcels,
  sizeOf,
  UNWEIGHED_PIECE_GRAMS,
  type Packaging,
  type ParcelLine,
} from './parcels'

const packaging: Packaging = {
  boxes: [
    { name: 'L', inner: { length: 60, width: 40, height: 40 }, weight: 800, maxWeight: 20000 },
    { name: 'S', inner: { length: 30, width: 20, height: 15 }, weight: 200, maxWeight: 5000 },
  ],
  padding: 50,
  paddingByType: { vaso: 300 },
}
const line = (p: Partial<ParcelLine> = {}): ParcelLine => ({
  key: 'SKU',
  weight: 400,
  size: { length: 10, width: 10, height: 12 },
  quantity: 1,
  ...p,
})

describe('packParcels', () => {
  it('packs one light candle in the smallest box: its weight, the padding and the box', () => {
    expect(packParcels([line()], packaging)).toEqual({
      ok: true,
      parcels: [{ box: 'S', weight: 400 + 50 + 200, pieces: 1 }],
      weight: 650,
      unweighed: [],
    })
  })

  it('pads glass by its type and moves up to the larger box when the small one is full', () => {
    // 8 vases of 10×10×12 cm: 9600 cm³, more than the small box's 9000 cm³.
    const r = packParcels([line({ key: 'VASO', type: 'vaso', quantity: 8 })], packaging)
    expect(r).toEqual({
      ok: true,
      parcels: [{ box: 'L', weight: 8 * 700 + 800, pieces: 8 }],
      weight: 6400,
      unweighed: [],
    })
  })

  it('opens a second parcel when the weight would pass the largest box', () => {
    const r = packParcels([line({ key: 'HEAVY', weight: 4000, quantity: 6 })], packaging)
    if (!r.ok) throw new Error('expected parcels')
    expect(r.parcels.map((p) => p.pieces)).toEqual([4, 2])
    expect(r.parcels.every((p) => p.weight <= 20000)).toBe(true)
    expect(r.weight).toBe(6 * 4050 + 800 + 800)
  })

  it('largest pieces first: a big piece and small ones share a box when they fit', () => {
    const big = line({ key: 'BIG', size: { length: 50, width: 30, height: 30 }, weight: 2000 })
    const small = line({ key: 'SMALL', quantity: 3 })
    const r = packParcels([small, big], packaging)
    if (!r.ok) throw new Error('expected parcels')
    expect(r.parcels).toEqual([{ box: 'L', weight: 2050 + 3 * 450 + 800, pieces: 4 }])
  })

  it('reports a piece larger than every box, and one heavier than every box may hold', () => {
    const long = line({ key: 'LONG', size: { length: 70, width: 5, height: 5 } })
    expect(packParcels([line(), long], packaging)).toMatchObject({ ok: false, reason: 'too-large', key: 'LONG' })
    const anvil = line({ key: 'ANVIL', weight: 25000 })
    expect(packParcels([anvil], packaging)).toMatchObject({ ok: false, reason: 'too-heavy', key: 'ANVIL' })
  })

  it('a missing weight is not the lightest guess: it counts the documented default, and is reported', () => {
    const r = packParcels([line({ key: 'NOWEIGHT', weight: null }), line({ key: 'OK' })], packaging)
    expect(UNWEIGHED_PIECE_GRAMS).toBe(500)
    expect(r).toMatchObject({ ok: true, unweighed: ['NOWEIGHT'], weight: 500 + 50 + 450 + 200 })
  })

  it('never packs a parcel heavier than the limit (a zone’s last band): more parcels instead', () => {
    // Six 4 kg pieces: 20 kg boxes would take four; a 10 kg limit makes parcels of two.
    const r = packParcels([line({ key: 'HEAVY', weight: 4000, quantity: 6 })], packaging, 10000)
    if (!r.ok) throw new Error('expected parcels')
    expect(r.parcels.map((p) => p.pieces)).toEqual([2, 2, 2])
    expect(r.parcels.every((p) => p.weight <= 10000)).toBe(true)
    // A piece the limit cannot take at all is too heavy there (not too large).
    expect(packParcels([line({ key: 'VASE', weight: 9500 })], packaging, 10000)).toMatchObject({
      ok: false,
      reason: 'too-heavy',
      key: 'VASE',
    })
    // A limit below every box's own weight: too heavy, not "no box".
    expect(packParcels([line()], packaging, 150)).toMatchObject({ ok: false, reason: 'too-heavy' })
  })

  it('pads glass once: its category’s padding replaces the default, per piece, and nothing is added per parcel', () => {
    const r = packParcels([line({ key: 'VASO', type: 'vaso', quantity: 2 }), line({ key: 'CANDELA' })], packaging)
    if (!r.ok) throw new Error('expected parcels')
    // Two vases at 400 + 300 g, a candle at 400 + 50 g, one small box: no second padding anywhere.
    expect(r.parcels).toEqual([{ box: 'S', weight: 2 * 700 + 450 + 200, pieces: 3 }])
  })

  it('boxProblem: three sizes above zero, and a maximum weight above the empty box’s', () => {
    const box = { length: 30, width: 20, height: 15, weight: 200, maxWeight: 5000 }
    expect(boxProblem(box)).toBeNull()
    expect(boxProblem({ ...box, height: 0 })).toMatch(/misure interne/)
    expect(boxProblem({ ...box, width: -5 })).toMatch(/misure interne/)
    expect(boxProblem({ ...box, maxWeight: 200 })).toMatch(/peso massimo/)
    expect(boxProblem({ ...box, weight: -1 })).toMatch(/peso della scatola/)
    expect(boxesProblem([box, { ...box, name: 'Piatta', maxWeight: 100 }])).toBe(
      'Scatola 2 (Piatta): il peso massimo deve superare il peso della scatola vuota / Box 2 (Piatta): the maximum weight must exceed the empty box’s',
    )
    expect(boxesProblem([])).toBeNull()
  })

  it('a piece without a size takes no volume; an empty order has no parcels', () => {
    expect(packParcels([line({ size: null, quantity: 30 })], packaging)).toMatchObject({
      ok: true,
      parcels: [{ box: 'L', pieces: 30 }],
    })
    expect(packParcels([], packaging)).toEqual({ ok: true, parcels: [], weight: 0, unweighed: [] })
  })

  it('refuses without boxes, and beyond the piece limit', () => {
    expect(packParcels([line()], { boxes: [], padding: 0 })).toMatchObject({ ok: false, reason: 'too-large' })
    expect(packParcels([line({ size: null, weight: 1, quantity: MAX_PIECES + 1 })], packaging)).toMatchObject({
      ok: false,
      reason: 'too-many',
    })
  })

  it('sizeOf keeps three positive sides only', () => {
    expect(sizeOf(10, 20, 30)).toEqual({ length: 10, width: 20, height: 30 })
    expect(sizeOf(10, null, 30)).toBeNull()
    expect(sizeOf(10, 0, 30)).toBeNull()
  })
})
