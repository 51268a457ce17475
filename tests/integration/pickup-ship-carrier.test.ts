import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shipOrder } from '@/features/carriers/server'
import { messages } from '@/i18n/messages'
import type { Order, User } from '@/payload-types'
import { deleteOrders, payOrder, pendingGuestOrder, shop } from './helpers'
import { carrierSettings, connectSendcloud, disconnectSendcloud, type SendcloudFake, shopOperator } from './sendcloud'

/**
 * Issue 55, review of 2117595: an order's pickup point was confirmed as the carrier's of the zone's pickup
 * option when it was placed; if the operator changes that option to another carrier's before shipping,
 * "Spedisci" must not announce the old carrier's point with the new carrier's option (Sendcloud delivers to a
 * service point only with an option that can): a 409 in the operator's language, nothing announced.
 */
const KEYS = { SENDCLOUD_PUBLIC_KEY: 'pk_pickup_ship', SENDCLOUD_SECRET_KEY: 'sk_pickup_ship' }
const ZONES = {
  italy: 'brt:standard',
  italyPickup: true,
  italyPickupOption: 'brt:fermopoint',
  abroad: 'manual',
  abroadPickup: false,
  pieceGrams: 500,
}
let fake: SendcloudFake
let operator: User
const made: Order['id'][] = []

async function paidToPoint(tag: string): Promise<Order> {
  const order = await payOrder(await pendingGuestOrder(`pickup-ship-${tag}-${Date.now()}`))
  made.push(order.id)
  return (await shop()).update({
    collection: 'orders',
    id: order.id,
    overrideAccess: true,
    data: {
      billingData: { ...order.billingData, zip: '20121' },
      // BRT's shop in Milan, as Sendcloud answered it when the order was placed.
      pickupPoint: { pointId: '4100002', carrier: 'brt', kind: 'shop', name: 'Tabaccheria Brera', country: 'IT' },
    },
  })
}

beforeAll(async () => {
  fake = await connectSendcloud(KEYS, ZONES)
  operator = await shopOperator()
})

afterAll(async () => {
  await disconnectSendcloud(KEYS, fake)
  await carrierSettings({ italyPickupOption: '', abroadPickupOption: '' })
  await deleteOrders(made)
})

describe('an order to a pickup point, shipped after the zone’s pickup option changed carrier', () => {
  it('is refused (409, it/en) before anything is announced; with the point’s carrier’s option it ships', async () => {
    const order = await paidToPoint('changed')
    await carrierSettings({ ...ZONES, italyPickupOption: 'inpost_it:locker' })
    const before = fake.announcements.length
    try {
      for (const lang of ['it', 'en'] as const) {
        const res = await shipOrder(await shop(), operator, lang, String(order.id), { code: '', link: '' })
        expect(res).toMatchObject({ ok: false, status: 409, error: messages[lang].carriers.pickupCarrierChanged })
      }
      expect(fake.announcements.length).toBe(before)
      expect((await (await shop()).findByID({ collection: 'orders', id: order.id })).status).toBe('paid')
    } finally {
      await carrierSettings(ZONES)
    }
    const shipped = await shipOrder(await shop(), operator, 'it', String(order.id), { code: '', link: '' })
    expect(shipped.ok).toBe(true)
    expect(fake.announcements.at(-1)).toMatchObject({
      ship_with: { properties: { shipping_option_code: 'brt:fermopoint' } },
      to_service_point: { id: '4100002' },
    })
  })
})
