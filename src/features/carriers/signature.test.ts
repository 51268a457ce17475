import { describe, expect, it } from 'vitest'
import { signBody, validSignature } from './signature'

describe('Sendcloud webhook signature', () => {
  it('is the hex HMAC-SHA256 of the raw body (Sendcloud’s documented example)', () => {
    expect(signBody('{"key": "value"}', 'secretkey')).toBe(
      '1eed4b3d41f4653ac64fd56f1bf1cbfd349e4482cbc11dff7134bd93e5da4b0a',
    )
  })

  it('accepts the body’s own signature, in either case', () => {
    const sig = signBody('{"a":1}', 's3cret')
    expect(validSignature('{"a":1}', sig, 's3cret')).toBe(true)
    expect(validSignature('{"a":1}', sig.toUpperCase(), 's3cret')).toBe(true)
  })

  it('refuses a missing, malformed, other body’s or other secret’s signature, and an empty secret', () => {
    const sig = signBody('{"a":1}', 's3cret')
    expect(validSignature('{"a":1}', null, 's3cret')).toBe(false)
    expect(validSignature('{"a":1}', '', 's3cret')).toBe(false)
    expect(validSignature('{"a":1}', sig.slice(0, 63), 's3cret')).toBe(false)
    expect(validSignature('{"a":1}', `${sig}00`, 's3cret')).toBe(false)
    expect(validSignature('{"a":1}', 'z'.repeat(64), 's3cret')).toBe(false)
    expect(validSignature('{"a":2}', sig, 's3cret')).toBe(false)
    expect(validSignature('{"a":1}', sig, 'other')).toBe(false)
    expect(validSignature('{"a":1}', signBody('{"a":1}', ''), '')).toBe(false)
  })
})
