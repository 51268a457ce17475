import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as pickupRoute } from '@/app/api/pickup-points/route'
import { carrierPanel, deliveryChoice, searchPickupPoints, shipmentLabel, shipOrder } from '@/features/carriers/server'
import { messages } from '@/i18n/messages'
import type { Order, User } from '@/payload-types'
import { startSendcloudFake } from '../support/sendcloud-fake.mjs'
import { deleteOrders, payOrder, pendingGuestOrder, seededProduct, shop } from './helpers'
import { SENDCLOUD_TEST_TIMEOUT_MS } from './sendcloud'

/**
 * Issue 55, pickup review: a zone delivers to pickup points with an option of its own (the home delivery's
 * does not deliver to service points), offered only when the zone has one; the point an order names must be
 * the carrier's of that option and in the country shipped to, checked against the provider by its id; and
 * every parcel of a multi-parcel shipment has its label — against the local Sendcloud fake.
 */
const KEYS = { SENDCLOUD_PUBLIC_KEY: 'pk_pickup_review', SENDCLOUD_SECRET_KEY: 'sk_pickup_review' }
let fake: Awaited<ReturnType<typeof startSendcloudFake>>
let operator: User
let vaseId: string | number
let vaseGrams: number | null | undefined
const made: Order['id'][] = []
let nextIp = 1

const settings = async (data: Record<string, unknown>) =>
  (await shop()).updateGlobal({ slug: 'carrier-settings', overrideAccess: true, data })
const ZONES = {
  italy: 'brt:standard',
  italyPickup: true,
  italyPickupOption: 'brt:fermopoint',
  abroad: 'dhl:standard',
  abroadPickup: false,
  abroadPickupOption: '',
  pieceGrams: 500,
}
const choose = async (lang: 'it' | 'en', country: string, pickupPointId: string) =>
  deliveryChoice(await shop(), messages[lang], { delivery: 'pickup', pickupPointId, country })

async function paidOrder(tag: string, extra: Partial<Order> = {}): Promise<Order> {
  const order = await payOrder(await pendingGuestOrder(`pickup-review-${tag}-${Date.now()}`))
  made.push(order.id)
  return (await shop()).update({
    collection: 'orders',
    id: order.id,
    overrideAccess: true,
    data: { billingData: { ...order.billingData, zip: '20121' }, ...extra },
  })
}

beforeAll(async () => {
  const payload = await shop()
  fake = await startSendcloudFake({ publicKey: KEYS.SENDCLOUD_PUBLIC_KEY, secretKey: KEYS.SENDCLOUD_SECRET_KEY })
  process.env.SENDCLOUD_API_URL = fake.base()
  process.env.SENDCLOUD_TIMEOUT_MS = String(SENDCLOUD_TEST_TIMEOUT_MS)
  Object.assign(process.env, KEYS)
  await settings(ZONES)
  const vase = await seededProduct('vaso-onda')
  vaseId = vase.id
  vaseGrams = vase.weight
  const admins = await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
  operator = admins.docs[0] as User
})

afterAll(async () => {
  for (const k of Object.keys(KEYS)) delete process.env[k]
  delete process.env.SENDCLOUD_API_URL
  delete process.env.SENDCLOUD_TIMEOUT_MS
  await settings({ italy: 'manual', abroad: 'manual', italyPickup: false, abroadPickup: false })
  await (
    await shop()
  ).update({ collection: 'products', id: vaseId, overrideAccess: true, data: { weight: vaseGrams ?? null } })
  await fake?.close()
  await deleteOrders(made)
})

describe('a zone’s pickup option', () => {
  it('is required to offer pickup points, and must look like an option code (refused on save)', async () => {
    const refusal = async (data: Record<string, unknown>) =>
      settings({ ...ZONES, ...data }).then(
        () => 'saved',
        (e: { data?: unknown }) => JSON.stringify(e.data),
      )
    expect(await refusal({ abroadPickup: true, abroadPickupOption: '' })).toContain(
      'Serve l’opzione Sendcloud per i punti di ritiro',
    )
    expect(await refusal({ italyPickupOption: 'BRT fermopoint!' })).toContain('Codice non valido')
    expect(await refusal({})).toBe('saved')
  })

  it('a zone without one offers no points (409) and refuses a point at checkout (422, in the page’s language)', async () => {
    const res = await pickupRoute(
      new Request('http://shop.test/api', {
        method: 'POST',
        body: JSON.stringify({ country: 'DE', q: '10115' }),
        headers: { 'content-type': 'application/json', 'x-vetrina-peer': `10.56.0.${nextIp++}` },
      }),
    )
    expect(res.status).toBe(409)
    for (const lang of ['it', 'en'] as const) {
      const refused = await choose(lang, 'DE', '4900001')
      expect(refused).toEqual({
        ok: false,
        status: 422,
        error: messages[lang].pickup.notOffered,
        fields: { pickupPoint: messages[lang].pickup.notOffered },
      })
    }
    expect(messages.en.pickup.notOffered).toMatch(/not offered/)
  })

  it('the checkout searches the pickup option’s carrier; the parcel is announced with that option', async () => {
    await settings({ ...ZONES, italyPickupOption: 'inpost_it:locker' })
    try {
      const found = await searchPickupPoints(await shop(), 'IT', '20121')
      expect(found.ok && found.points.map((p) => [p.name, p.carrier])).toEqual([['Locker InPost Duomo', 'inpost_it']])
      expect(fake.pointSearches.at(-1)).toMatchObject({ carrier_code: 'inpost_it' })
    } finally {
      await settings(ZONES)
    }
    const order = await paidOrder('announce', {
      pickupPoint: { pointId: '4100002', carrier: 'brt', kind: 'shop', name: 'Tabaccheria Brera', country: 'IT' },
    })
    const shipped = await shipOrder(await shop(), operator, 'it', String(order.id), { code: '', link: '' })
    expect(shipped.ok).toBe(true)
    expect(fake.announcements.at(-1)).toMatchObject({
      ship_with: { properties: { shipping_option_code: 'brt:fermopoint' } },
      to_service_point: { id: '4100002' },
    })
  })

  it('an order to a point whose zone lost its pickup option is not announced: 409 in the operator’s language', async () => {
    const order = await paidOrder('no-option', {
      pickupPoint: {
        pointId: '4100001',
        carrier: 'brt',
        kind: 'locker',
        name: 'Locker Milano Centrale',
        country: 'IT',
      },
    })
    await settings({ ...ZONES, italyPickup: false, italyPickupOption: '' })
    const before = fake.announcements.length
    try {
      for (const lang of ['it', 'en'] as const) {
        const res = await shipOrder(await shop(), operator, lang, String(order.id), { code: '', link: '' })
        expect(res).toMatchObject({ ok: false, status: 409, error: messages[lang].carriers.noPickupOption })
      }
      expect(fake.announcements.length).toBe(before)
      expect((await (await shop()).findByID({ collection: 'orders', id: order.id })).status).toBe('paid')
    } finally {
      await settings(ZONES)
    }
  })
})

describe('the point an order names', () => {
  it('another carrier’s point, or another country’s, is refused (422) in the page’s language', async () => {
    for (const lang of ['it', 'en'] as const) {
      // InPost's locker in Milan: the zone's pickup option is BRT's.
      expect(await choose(lang, 'IT', '4100006')).toMatchObject({
        ok: false,
        status: 422,
        error: messages[lang].pickup.mismatch,
      })
      // A point in Berlin for an order shipped to Italy.
      expect(await choose(lang, 'IT', '4900001')).toMatchObject({
        ok: false,
        status: 422,
        error: messages[lang].pickup.mismatch,
      })
    }
    expect(messages.it.pickup.mismatch).toContain('corriere')
    // The search never lists them either (BRT's, in Italy).
    const found = await searchPickupPoints(await shop(), 'IT', '20123')
    expect(found.ok && found.points.map((p) => p.id)).not.toContain('4100006')
  })

  it('a point of the zone’s carrier in the right country: the provider’s copy, never the browser’s', async () => {
    await settings({ ...ZONES, abroadPickup: true, abroadPickupOption: 'dhl:servicepoint' })
    try {
      const de = await choose('en', 'DE', '4900001')
      expect(de.ok && de.point).toMatchObject({
        id: '4900001',
        carrier: 'dhl',
        name: 'Packstation Berlin Mitte',
        street: 'Invalidenstraße 50',
        country: 'DE',
      })
      // BRT's point in Milan is not DHL's, for an order to Germany.
      expect(await choose('en', 'DE', '4100001')).toMatchObject({ status: 422, error: messages.en.pickup.mismatch })
    } finally {
      await settings(ZONES)
    }
  })
})

describe('the labels of a multi-parcel shipment', () => {
  it('every parcel’s label, A6 and A4; a parcel of another order is 404', async () => {
    const payload = await shop()
    await payload.update({ collection: 'products', id: vaseId, overrideAccess: true, data: { weight: 15_000 } })
    const order = await paidOrder('labels')
    const shipped = await shipOrder(payload, operator, 'it', String(order.id), { code: '', link: '' })
    expect(shipped.ok).toBe(true)
    const stored = (await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })) as Order
    const ids = (stored.shipment?.parcels ?? []).map((p) => p.parcelId!)
    expect(ids).toHaveLength(2)
    expect((await carrierPanel(payload, stored)).shipment?.parcels).toEqual(ids)

    for (const [i, parcel] of ids.entries())
      for (const paper of ['A6', 'A4'] as const) {
        const label = await shipmentLabel(payload, operator, 'it', String(order.id), paper, parcel)
        expect(label.ok).toBe(true)
        if (!label.ok) continue
        const text = Buffer.from(label.pdf).toString('latin1')
        expect(text).toContain(`Sendcloud label ${parcel}`)
        expect(text).toContain(paper === 'A6' ? '/MediaBox [0 0 298 420]' : '/MediaBox [0 0 595 842]')
        expect(label.name).toBe(`etichetta-${stored.ref || stored.id}-${i + 1}-${paper}.pdf`)
      }
    const other = await shipmentLabel(payload, operator, 'en', String(order.id), 'A6', '999999999')
    expect(other).toMatchObject({ ok: false, status: 404, error: messages.en.carriers.noParcel })
  })
})
