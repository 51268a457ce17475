import { describe, expect, it } from 'vitest'
import { deviceOf, pageTypeOf } from './page-type'

describe('pageTypeOf', () => {
  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['/shop', 'listing'],
    ['/shop/', 'listing'],
    ['/shop?category=vasi&sort=price', 'listing'],
    ['/shop-page/Y2F0ZWdvcnk9VmFzaQ', 'listing'],
    ['/search', 'listing'],
    ['/shop/vaso-onda', 'product'],
    ['/cart', 'checkout'],
    ['/checkout', 'checkout'],
    ['/success', 'checkout'],
    ['/pay/test/cs_123', 'checkout'],
    ['/account', 'account'],
    ['/account-details', 'account'],
    ['/account-security', 'account'],
    ['/account-sessions', 'account'],
    ['/address', 'account'],
    ['/orders', 'account'],
    ['/order/42', 'account'],
    ['/wishlist', 'account'],
    ['/withdraw/42', 'account'],
    ['/about', 'content'],
    ['/faq', 'content'],
    ['/privacy', 'content'],
    ['/return', 'content'],
    ['/candele', 'content'],
    ['/espositori', 'content'],
    ['/contact', 'content'],
    ['/sign-in', 'content'],
    ['/back-in-stock', 'content'],
    ['/no-such-page', 'content'],
    ['/shop/vaso-onda/extra', 'content'],
    ['/shopping', 'content'],
    ['/carts', 'content'],
  ])('%s is %s', (path, type) => {
    expect(pageTypeOf(path)).toBe(type)
  })

  it('reads the route inside a language’s tree as the visitor’s path', () => {
    expect(pageTypeOf('/en')).toBe('home')
    expect(pageTypeOf('/it/')).toBe('home')
    expect(pageTypeOf('/en/shop/vaso-onda')).toBe('product')
    expect(pageTypeOf('/it/shop-page/cGFnZT0y')).toBe('listing')
    expect(pageTypeOf('/en/checkout')).toBe('checkout')
    expect(pageTypeOf('/en/orders')).toBe('account')
  })

  it.each([
    '/cms',
    '/cms/collections/products',
    '/admin/orders',
    '/it/admin/orders/12',
    '/admin',
    '/api/vitals',
    '/perf-reference',
    '/metrics',
    '/_next/static/x.js',
    'shop',
  ])('%s is not measured', (path) => {
    expect(pageTypeOf(path)).toBeNull()
  })
})

describe('deviceOf', () => {
  it('is a phone under 768 CSS pixels, a tablet under 1200, a desktop from 1200', () => {
    expect(deviceOf(320)).toBe('phone')
    expect(deviceOf(767)).toBe('phone')
    expect(deviceOf(768)).toBe('tablet')
    expect(deviceOf(1199)).toBe('tablet')
    expect(deviceOf(1200)).toBe('desktop')
    expect(deviceOf(2560)).toBe('desktop')
  })
})
