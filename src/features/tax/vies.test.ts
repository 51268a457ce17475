import { describe, expect, it } from 'vitest'
import { checkVies } from './vies'

const answering = (status: number, body: unknown) =>
  (async (url: string) => {
    answering.last = url
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }) as unknown as typeof fetch & { last?: string }
answering.last = '' as string

describe('VIES', () => {
  it('reads the answer of the VIES REST service', async () => {
    expect(
      await checkVies('DE', '123456789', {
        base: 'https://vies.test',
        fetch: answering(200, { isValid: true, userError: 'VALID' }),
      }),
    ).toBe('valid')
    expect(answering.last).toBe('https://vies.test/ms/DE/vat/123456789')
    expect(
      await checkVies('DE', '1', {
        base: 'https://vies.test',
        fetch: answering(200, { isValid: false, userError: 'INVALID' }),
      }),
    ).toBe('invalid')
  })

  it('never blocks on VIES: a member state down, an error or no network is "unavailable"', async () => {
    const down = answering(200, { isValid: false, userError: 'MS_UNAVAILABLE' })
    expect(await checkVies('FR', '12345678901', { base: 'https://vies.test', fetch: down })).toBe('unavailable')
    expect(await checkVies('FR', '12345678901', { base: 'https://vies.test', fetch: answering(500, {}) })).toBe(
      'unavailable',
    )
    const offline = (async () => {
      throw new TypeError('fetch failed')
    }) as unknown as typeof fetch
    expect(await checkVies('FR', '12345678901', { base: 'https://vies.test', fetch: offline })).toBe('unavailable')
    expect(await checkVies('FR', '12345678901', { base: null })).toBe('unavailable')
  })
})
