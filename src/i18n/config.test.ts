import { describe, expect, it } from 'vitest'
import { messages } from './messages'
import { fillCount, formatPrice } from './config'

describe('formatPrice', () => {
  const intl = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })
  it('writes EUR exactly as de-DE does, for every shape of amount', () => {
    const amounts = [
      0,
      0.5,
      1,
      9.99,
      12,
      12.345,
      12.355,
      99.995,
      999.99,
      1000,
      1234.5,
      12345.67,
      999999.99,
      1234567.8,
      -5,
      -1234.5,
      -0.001,
      0.004,
      0.1 + 0.2,
    ]
    for (const a of amounts) expect(formatPrice(a), String(a)).toBe(intl.format(a))
    for (let cents = 0; cents < 300000; cents += 997) expect(formatPrice(cents / 100)).toBe(intl.format(cents / 100))
  })
  it('keeps the Italian invoice format (no grouping of four-digit amounts)', () => {
    expect(formatPrice(1234.5, 'it-IT')).toBe(
      new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(1234.5),
    )
  })
})

describe('fillCount', () => {
  it('uses the singular for exactly one and the plural otherwise, in both languages', () => {
    expect(fillCount(messages.it.shop.count, { count: 1 })).toBe('1 prodotto')
    expect(fillCount(messages.it.shop.count, { count: 0 })).toBe('0 prodotti')
    expect(fillCount(messages.en.nav.cartCount, { count: 1 })).toBe('Cart, 1 item')
    expect(fillCount(messages.en.account.totalFor, { count: 3, total: '9,00 €' })).toBe('9,00 € for 3 items')
  })
})
