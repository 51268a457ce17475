import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as pickupRoute } from '@/app/api/pickup-points/route'
import { deliveryChoice, pickupZones, shipOrder } from '@/features/carriers/server'
import { messages } from '@/i18n/messages'
import type { Order, User } from '@/payload-types'
import { deleteOrders, payOrder, pendingGuestOrder, shop } from './helpers'
import { carrierSettings, connectSendcloud, disconnectSendcloud, type SendcloudFake, shopOperator } from './sendcloud'

/**
 * Issue 55, review of 2117595: a shop upgraded with the pickup box already ticked has no pickup option (the
 * migration adds the columns empty; /cms would refuse to save such settings, the database holds them). The
 * checkout offers no points, an order naming one is a 422 in the page's language (no 5xx), an order placed
 * with a point before the upgrade is not announced (409), and the operator's next save asks for the option.
 */
const KEYS = { SENDCLOUD_PUBLIC_KEY: 'pk_pickup_upgrade', SENDCLOUD_SECRET_KEY: 'sk_pickup_upgrade' }
let fake: SendcloudFake
let operator: User
const made: Order['id'][] = []

beforeAll(async () => {
  fake = await connectSendcloud(KEYS, { italy: 'brt:standard', abroad: 'dhl:standard', pieceGrams: 500 })
  operator = await shopOperator()
  const payload = await shop()
  // As the migration leaves it: the boxes ticked before the upgrade, the new columns empty (no validation).
  const req = { payload } as Parameters<typeof payload.db.updateGlobal>[0]['req']
  await payload.db.updateGlobal({
    slug: 'carrier-settings',
    data: { italyPickup: true, abroadPickup: true, italyPickupOption: null, abroadPickupOption: null },
    req,
  })
})

afterAll(async () => {
  await disconnectSendcloud(KEYS, fake)
  await carrierSettings({ italyPickupOption: '', abroadPickupOption: '' })
  await deleteOrders(made)
})

describe('a shop upgraded with pickup points ticked and no pickup option', () => {
  it('offers no points: the search is 409, an order naming a point 422 (it/en), nothing asked of Sendcloud', async () => {
    const payload = await shop()
    const stored = await payload.findGlobal({ slug: 'carrier-settings', overrideAccess: true })
    expect([stored.italyPickup, stored.italyPickupOption ?? null]).toEqual([true, null])
    expect(await pickupZones(payload)).toEqual({ italy: false, abroad: false })
    const searches = fake.pointSearches.length
    for (const [i, country] of ['IT', 'DE'].entries()) {
      const res = await pickupRoute(
        new Request('http://shop.test/api', {
          method: 'POST',
          body: JSON.stringify({ country, q: country === 'IT' ? '20121' : '10115' }),
          headers: { 'content-type': 'application/json', 'x-vetrina-peer': `10.57.0.${i + 1}` },
        }),
      )
      expect(res.status).toBe(409)
    }
    for (const lang of ['it', 'en'] as const)
      expect(
        await deliveryChoice(payload, messages[lang], { delivery: 'pickup', pickupPointId: '4100001', country: 'IT' }),
      ).toMatchObject({ ok: false, status: 422, error: messages[lang].pickup.notOffered })
    expect(fake.pointSearches.length).toBe(searches)
  })

  it('an order placed with a point before the upgrade is not announced (409); the next save asks for the option', async () => {
    const payload = await shop()
    const paid = await payOrder(await pendingGuestOrder(`pickup-upgrade-${Date.now()}`))
    made.push(paid.id)
    await payload.update({
      collection: 'orders',
      id: paid.id,
      overrideAccess: true,
      data: {
        billingData: { ...paid.billingData, zip: '20121' },
        pickupPoint: {
          pointId: '4100001',
          carrier: 'brt',
          kind: 'locker',
          name: 'Locker Milano Centrale',
          country: 'IT',
        },
      },
    })
    const before = fake.announcements.length
    for (const lang of ['it', 'en'] as const)
      expect(await shipOrder(payload, operator, lang, String(paid.id), { code: '', link: '' })).toMatchObject({
        ok: false,
        status: 409,
        error: messages[lang].carriers.noPickupOption,
      })
    expect(fake.announcements.length).toBe(before)
    const saved = await carrierSettings({ pieceGrams: 600 }).then(
      () => 'saved',
      (e: { status?: number; data?: unknown }) => `${e.status} ${JSON.stringify(e.data)}`,
    )
    expect(saved).toMatch(/^400 .*Serve l’opzione Sendcloud per i punti di ritiro/)
  })
})
