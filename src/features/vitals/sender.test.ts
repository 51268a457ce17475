import { describe, expect, it } from 'vitest'
import { senderKey } from './sender'

describe('senderKey', () => {
  it('never holds the address, and counts an IPv6 subscriber by its /64', () => {
    const a = senderKey('2001:db8:1:2:aaaa::1')
    expect(a).not.toContain('2001')
    expect(a).toMatch(/^[\w-]{22}$/)
    expect(senderKey('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee')).toBe(a)
    expect(senderKey('2001:DB8:1:2::')).toBe(a)
    expect(senderKey('2001:db8:1:3::1')).not.toBe(a)
    expect(senderKey('::1')).toBe(senderKey('0:0:0:0:0:0:0:2'))
  })
  it('counts an IPv4 address alone, written plain or mapped into IPv6', () => {
    expect(senderKey('::ffff:198.51.100.7')).toBe(senderKey('198.51.100.7'))
    expect(senderKey('198.51.100.7')).not.toBe(senderKey('198.51.100.8'))
    expect(senderKey('198.51.100.7')).not.toContain('198')
  })
})
