import { describe, expect, it } from 'vitest'
import { withdrawalWindow, withdrawnLines } from './withdrawal'

const at = (iso: string) => ({ status: 'delivered', by: 'admin', at: iso })
const items = [
  { name: 'Vaso Onda', price: 59, quantity: 2 },
  { name: 'Candela Ambra', price: 24, quantity: 1 },
]

describe('withdrawal window (14 days from delivery; from payment until delivery)', () => {
  it('is open from payment until delivery', () => {
    expect(withdrawalWindow({ status: 'paid', history: [] })).toEqual({ open: true, until: null })
    // A dealer's trade order was bought for a business: no withdrawal right (art. 52 Consumer Code).
    expect(withdrawalWindow({ status: 'paid', history: [], trade: true })).toEqual({ open: false, reason: 'business' })
    expect(withdrawalWindow({ status: 'shipped', history: [] })).toEqual({ open: true, until: null })
  })
  it('closes 14 days after delivery', () => {
    const order = { status: 'delivered' as const, history: [at('2026-11-01T10:00:00.000Z')] }
    expect(withdrawalWindow(order, new Date('2026-11-15T09:59:00.000Z'))).toMatchObject({ open: true })
    expect(withdrawalWindow(order, new Date('2026-11-15T10:01:00.000Z'))).toEqual({ open: false, reason: 'closed' })
  })
  it('is not open for unpaid, cancelled, refunded or already withdrawn orders', () => {
    expect(withdrawalWindow({ status: 'pending', history: [] })).toEqual({ open: false, reason: 'not-paid' })
    expect(withdrawalWindow({ status: 'cancelled', history: [] })).toEqual({ open: false, reason: 'not-paid' })
    expect(withdrawalWindow({ status: 'refunded', history: [] })).toEqual({ open: false, reason: 'not-possible' })
    expect(withdrawalWindow({ status: 'withdrawn', history: [] })).toEqual({
      open: false,
      reason: 'already-withdrawn',
    })
  })
})

describe('withdrawn lines', () => {
  it('keeps the lines with pieces, at most what was bought', () => {
    expect(withdrawnLines({ items }, { '0': 1, '1': 0 })).toEqual([{ index: 0, name: 'Vaso Onda', quantity: 1 }])
    expect(withdrawnLines({ items }, { '0': 3 })).toBeNull()
    expect(withdrawnLines({ items }, { '0': 0, '1': 0 })).toBeNull()
    expect(withdrawnLines({ items }, { '7': 1 })).toBeNull()
    expect(withdrawnLines({ items }, { '0': 1.5 })).toBeNull()
  })
})
