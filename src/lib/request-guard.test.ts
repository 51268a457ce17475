import { describe, expect, it } from 'vitest'
import { guardAction, guardRequest } from './request-guard'

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
  it('takes a beacon of JSON sent as text/plain at /api/vitals only, and never from another site', () => {
    const beacon = (origin: string) =>
      req('POST', '/api/vitals', { origin, host: 'shop.example', 'content-type': 'text/plain;charset=UTF-8' })
    expect(guardRequest(beacon('https://shop.example'), SITES)).toBe('ok')
    expect(guardRequest(beacon('https://evil.example'), SITES)).toBe('foreign-origin')
    expect(guardRequest(req('POST', '/api/vitals', { origin: SITE, 'content-type': 'application/json' }), SITES)).toBe(
      'ok',
    )
    expect(
      guardRequest(
        req('POST', '/api/vitals', { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' }),
        SITES,
      ),
    ).toBe('unsupported-type')
  })
  it('accepts an empty sign-out post and leaves signed webhooks to their handler', () => {
    expect(guardRequest(req('POST', '/api/auth/logout', { origin: SITE }), SITES)).toBe('ok')
    expect(guardRequest(req('POST', '/api/webhooks/stripe', { 'content-type': 'application/json' }), SITES)).toBe('ok')
    // The carrier's tracking webhook (issue 55) comes from Sendcloud's servers, signed.
    const carrier = req('POST', '/api/carriers/sendcloud/webhook', {
      'content-type': 'application/json',
      origin: 'https://panel.sendcloud.sc',
    })
    expect(guardRequest(carrier, SITES)).toBe('ok')
  })
  it('exempts only the carrier webhook’s exact path, and only from the Origin check', () => {
    const foreign = { origin: 'https://evil.example', 'content-type': 'application/json' }
    // Any other path under /api/carriers/ is an endpoint like the others: a forged cross-site write is refused.
    expect(guardRequest(req('POST', '/api/carriers/sendcloud/anything', foreign), SITES)).toBe('foreign-origin')
    expect(guardRequest(req('POST', '/api/carriers/', foreign), SITES)).toBe('foreign-origin')
    // The webhook itself still takes JSON only.
    const plain = { origin: 'https://panel.sendcloud.sc', 'content-type': 'text/plain' }
    expect(guardRequest(req('POST', '/api/carriers/sendcloud/webhook', plain), SITES)).toBe('unsupported-type')
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    expect(guardRequest(req('POST', '/api/carriers/sendcloud/webhook', form), SITES)).toBe('unsupported-type')
  })
})

describe('guardAction (server-action calls)', () => {
  const body = (text: string, form: 'ok' | 'broken' = 'ok') => ({
    text: async () => text,
    form: async () => {
      if (form === 'broken') throw new TypeError('Could not parse content as FormData.')
      return new FormData()
    },
  })
  const call = (headers: Record<string, string>) => ({
    method: 'POST',
    headers: new Headers({ host: 'shop.example', ...headers }),
  })

  it('passes the encodings Next sends: a JSON array of arguments, or form data', async () => {
    expect(
      await guardAction(
        call({ origin: SITE, 'content-type': 'text/plain;charset=UTF-8' }),
        SITES,
        body('["a",{"b":1}]'),
      ),
    ).toBe('ok')
    expect(
      await guardAction(call({ origin: SITE, 'content-type': 'multipart/form-data; boundary=x' }), SITES, body('')),
    ).toBe('ok')
    expect(await guardAction({ method: 'GET', headers: new Headers() }, SITES, body('{'))).toBe('ok')
  })

  it('refuses a foreign Origin, an oversized body and one Next cannot decode', async () => {
    expect(
      await guardAction(call({ origin: 'https://evil.example', 'content-type': 'text/plain' }), SITES, body('[]')),
    ).toBe('foreign-origin')
    expect(await guardAction(call({ origin: 'null' }), SITES, body('[]'))).toBe('foreign-origin')
    expect(await guardAction(call({ origin: SITE, 'content-length': '1000001' }), SITES, body('[]'))).toBe('too-large')
    expect(await guardAction(call({ origin: SITE }), SITES, body(`["${'a'.repeat(1_000_001)}"]`))).toBe('too-large')
    expect(await guardAction(call({ origin: SITE, 'content-type': 'text/plain' }), SITES, body('{bad'))).toBe(
      'malformed',
    )
    expect(await guardAction(call({ origin: SITE, 'content-type': 'text/plain' }), SITES, body('{"a":1}'))).toBe(
      'malformed',
    )
    // A reference to a part a text body does not have (Next fails decoding it with "Connection closed").
    expect(await guardAction(call({ origin: SITE }), SITES, body('[{"a":["$K1"]}]'))).toBe('malformed')
    expect(await guardAction(call({ origin: SITE }), SITES, body('["$$escaped","$u","$D2026-01-01","x$"]'))).toBe('ok')
    // React writes `undefined` as "$undefined": Payload's admin sends it (the join table of /cms asked
    // for `data: undefined` and was refused, so the orders of a discount code never loaded).
    expect(
      await guardAction(
        call({ origin: SITE }),
        SITES,
        body('[{"name":"table-state","args":{"collectionSlug":"orders","data":"$undefined","x":"$NaN"}}]'),
      ),
    ).toBe('ok')
    expect(
      await guardAction(
        call({ origin: SITE, 'content-type': 'multipart/form-data; boundary=x' }),
        SITES,
        body('', 'broken'),
      ),
    ).toBe('malformed')
  })
})
