import { describe, expect, it } from 'vitest'
import { guardRequest } from './request-guard'

const SITE = 'https://shop.example'
const SITES = [SITE]
const req = (method: string, path: string, headers: Record<string, string>) => ({
  method,
  path,
  headers: new Headers(headers),
})

describe('guardRequest', () => {
  it('lets reads through whatever their origin', () => {
    expect(guardRequest(req('GET', '/api/cart', { origin: 'https://evil.example' }), SITES)).toBe('ok')
  })
  it('accepts JSON from the same host or from SITE_URL', () => {
    expect(
      guardRequest(
        req('POST', '/api/cart/merge', {
          origin: 'http://127.0.0.1:3000',
          host: '127.0.0.1:3000',
          'content-type': 'application/json',
        }),
        SITES,
      ),
    ).toBe('ok')
    expect(
      guardRequest(
        req('PUT', '/api/cart', {
          origin: SITE,
          host: 'internal:3000',
          'content-type': 'application/json; charset=utf-8',
        }),
        SITES,
      ),
    ).toBe('ok')
  })
  it('refuses a write from another site, or from an opaque origin', () => {
    expect(
      guardRequest(
        req('POST', '/api/auth/login', {
          origin: 'https://evil.example',
          host: 'shop.example',
          'content-type': 'application/json',
        }),
        SITES,
      ),
    ).toBe('foreign-origin')
    expect(
      guardRequest(
        req('POST', '/api/auth/login', { origin: 'null', host: 'shop.example', 'content-type': 'application/json' }),
        SITES,
      ),
    ).toBe('foreign-origin')
  })
  it('refuses a text/plain body (the cross-site form trick) and accepts forms only where a form posts', () => {
    expect(
      guardRequest(
        req('POST', '/api/cart', { host: 'shop.example', 'content-type': 'text/plain', 'content-length': '20' }),
        SITES,
      ),
    ).toBe('unsupported-type')
    expect(
      guardRequest(req('POST', '/api/auth/login', { 'content-type': 'application/x-www-form-urlencoded' }), SITES),
    ).toBe('unsupported-type')
    expect(
      guardRequest(
        req('POST', '/api/newsletter', { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' }),
        SITES,
      ),
    ).toBe('ok')
    expect(
      guardRequest(
        req('POST', '/api/newsletter', {
          origin: 'https://evil.example',
          host: 'shop.example',
          'content-type': 'application/x-www-form-urlencoded',
        }),
        SITES,
      ),
    ).toBe('foreign-origin')
  })
  it('accepts an empty sign-out post and leaves signed webhooks to their handler', () => {
    expect(guardRequest(req('POST', '/api/auth/logout', { origin: SITE }), SITES)).toBe('ok')
    expect(guardRequest(req('POST', '/api/webhooks/stripe', { 'content-type': 'application/json' }), SITES)).toBe('ok')
  })
})
