import { describe, expect, it } from 'vitest'
import { mayReadMetrics } from './metrics'

const h = (o: Record<string, string>) => new Headers(o)

describe('who may read /metrics', () => {
  it('a scraper with the bearer token, from anywhere', () => {
    expect(mayReadMetrics(h({ authorization: 'Bearer s3cret', 'x-vetrina-peer': '203.0.113.9' }), 's3cret')).toBe(true)
    expect(mayReadMetrics(h({ authorization: 'Bearer wrong', 'x-vetrina-peer': '203.0.113.9' }), 's3cret')).toBe(false)
    expect(mayReadMetrics(h({ authorization: 'Bearer ', 'x-vetrina-peer': '203.0.113.9' }), '')).toBe(false)
  })

  it('a client on this machine that connected directly, never one relayed by the proxy', () => {
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(mayReadMetrics(h({ 'x-vetrina-peer': peer, 'x-vetrina-direct': '1' }), undefined)).toBe(true)
    expect(mayReadMetrics(h({ 'x-vetrina-peer': '127.0.0.1', 'x-vetrina-direct': '0' }), undefined)).toBe(false)
    expect(mayReadMetrics(h({ 'x-vetrina-peer': '10.0.0.8', 'x-vetrina-direct': '1' }), undefined)).toBe(false)
    expect(mayReadMetrics(h({}), undefined)).toBe(false)
  })
})
