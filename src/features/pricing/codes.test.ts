import { describe, expect, it } from 'vitest'
import { applyCode, normaliseCode, normaliseEmail, splitCents, type CodeCart, type DiscountCode } from './codes'

const now = new Date('2026-07-10T12:00:00Z')
const code = (over: Partial<DiscountCode> = {}): DiscountCode => ({
  code: 'BENVENUTO10',
  kind: 'percent',
  percent: 10,
  used: 0,
  ...over,
})
const cart: CodeCart = {
  lines: [
    { productId: '1', category: 'Candele', cents: 2590, onSale: false },
    { productId: '2', category: 'Vasi', cents: 4500, onSale: true },
  ],
  subtotalCents: 7090,
}
const apply = (c: DiscountCode | null, usesByCustomer = 0, on: CodeCart = cart) =>
  applyCode(c, on, { now, usesByCustomer })

describe('discount codes', () => {
  it('are typed in any case with stray spaces; guests are counted by their e-mail however typed', () => {
    expect(normaliseCode('  benvenuto 10 ')).toBe('BENVENUTO10')
    expect(normaliseEmail(' Giulia@Example.COM ')).toBe('giulia@example.com')
  })

  it('a percentage off every line, rounded per line, the sum exact', () => {
    expect(apply(code())).toEqual({
      ok: true,
      code: 'BENVENUTO10',
      perLine: [259, 450],
      discountCents: 709,
      freeShipping: false,
    })
  })

  it('a fixed amount split over the lines in proportion, never more than they cost', () => {
    expect(apply(code({ kind: 'amount', amountCents: 1000 }))).toMatchObject({
      perLine: [365, 635],
      discountCents: 1000,
    })
    expect(apply(code({ kind: 'amount', amountCents: 99_999 }))).toMatchObject({ discountCents: 7090 })
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(splitCents(5, [0, 0])).toEqual([0, 0])
  })

  it('free shipping takes nothing off the lines', () => {
    expect(apply(code({ kind: 'free-shipping' }))).toMatchObject({ discountCents: 0, freeShipping: true })
  })

  it('says why it does not apply: unknown, not yet valid, expired, used up, already used by you, below the minimum', () => {
    expect(apply(null)).toEqual({ ok: false, reason: 'unknown' })
    expect(apply(code({ starts: new Date('2026-07-11T00:00:00Z') }))).toEqual({ ok: false, reason: 'not-yet-valid' })
    expect(apply(code({ ends: now }))).toEqual({ ok: false, reason: 'expired' })
    expect(apply(code({ maxUses: 5, used: 5 }))).toEqual({ ok: false, reason: 'used-up' })
    expect(apply(code({ maxUses: 5, used: 4 })).ok).toBe(true)
    expect(apply(code({ maxPerCustomer: 1 }), 1)).toEqual({ ok: false, reason: 'already-used' })
    expect(apply(code({ minSubtotalCents: 7091 }))).toEqual({ ok: false, reason: 'below-minimum' })
    expect(apply(code({ minSubtotalCents: 7090 })).ok).toBe(true)
  })

  it('limited to products or categories, or not on sale prices: only those lines, or refused when none', () => {
    expect(apply(code({ productIds: ['2'] }))).toMatchObject({ perLine: [0, 450] })
    expect(apply(code({ categories: [' candele'] }))).toMatchObject({ perLine: [259, 0] })
    expect(apply(code({ notWithSales: true }))).toMatchObject({ perLine: [259, 0] })
    expect(apply(code({ productIds: ['9'] }))).toEqual({ ok: false, reason: 'not-for-these-products' })
    expect(apply(code({ notWithSales: true, productIds: ['2'] }))).toEqual({
      ok: false,
      reason: 'not-for-these-products',
    })
  })
})
