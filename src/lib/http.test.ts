import { describe, expect, it } from 'vitest'
import { clientIpFrom } from './http'

const h = (o: Record<string, string>) => new Headers(o)

describe('clientIpFrom', () => {
  it('ignores X-Forwarded-For unless proxies are trusted: a client cannot pick its own address', () => {
    expect(clientIpFrom(h({ 'x-vetrina-peer': '203.0.113.7', 'x-forwarded-for': '1.2.3.4' }), 0)).toBe('203.0.113.7')
    expect(clientIpFrom(h({ 'x-forwarded-for': '1.2.3.4' }), 0)).toBe('local')
  })
  it('reads the address the trusted proxy appended, not what the client wrote at the left', () => {
    const headers = h({ 'x-vetrina-peer': '127.0.0.1', 'x-forwarded-for': '6.6.6.6, 198.51.100.20' })
    expect(clientIpFrom(headers, 1)).toBe('198.51.100.20')
  })
  it('walks back one entry per trusted hop (CDN then nginx)', () => {
    const headers = h({ 'x-vetrina-peer': '127.0.0.1', 'x-forwarded-for': 'spoofed, 198.51.100.20, 192.0.2.1' })
    expect(clientIpFrom(headers, 2)).toBe('198.51.100.20')
  })
  it('falls back to the leftmost entry, then the peer, when the list is shorter than the hops', () => {
    expect(clientIpFrom(h({ 'x-vetrina-peer': '10.0.0.1', 'x-forwarded-for': '198.51.100.20' }), 3)).toBe(
      '198.51.100.20',
    )
    expect(clientIpFrom(h({ 'x-vetrina-peer': '10.0.0.1' }), 1)).toBe('10.0.0.1')
  })
})
