import { describe, expect, it } from 'vitest'
import { parseBeacon } from './beacon'

const good = {
  page: 'product',
  lang: 'en',
  device: 'phone',
  metrics: [
    { name: 'LCP', value: 2300.5 },
    { name: 'CLS', value: 0.02 },
  ],
}
const refusal = (body: unknown) => {
  const r = parseBeacon(typeof body === 'string' ? body : JSON.stringify(body))
  return r.ok ? 'accepted' : r.reason
}
const withMetrics = (...metrics: unknown[]) => ({ ...good, metrics })

describe('parseBeacon', () => {
  it('accepts the contract’s shape with one to five distinct metrics, at the bounds included', () => {
    expect(refusal(good)).toBe('accepted')
    expect(
      refusal(
        withMetrics(
          { name: 'LCP', value: 120_000 },
          { name: 'INP', value: 0 },
          { name: 'CLS', value: 10 },
          { name: 'FCP', value: 1 },
          { name: 'TTFB', value: 120_000 },
        ),
      ),
    ).toBe('accepted')
    const r = parseBeacon(JSON.stringify(good))
    expect(r.ok && r.beacon).toEqual(good)
  })

  it('refuses what is not JSON', () => {
    expect(refusal('')).toBe('notJson')
    expect(refusal('{"page":')).toBe('notJson')
    expect(refusal('NaN')).toBe('notJson')
  })

  it('refuses another shape: an array, a missing or extra key, no metric or too many, wrong types', () => {
    expect(refusal([good])).toBe('shape')
    expect(refusal('null')).toBe('shape')
    expect(refusal({ ...good, url: '/shop/x?id=1' })).toBe('shape')
    expect(refusal({ ...good, userAgent: 'x' })).toBe('shape')
    expect(refusal({ page: 'home', lang: 'it', device: 'phone' })).toBe('shape')
    expect(refusal(withMetrics())).toBe('shape')
    expect(refusal(withMetrics(...Array.from({ length: 6 }, () => ({ name: 'LCP', value: 1 }))))).toBe('shape')
    expect(refusal(withMetrics({ name: 'LCP', value: '1200' }))).toBe('shape')
    expect(refusal(withMetrics({ name: 'LCP', value: 1, id: 'v3-123' }))).toBe('shape')
    expect(refusal({ ...good, metrics: { name: 'LCP', value: 1 } })).toBe('shape')
  })

  it('refuses a page type, language, device or metric it does not know', () => {
    expect(refusal({ ...good, page: 'cms' })).toBe('unknownValue')
    expect(refusal({ ...good, lang: 'de' })).toBe('unknownValue')
    expect(refusal({ ...good, device: 'watch' })).toBe('unknownValue')
    expect(refusal(withMetrics({ name: 'FID', value: 10 }))).toBe('unknownValue')
  })

  it('refuses values that are negative, infinite or past the metric’s range', () => {
    expect(refusal(withMetrics({ name: 'LCP', value: -1 }))).toBe('outOfRange')
    expect(refusal('{"page":"home","lang":"it","device":"phone","metrics":[{"name":"LCP","value":1e999}]}')).toBe(
      'outOfRange',
    )
    expect(refusal(withMetrics({ name: 'LCP', value: 120_000.5 }))).toBe('outOfRange')
    expect(refusal(withMetrics({ name: 'CLS', value: 10.01 }))).toBe('outOfRange')
    expect(refusal(withMetrics({ name: 'INP', value: 5e6 }))).toBe('outOfRange')
  })

  it('refuses a metric measured twice', () => {
    expect(refusal(withMetrics({ name: 'LCP', value: 1 }, { name: 'LCP', value: 2 }))).toBe('duplicate')
  })

  it('hands back the body’s language when it refuses a JSON object', () => {
    const r = parseBeacon(JSON.stringify({ ...good, page: 'nope' }))
    expect(r.ok ? null : r.lang).toBe('en')
    const arr = parseBeacon('[1]')
    expect(arr.ok ? null : arr.lang).toBeUndefined()
  })
})
