import { describe, expect, it } from 'vitest'
import { noteAnswered, rememberWrite, takeAnswered, unansweredWrite } from './account-sync'

const memory = () => {
  const m = new Map<string, string>()
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  }
}

describe('account writes a new page must send again', () => {
  it('keeps the last state sent until its answer arrives', () => {
    const store = memory()
    expect(unansweredWrite('cart', '7', store)).toBeNull()
    const answered = rememberWrite('cart', '7', { lines: [{ id: '1', quantity: 2 }] }, store)
    expect(unansweredWrite('cart', '7', store)).toEqual({ lines: [{ id: '1', quantity: 2 }] })
    expect(unansweredWrite('wishlist', '7', store)).toBeNull()
    answered()
    expect(unansweredWrite('cart', '7', store)).toBeNull()
  })

  it('an older answer does not forget a newer state', () => {
    const store = memory()
    const first = rememberWrite('wishlist', '7', { ids: ['1'] }, store)
    rememberWrite('wishlist', '7', { ids: ['1', '2'] }, store)
    first()
    expect(unansweredWrite('wishlist', '7', store)).toEqual({ ids: ['1', '2'] })
  })

  it('never sends one account’s unanswered change to another signed in on the same tab', () => {
    const store = memory()
    rememberWrite('wishlist', '7', { ids: ['1'] }, store)
    expect(unansweredWrite('wishlist', '8', store)).toBeNull()
    // Dropped: not sent to 8, nor later to 7 (whose next page reads its own account).
    expect(unansweredWrite('wishlist', '7', store)).toBeNull()
  })

  it('survives storage that is full or disabled', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    expect(() => rememberWrite('cart', '7', {}, broken)()).not.toThrow()
    expect(unansweredWrite('cart', '7', broken)).toBeNull()
  })

  it('tells the next page once that an answer came (it then reads the account again)', () => {
    const store = memory()
    expect(takeAnswered('cart', store)).toBe(false)
    rememberWrite('cart', '7', { lines: [] }, store)()
    expect(takeAnswered('wishlist', store)).toBe(false)
    expect(takeAnswered('cart', store)).toBe(true)
    expect(takeAnswered('cart', store)).toBe(false)
    noteAnswered('wishlist', store)
    expect(takeAnswered('wishlist', store)).toBe(true)
  })
})
