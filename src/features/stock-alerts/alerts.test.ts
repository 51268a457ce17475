import { describe, expect, it } from 'vitest'
import { alertsDue, confirmable, signUp } from './alerts'

describe('back-in-stock sign-ups', () => {
  it('a guest confirms by e-mail first; a signed-in customer waits at once', () => {
    expect(signUp(null, false)).toEqual({ status: 'unconfirmed', confirm: true })
    expect(signUp(null, true)).toEqual({ status: 'waiting', confirm: false })
  })

  it('asking again while waiting changes nothing and e-mails nothing', () => {
    expect(signUp('waiting', false)).toEqual({ status: 'waiting', confirm: false })
    expect(signUp('waiting', true)).toEqual({ status: 'waiting', confirm: false })
  })

  it('after the one e-mail, or after unsubscribing, asking again starts a new alert', () => {
    expect(signUp('sent', false)).toEqual({ status: 'unconfirmed', confirm: true })
    expect(signUp('stopped', false)).toEqual({ status: 'unconfirmed', confirm: true })
    expect(signUp('sent', true)).toEqual({ status: 'waiting', confirm: false })
  })

  it('an unconfirmed guest asking again gets the confirmation again (the first may be lost)', () => {
    expect(signUp('unconfirmed', false)).toEqual({ status: 'unconfirmed', confirm: true })
  })

  it('only an unconfirmed alert is moved on by the confirmation link', () => {
    expect(confirmable('unconfirmed')).toBe(true)
    for (const s of ['waiting', 'sent', 'stopped'] as const) expect(confirmable(s)).toBe(false)
  })
})

describe('alerts due', () => {
  const soldOut = {
    instock: true,
    stock: 0,
    fragrance: [
      { name: 'Ambra', stock: 0 },
      { name: 'Fico', stock: 0 },
    ],
  }
  const ambraBack = {
    instock: true,
    stock: 0,
    fragrance: [
      { name: 'Ambra', stock: 4 },
      { name: 'Fico', stock: 0 },
    ],
  }
  const alerts = [
    { id: 1, fragrance: 'Ambra', status: 'waiting' as const },
    { id: 2, fragrance: 'Fico', status: 'waiting' as const },
    { id: 3, fragrance: null, status: 'waiting' as const },
    { id: 4, fragrance: 'Ambra', status: 'unconfirmed' as const },
    { id: 5, fragrance: 'Ambra', status: 'sent' as const },
    { id: 6, fragrance: 'Ambra', status: 'stopped' as const },
  ]

  it('none while nothing can be bought', () => {
    expect(alertsDue(soldOut, alerts)).toEqual([])
  })

  it('the waiting ones for what came back (the fragrance, and the product as a whole), not the others', () => {
    expect(alertsDue(ambraBack, alerts).map((a) => a.id)).toEqual([1, 3])
  })

  it('none while the operator keeps the product off sale, whatever its stock', () => {
    expect(alertsDue({ ...ambraBack, instock: false }, alerts)).toEqual([])
  })
})
