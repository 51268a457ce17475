import { describe, expect, it, vi } from 'vitest'
import { messages } from '@/i18n/messages'

// The database and the carrier replaced: the limit's answer, the zone's settings, the carrier's look-ups.
const state = vi.hoisted(() => ({ allowed: true, lookups: [] as string[] }))
vi.mock('@/services/rate-limit', () => ({ allowPolicy: async () => state.allowed }))
vi.mock('./settings', () => ({
  carrierSettings: async () => ({
    italy: 'brt:standard',
    abroad: 'manual',
    italyPickup: true,
    italyPickupOption: 'brt:fermopoint',
  }),
  methodFor: () => ({ provider: { name: 'sendcloud' }, optionCode: 'brt:standard' }),
  pickupMethodFor: () => ({ provider: { name: 'sendcloud' }, optionCode: 'brt:fermopoint' }),
}))
vi.mock('./sendcloud-points', () => ({
  sendcloudPoints: {
    servicePoint: async (id: string) => {
      state.lookups.push(id)
      return { ok: false, error: { kind: 'invalid', detail: 'unknown' } }
    },
  },
}))

describe('the checkout’s pickup point look-up (review2: unlimited calls to the carrier)', () => {
  it('past the client’s pickup limit: 429 in the page’s language, and no call to the carrier', async () => {
    const { deliveryChoice } = await import('./pickup')
    const choose = (lang: 'it' | 'en') =>
      deliveryChoice(null as never, messages[lang], {
        delivery: 'pickup',
        pickupPointId: '4190001',
        country: 'IT',
        ip: '10.0.0.9',
      })
    expect(await choose('it')).toMatchObject({ ok: false, status: 422 })
    expect(state.lookups).toEqual(['4190001'])
    state.allowed = false
    expect(await choose('it')).toMatchObject({ ok: false, status: 429, error: messages.it.pickup.tooMany })
    expect(await choose('en')).toMatchObject({ ok: false, status: 429, error: messages.en.pickup.tooMany })
    expect(state.lookups).toEqual(['4190001'])
    // Home delivery asks nothing and is never limited.
    expect(
      await deliveryChoice(null as never, messages.en, { delivery: 'home', country: 'IT', ip: '10.0.0.9' }),
    ).toEqual({ ok: true, point: undefined })
  })
})
