import { describe, expect, it } from 'vitest'
import { beginAccountWrite, RECENT_MS, rereadDelays, SETTLE_MS } from './account-sync'

const memory = () => {
  const m = new Map<string, string>()
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) }
}

describe('re-reading the account after a change sent moments ago', () => {
  it('does nothing when this tab sent nothing, or long ago', () => {
    const store = memory()
    expect(rereadDelays('cart', store, 1_000_000)).toEqual([])
    beginAccountWrite('cart', store, () => 1_000_000)()
    expect(rereadDelays('cart', store, 1_000_000 + RECENT_MS + 1)).toEqual([])
    expect(rereadDelays('wishlist', store, 1_000_001)).toEqual([])
  })

  it('reads once when the change has landed, twice when it may still be on its way', () => {
    const store = memory()
    const done = beginAccountWrite('wishlist', store, () => 5_000)
    expect(rereadDelays('wishlist', store, 5_100)).toEqual([0, SETTLE_MS])
    done()
    expect(rereadDelays('wishlist', store, 5_200)).toEqual([0])
  })

  it('survives broken or missing storage', () => {
    const broken = {
      getItem: () => '{oops',
      setItem: () => {
        throw new Error('full')
      },
    }
    expect(() => beginAccountWrite('cart', broken)()).not.toThrow()
    expect(rereadDelays('cart', broken)).toEqual([])
    expect(rereadDelays('cart', null)).toEqual([])
  })
})
