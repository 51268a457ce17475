import { describe, expect, it } from 'vitest'
import { countToWrite, keepLiveStock, withLiveStock } from './stock-edit'

const live = { stock: 7, rows: new Map([['a', 3] as const, ['b', null] as const]) }

describe('countToWrite', () => {
  it('keeps the live count unless a different count was typed', () => {
    expect(countToWrite(10, 10, 7, false)).toBe(7) // the form showed 10, a sale took pieces since
    expect(countToWrite(20, 10, 7, false)).toBe(20) // the operator typed 20
    expect(countToWrite(undefined, 10, 7, false)).toBe(7) // the save does not carry it
    expect(countToWrite(20, 10, 7, true)).toBe(7) // a restored version
    expect(countToWrite(null, null, 5, false)).toBe(5)
    expect(countToWrite(null, undefined, 5, false)).toBe(5)
    expect(countToWrite(4, null, null, false)).toBe(4) // a fragrance starts counting its own
  })
})

describe('keepLiveStock', () => {
  it('rewrites the counts of a stale form, keeps typed ones and new rows', () => {
    const out = keepLiveStock(
      {
        stock: 10,
        stockSeen: 10,
        fragrance: [
          { id: 'a', stock: 4, stockSeen: 4 },
          { id: 'b', stock: 6, stockSeen: null },
          { id: 'new', stock: 2 },
        ],
      },
      { stock: 12 },
      live,
    )
    expect(out).toEqual({
      stock: 7,
      fragrance: [
        { id: 'a', stock: 3 },
        { id: 'b', stock: 6 },
        { id: 'new', stock: 2 },
      ],
    })
  })

  it('without the counts seen (publishing a draft, an API client) compares with the edited document', () => {
    const draft = { stock: 10, fragrance: [{ id: 'a', stock: 4 }] }
    expect(keepLiveStock({ ...draft }, draft, live)).toEqual({ stock: 7, fragrance: [{ id: 'a', stock: 3 }] })
    expect(keepLiveStock({ stock: 15, fragrance: [{ id: 'a', stock: 1 }] }, draft, live)).toEqual({
      stock: 15,
      fragrance: [{ id: 'a', stock: 1 }],
    })
  })

  it('a restored version keeps every live count', () => {
    const out = keepLiveStock({ stock: 50, fragrance: [{ id: 'a', stock: 50 }] }, { stock: 7 }, live, true)
    expect(out).toEqual({ stock: 7, fragrance: [{ id: 'a', stock: 3 }] })
  })
})

describe('withLiveStock', () => {
  it('shows the live counts and remembers them as seen', () => {
    expect(
      withLiveStock(
        {
          stock: 10,
          fragrance: [
            { id: 'a', stock: 4 },
            { id: 'z', stock: 1 },
          ],
        },
        live,
      ),
    ).toEqual({
      stock: 7,
      stockSeen: 7,
      fragrance: [
        { id: 'a', stock: 3, stockSeen: 3 },
        { id: 'z', stock: 1, stockSeen: 1 },
      ],
    })
  })
})
