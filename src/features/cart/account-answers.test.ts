import { describe, expect, it } from 'vitest'
import { noAnswers, readAnswered, readSent, writeAnswered, writeSent, type AccountAnswers } from './account-answers'

/** A page's account cart as the rule shows it: requests sent and answered in a given order. */
function page() {
  let state: AccountAnswers = noAnswers
  let shown: string | null = null
  let readsAgain = 0
  const reads = new Map<string, ReturnType<typeof readSent>>()
  return {
    read(name: string) {
      reads.set(name, readSent(state))
    },
    write() {
      state = writeSent(state)
    },
    readAnswer(name: string, cart: string) {
      const answer = readAnswered(state, reads.get(name)!)
      state = answer.state
      if (answer.show) shown = cart
      if (answer.readAgain) readsAgain++
    },
    writeAnswer(cart: string | null) {
      const answer = writeAnswered(state)
      state = answer.state
      if (cart !== null) shown = cart
      if (answer.readAgain) readsAgain++
    },
    get shown() {
      return shown
    },
    get readsAgain() {
      return readsAgain
    },
  }
}

describe('the account cart shown', () => {
  it('a read alone is shown', () => {
    const p = page()
    p.read('first')
    p.readAnswer('first', 'two lines')
    expect(p.shown).toBe('two lines')
    expect(p.readsAgain).toBe(0)
  })

  it("a save's answer is shown, and a read sent after it settled is shown too", () => {
    const p = page()
    p.write()
    p.writeAnswer('one line')
    expect(p.shown).toBe('one line')
    p.read('later')
    p.readAnswer('later', 'one line, another tab added a vase')
    expect(p.shown).toBe('one line, another tab added a vase')
    expect(p.readsAgain).toBe(0)
  })

  describe('sign-in: a read sent beside the merge (its answer predates the merge)', () => {
    it('answered after the merge: dropped, the merge shows, and the account is read again', () => {
      const p = page()
      p.read('page')
      p.write() // the merge
      p.writeAnswer('merged: 4')
      p.readAnswer('page', 'before the merge: 2')
      expect(p.shown).toBe('merged: 4')
      expect(p.readsAgain).toBe(1)
    })

    it('answered before the merge: dropped, then the merge shows and the account is read again', () => {
      const p = page()
      p.read('page')
      p.write()
      p.readAnswer('page', 'before the merge: 2')
      expect(p.shown).toBeNull()
      expect(p.readsAgain).toBe(0)
      p.writeAnswer('merged: 4')
      expect(p.shown).toBe('merged: 4')
      expect(p.readsAgain).toBe(1)
    })
  })

  describe("the next page: the unanswered save sent again, the account read beside it (another instance's answer)", () => {
    it('the read answered before the save: dropped, the save shows', () => {
      const p = page()
      p.write() // queued first: counts from then, though it goes out after the read
      p.read('page')
      p.readAnswer('page', 'empty')
      expect(p.shown).toBeNull()
      p.writeAnswer('the vase')
      expect(p.shown).toBe('the vase')
      expect(p.readsAgain).toBe(1)
    })

    it('the read answered after the save: dropped, the save stays shown', () => {
      const p = page()
      p.write()
      p.read('page')
      p.writeAnswer('the vase')
      p.readAnswer('page', 'empty')
      expect(p.shown).toBe('the vase')
      expect(p.readsAgain).toBe(1)
    })

    it('read first, then the save: the same', () => {
      const p = page()
      p.read('page')
      p.write()
      p.writeAnswer('the vase')
      p.readAnswer('page', 'empty')
      expect(p.shown).toBe('the vase')
    })
  })

  it('a read sent while a save is in flight is read again only once every write is answered', () => {
    const p = page()
    p.write()
    p.write() // the second save, queued behind the first
    p.read('other tab changed')
    p.readAnswer('other tab changed', 'stale')
    p.writeAnswer('first save')
    expect(p.readsAgain).toBe(0)
    p.writeAnswer(null) // the second refused: the account as it is is read again
    expect(p.shown).toBe('first save')
    expect(p.readsAgain).toBe(1)
    p.read('again')
    p.readAnswer('again', 'as it is')
    expect(p.shown).toBe('as it is')
    expect(p.readsAgain).toBe(1)
  })

  it('no read dropped: a write answered reads nothing again, a failed one leaves what was shown', () => {
    const p = page()
    p.read('page')
    p.readAnswer('page', 'two lines')
    p.write()
    p.writeAnswer(null)
    expect(p.shown).toBe('two lines')
    expect(p.readsAgain).toBe(0)
  })

  it('a read answered while a write sent after it is in flight: dropped, read again when the write is answered', () => {
    const s = writeSent(noAnswers)
    const ticket = readSent(noAnswers)
    expect(readAnswered(noAnswers, ticket).show).toBe(true)
    const dropped = readAnswered(s, ticket)
    expect(dropped).toEqual({ state: { ...s, dropped: true }, show: false, readAgain: false })
    expect(writeAnswered(dropped.state)).toEqual({ state: { sent: 1, open: 0, dropped: false }, readAgain: true })
  })
})
