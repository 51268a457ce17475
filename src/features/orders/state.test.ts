import { describe, expect, it } from 'vitest'
import { checkTransition, isHttpUrl, tabStatuses } from './state'

describe('order life cycle', () => {
  it('allows only pending → paid (payment) → shipped → delivered (operator)', () => {
    expect(checkTransition('pending', 'paid', 'payment')).toBeNull()
    expect(checkTransition('paid', 'shipped', 'operator')).toBeNull()
    expect(checkTransition('shipped', 'delivered', 'operator')).toBeNull()
  })
  it('refuses transitions out of order or by the wrong actor', () => {
    expect(checkTransition('pending', 'shipped', 'operator')).toBe('not-paid')
    expect(checkTransition('paid', 'delivered', 'operator')).toBe('not-shipped')
    expect(checkTransition('pending', 'delivered', 'operator')).toBe('not-shipped')
    expect(checkTransition('pending', 'paid', 'operator')).toBe('payment-only')
    expect(checkTransition('shipped', 'shipped', 'operator')).toBe('already-done')
    expect(checkTransition('delivered', 'delivered', 'operator')).toBe('already-done')
    expect(checkTransition('delivered', 'shipped', 'operator')).toBe('already-done')
  })
  it('maps tabs to statuses and checks tracking links', () => {
    expect(tabStatuses('unfulfilled')).toEqual(['pending', 'paid'])
    expect(tabStatuses('fulfilled')).toEqual(['shipped'])
    expect(tabStatuses('delivered')).toEqual(['delivered'])
    expect(isHttpUrl('https://track.example/1')).toBe(true)
    expect(isHttpUrl('javascript:alert(1)')).toBe(false)
    expect(isHttpUrl('track me')).toBe(false)
  })
})
