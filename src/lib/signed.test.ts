import { afterEach, describe, expect, it, vi } from 'vitest'
import { readValue, signValue } from './signed'

const SECRET = 'a-secret-of-the-shop-long-enough-for-hs256'

describe('signed values', () => {
  afterEach(() => vi.useRealTimers())

  it('come back as they were made', async () => {
    const token = await signValue('review-link', { order: 'VT-2026-000123', line: 2 }, 3600, SECRET)
    expect(await readValue('review-link', token, SECRET)).toEqual({ order: 'VT-2026-000123', line: 2 })
  })

  it('are refused when changed, for another purpose, under another secret, or missing', async () => {
    const token = await signValue('review-link', { order: 'VT-2026-000123' }, 3600, SECRET)
    const [head, body, mac] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ order: 'VT-2026-000999', aud: 'review-link' })).toString('base64url')
    expect(await readValue('review-link', `${head}.${forged}.${mac}`, SECRET)).toBeNull()
    expect(await readValue('review-link', `${head}.${body}.${mac}x`, SECRET)).toBeNull()
    expect(await readValue('google-flow', token, SECRET)).toBeNull()
    expect(await readValue('review-link', token, `${SECRET}-other`)).toBeNull()
    expect(await readValue('review-link', undefined, SECRET)).toBeNull()
    expect(await readValue('review-link', 'not-a-token', SECRET)).toBeNull()
  })

  it('lapse at their expiry', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') })
    const token = await signValue('google-flow', { state: 'x' }, 600, SECRET)
    vi.setSystemTime(new Date('2026-11-26T10:09:00Z'))
    expect(await readValue('google-flow', token, SECRET)).toEqual({ state: 'x' })
    vi.setSystemTime(new Date('2026-11-26T10:11:00Z'))
    expect(await readValue('google-flow', token, SECRET)).toBeNull()
  })
})
