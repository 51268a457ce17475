import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cancelShipment, handleTrackingWebhook, shipmentLabel, shipOrder } from '@/features/carriers/server'
import { renderOrderMail } from '@/features/orders/server'
import { DEFAULT_PACKAGING, packParcels, sizeOf } from '@/features/pricing'
import { getShopSettings } from '@/features/settings/server'
import type { Order, User } from '@/payload-types'
import { deleteOrders, payOrder, pendingGuestOrder, seededProduct, shop } from './helpers'
import {
  connectSendcloud,
  disconnectSendcloud,
  LATER_THAN_TIMEOUT_MS,
  sendcloudKeys,
  shopOperator,
  type SendcloudFake,
} from './sendcloud'

/**
 * Issue 55: shipping through Sendcloud (API v3) against a local fake of its API (tests/support/
 * sendcloud-fake.mjs) — announce, its errors (422, 401, timeout, 5xx), labels, cancel before pick-up —
 * and the signed tracking webhook (unsigned, duplicate, delivered). The shop stays manual without keys.
 */
const KEYS = { SENDCLOUD_PUBLIC_KEY: 'pk_vetrina_test', SENDCLOUD_SECRET_KEY: 'sk_vetrina_test' }
let fake: SendcloudFake
let operator: User
const made: Order['id'][] = []

const setKeys = (on: boolean) => sendcloudKeys(KEYS, on)
const reload = async (id: Order['id']) =>
  (await shop()).findByID({ collection: 'orders', id, overrideAccess: true }) as Promise<Order>

/** A paid order of 2 × Vaso Onda to an Italian address with this postcode. */
async function paidOrder(tag: string, zip = '20121'): Promise<Order> {
  const order = await payOrder(await pendingGuestOrder(`carrier-${tag}-${Date.now()}`))
  made.push(order.id)
  return (await shop()).update({
    collection: 'orders',
    id: order.id,
    overrideAccess: true,
    data: { billingData: { ...order.billingData, zip } },
  })
}

beforeAll(async () => {
  const payload = await shop()
  fake = await connectSendcloud(KEYS, { italy: 'brt:standard', abroad: 'manual', pieceGrams: 500 })
  const vase = await seededProduct('vaso-onda')
  await payload.update({ collection: 'products', id: vase.id, overrideAccess: true, data: { weight: 1200 } })
  operator = await shopOperator()
})

afterAll(async () => {
  await disconnectSendcloud(KEYS, fake)
  await deleteOrders(made)
})

const ship = async (order: Order, typed = { code: '', link: '' }) =>
  shipOrder(await shop(), operator, 'it', String(order.id), typed)

describe('shipping with Sendcloud', () => {
  it('stays manual without keys: the typed tracking code and link, as before', async () => {
    setKeys(false)
    try {
      const order = await paidOrder('manual')
      const before = fake.announcements.length
      expect((await ship(order)).ok).toBe(false)
      const res = await ship(order, { code: 'RM123', link: 'https://poste.it/t/RM123' })
      expect(res.ok).toBe(true)
      const now = await reload(order.id)
      expect(now.status).toBe('shipped')
      expect(now.tracking).toMatchObject({ code: 'RM123', link: 'https://poste.it/t/RM123' })
      expect(now.shipment?.provider ?? null).toBeNull()
      expect(fake.announcements.length).toBe(before)
    } finally {
      setKeys(true)
    }
  })

  it('announces the shipment with one click: address, weights, order number, the zone option; tracking stored and e-mailed', async () => {
    const order = await paidOrder('ok')
    const res = await ship(order)
    expect(res).toMatchObject({ ok: true, carrier: true })
    const sent = fake.announcements.at(-1)!
    expect(sent.ship_with).toEqual({
      type: 'shipping_option_code',
      properties: { shipping_option_code: 'brt:standard' },
    })
    expect(sent.order_number).toBe(order.ref || String(order.id))
    expect(sent.to_address).toMatchObject({ postal_code: '20121', city: 'Milano', country_code: 'IT' })
    // Packed as the quote packs them (features/pricing, ADR 0041): 2 × 1,200 g in a box, with its padding.
    // The demo vase's packed size (demo/parcels.ts) chooses the box.
    const size = (await seededProduct('vaso-onda')).packedSize
    const packed = packParcels(
      [{ key: 'vase', weight: 1200, size: sizeOf(size?.length, size?.width, size?.height), quantity: 2 }],
      (await getShopSettings()).shipping.packaging ?? DEFAULT_PACKAGING,
    )
    if (!packed.ok) throw new Error('not packed')
    expect(packed.parcels[0]!.weight).toBeGreaterThan(2400)
    expect(sent.parcels).toEqual(
      packed.parcels.map((p) => ({ weight: { value: (p.weight / 1000).toFixed(3), unit: 'kg' } })),
    )
    const now = await reload(order.id)
    expect(now.status).toBe('shipped')
    expect(now.tracking?.code).toMatch(/^3S[0-9A-F]{12}$/)
    expect(now.tracking?.link).toContain(now.tracking!.code!)
    expect(now.shipment).toMatchObject({ provider: 'sendcloud', carrier: 'brt', status: 'announced' })
    const row = (
      await (
        await shop()
      ).find({
        collection: 'mail-queue',
        where: { dedupeKey: { equals: `shipped:${order.id}` } },
        overrideAccess: true,
      })
    ).docs[0]
    expect(row).toBeDefined()
    const mail = await renderOrderMail(await shop(), row as never)
    expect(JSON.stringify(mail)).toContain(now.tracking!.link!.replace(/&/g, '&amp;').slice(0, 40))
  })

  it('a bad postcode (422) tells the operator why, in Italian and English, and leaves the order unshipped', async () => {
    const order = await paidOrder('bad-zip', 'ABC')
    const res = await ship(order)
    expect(res).toMatchObject({ ok: false, status: 422 })
    expect(!res.ok && res.error).toContain('Invalid postal code "ABC"')
    expect(!res.ok && res.error).toContain('Controlla l’indirizzo')
    const en = await shipOrder(await shop(), operator, 'en', String(order.id), { code: '', link: '' })
    expect(!en.ok && en.error).toContain('Check the delivery address')
    expect((await reload(order.id)).status).toBe('paid')
    expect((await reload(order.id)).tracking?.code ?? null).toBeNull()
  })

  it('wrong keys (401) say to check the settings; a timeout or a 5xx says try later; never a 5xx, never shipped', async () => {
    const order = await paidOrder('errors')
    process.env.SENDCLOUD_SECRET_KEY = 'sk_wrong'
    const wrong = await ship(order)
    process.env.SENDCLOUD_SECRET_KEY = KEYS.SENDCLOUD_SECRET_KEY
    expect(wrong).toMatchObject({ ok: false, status: 424 })
    expect(!wrong.ok && wrong.error).toContain('SENDCLOUD_SECRET_KEY')
    fake.delayMs = LATER_THAN_TIMEOUT_MS
    const slow = await ship(order)
    fake.delayMs = 0
    expect(slow).toMatchObject({ ok: false, status: 424 })
    expect(!slow.ok && slow.error).toContain('Riprova tra qualche minuto')
    fake.failNext = 503
    const down = await ship(order)
    expect(down).toMatchObject({ ok: false, status: 424 })
    expect((await reload(order.id)).status).toBe('paid')
  })

  it('downloads the label as a PDF in A6 and A4; the operator only', async () => {
    const order = await paidOrder('label')
    expect((await ship(order)).ok).toBe(true)
    const payload = await shop()
    const a6 = await shipmentLabel(payload, operator, 'it', String(order.id), 'A6')
    const a4 = await shipmentLabel(payload, operator, 'it', String(order.id), 'A4')
    if (!a6.ok || !a4.ok) throw new Error('no label')
    expect(Buffer.from(a6.pdf).toString('latin1')).toMatch(/^%PDF-1\.4[\s\S]*\/MediaBox \[0 0 298 420\][\s\S]*%%EOF\n$/)
    expect(Buffer.from(a4.pdf).toString('latin1')).toContain('/MediaBox [0 0 595 842]')
    const customer = { ...operator, role: 'customer' } as User
    expect(await shipmentLabel(payload, customer, 'it', String(order.id), 'A6')).toMatchObject({
      ok: false,
      status: 403,
    })
  })

  it('cancels before pick-up: back to paid, tracking cleared, shippable again; after pick-up the carrier refuses', async () => {
    const payload = await shop()
    const order = await paidOrder('cancel')
    expect((await ship(order)).ok).toBe(true)
    const shipmentId = (await reload(order.id)).shipment!.shipmentId!
    expect((await cancelShipment(payload, operator, 'it', String(order.id))).ok).toBe(true)
    expect(fake.shipments.get(shipmentId)?.status).toBe('cancelled')
    const back = await reload(order.id)
    expect(back.status).toBe('paid')
    expect(back.tracking?.code ?? null).toBeNull()
    expect(back.shipment?.parcelId ?? null).toBeNull()
    expect((await ship(back)).ok).toBe(true)
    const again = await reload(order.id)
    fake.pickUp(again.shipment!.parcelId!)
    const late = await cancelShipment(payload, operator, 'en', String(order.id))
    expect(late).toMatchObject({ ok: false, status: 409 })
    expect(!late.ok && late.error).toContain('already picked up')
    expect((await reload(order.id)).status).toBe('shipped')
  })
})

describe('the tracking webhook', () => {
  it('refuses unsigned and badly signed events (401) and changes nothing', async () => {
    const payload = await shop()
    const order = await paidOrder('unsigned')
    await ship(order)
    const parcel = (await reload(order.id)).shipment!.parcelId!
    const event = fake.signedEvent(parcel, 11)
    expect((await handleTrackingWebhook(payload, event.body, null)).status).toBe(401)
    expect((await handleTrackingWebhook(payload, event.body, 'f'.repeat(64))).status).toBe(401)
    const tampered = event.body.replace('"id":11', '"id":12')
    expect((await handleTrackingWebhook(payload, tampered, event.signature)).status).toBe(401)
    const now = await reload(order.id)
    expect(now.status).toBe('shipped')
    expect(now.shipment?.status).toBe('announced')
  })

  it('stores other statuses once (the same event twice changes nothing; an older one neither)', async () => {
    const payload = await shop()
    const order = await paidOrder('transit')
    await ship(order)
    const parcel = (await reload(order.id)).shipment!.parcelId!
    const t = Date.now()
    const transit = fake.signedEvent(parcel, 91, t)
    expect(await handleTrackingWebhook(payload, transit.body, transit.signature)).toMatchObject({
      status: 200,
      recorded: 1,
    })
    expect(await handleTrackingWebhook(payload, transit.body, transit.signature)).toMatchObject({
      status: 200,
      recorded: 0,
    })
    const older = fake.signedEvent(parcel, 1, t - 60_000)
    expect(await handleTrackingWebhook(payload, older.body, older.signature)).toMatchObject({ recorded: 0 })
    const now = await reload(order.id)
    expect(now.shipment).toMatchObject({ status: 'in-transit', statusAt: new Date(t).toISOString() })
    expect(now.status).toBe('shipped')
  })

  it('a signed delivered event moves the order to delivered once, with the delivered e-mail, even sent twice at once', async () => {
    const payload = await shop()
    const order = await paidOrder('delivered')
    await ship(order)
    const parcel = (await reload(order.id)).shipment!.parcelId!
    const event = fake.signedEvent(parcel, 11)
    const [a, b] = await Promise.all([
      handleTrackingWebhook(payload, event.body, event.signature),
      handleTrackingWebhook(payload, event.body, event.signature),
    ])
    expect(a.delivered + b.delivered).toBe(1)
    const now = await reload(order.id)
    expect(now.status).toBe('delivered')
    expect(now.shipment?.status).toBe('delivered')
    expect(now.history?.at(-1)).toMatchObject({ status: 'delivered', by: 'sendcloud' })
    const mails = await payload.find({
      collection: 'mail-queue',
      where: { dedupeKey: { equals: `delivered:${order.id}` } },
      overrideAccess: true,
    })
    expect(mails.docs).toHaveLength(1)
    expect(await handleTrackingWebhook(payload, event.body, event.signature)).toMatchObject({
      recorded: 0,
      delivered: 0,
    })
  })

  it('acknowledges events for parcels it does not know and actions it does not track', async () => {
    const payload = await shop()
    const unknown = fake.signedEvent('999999999', 11)
    expect(await handleTrackingWebhook(payload, unknown.body, unknown.signature)).toMatchObject({
      status: 200,
      recorded: 0,
    })
  })
})
