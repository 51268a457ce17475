import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { POST as pickupRoute } from '@/app/api/pickup-points/route'
import { confirmPickupPoint, deliveryChoice, searchPickupPoints, shipOrder } from '@/features/carriers/server'
import { billingSchema } from '@/features/checkout'
import { checkoutRequestSchema, createPendingOrder } from '@/features/checkout/server'
import { messages } from '@/i18n/messages'
import { log } from '@/lib/logger'
import { markOrderPaid, renderOrderMail } from '@/features/orders/server'
import type { Order, User } from '@/payload-types'
import { startSendcloudFake } from '../support/sendcloud-fake.mjs'
import { deleteOrders, italianBilling, productWithStock, shop } from './helpers'
import { LATER_THAN_TIMEOUT_MS, SENDCLOUD_TEST_TIMEOUT_MS } from './sendcloud'

/**
 * Issue 55, pickup points and lockers (ADR 0043), through the shop's real Sendcloud client against the local
 * fake of its API: the search by postcode and by city, its failures (keys refused, timeout, a zone without
 * pickup) as a 4xx in the page's language, the order that keeps the carrier's copy of the point (never the
 * browser's), refuses a point the carrier does not know, and announces the parcel to the point.
 */
const KEYS = { SENDCLOUD_PUBLIC_KEY: 'pk_pickup_test', SENDCLOUD_SECRET_KEY: 'sk_pickup_test' }
let fake: Awaited<ReturnType<typeof startSendcloudFake>>
let operator: User
let productId = ''
const made: Order['id'][] = []
let nextIp = 1

const setKeys = (on: boolean) => {
  for (const [k, v] of Object.entries(KEYS))
    if (on) process.env[k] = v
    else delete process.env[k]
}
const settings = async (data: Record<string, unknown>) =>
  (await shop()).updateGlobal({ slug: 'carrier-settings', overrideAccess: true, data })

const post = (handler: (r: Request) => Promise<Response>, body: unknown) =>
  handler(
    new Request('http://shop.test/api', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-vetrina-peer': `10.55.0.${nextIp++}` },
    }),
  )
const search = (country: string, q: string) => post(pickupRoute, { country, q })

/**
 * The checkout route's steps (POST /api/create-checkout-session, whose session needs a request scope): the
 * body through its schema, the delivery choice, the pending order. Answers like the route: status and body.
 */
async function checkout(tag: string, extra: Record<string, unknown>) {
  const payload = await shop()
  const body = checkoutRequestSchema.parse({
    cart: [{ id: productId, quantity: 1, sets: '', fragrance: '' }],
    billingData: {},
    ...extra,
  })
  const billing = billingSchema(messages.it).parse({
    ...italianBilling('Lucia', `pickup-${tag}-${Date.now()}@example.com`),
    zip: '20121',
  })
  const delivery = await deliveryChoice(payload, messages.it, {
    delivery: body.delivery,
    pickupPointId: body.pickupPointId,
    country: 'IT',
  })
  if (!delivery.ok) return { status: delivery.status, json: async () => ({ error: delivery.error }) }
  const created = await createPendingOrder(payload, {
    lang: 'it',
    user: null,
    lines: body.cart,
    note: '',
    billing,
    pickupPoint: delivery.point,
  })
  if (!created.ok) return { status: created.status, json: async () => ({ error: created.error }) }
  await payload.update({
    collection: 'orders',
    id: created.order.id,
    overrideAccess: true,
    data: { checkoutSessionId: `cs_pickup_${tag}_${created.order.id}` },
  })
  return { status: 200, json: async () => ({ orderId: created.order.id }) }
}

beforeAll(async () => {
  const payload = await shop()
  fake = await startSendcloudFake({ publicKey: KEYS.SENDCLOUD_PUBLIC_KEY, secretKey: KEYS.SENDCLOUD_SECRET_KEY })
  process.env.SENDCLOUD_API_URL = fake.base()
  process.env.SENDCLOUD_TIMEOUT_MS = String(SENDCLOUD_TEST_TIMEOUT_MS)
  setKeys(true)
  await settings({
    italy: 'brt:standard',
    abroad: 'manual',
    italyPickup: true,
    italyPickupOption: 'brt:fermopoint',
    abroadPickup: true,
    abroadPickupOption: 'dhl:servicepoint',
    pieceGrams: 500,
  })
  productId = String((await productWithStock('vaso-onda', 50)).id)
  const admins = await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
  operator = admins.docs[0] as User
})

afterAll(async () => {
  setKeys(false)
  delete process.env.SENDCLOUD_API_URL
  delete process.env.SENDCLOUD_TIMEOUT_MS
  await settings({ italy: 'manual', abroad: 'manual', italyPickup: false, abroadPickup: false })
  await fake?.close()
  await deleteOrders(made)
})

describe('pickup points: the search', () => {
  it('by postcode: the nearest lockers and shops with address, hours, distance and kind; only the place is sent', async () => {
    const res = await search('IT', '20121')
    expect(res.status).toBe(200)
    const body = (await res.json()) as { points: Record<string, unknown>[]; message: string }
    expect(body.points.map((p) => p.name)).toEqual([
      'Locker Milano Centrale',
      'Tabaccheria Brera',
      'Locker Porta Garibaldi',
    ])
    expect(body.points[0]).toMatchObject({
      id: '4100001',
      kind: 'locker',
      street: 'Piazza Duca d’Aosta 1',
      postcode: '20124',
      city: 'Milano',
      country: 'IT',
      distance: 350,
      carrier: 'brt',
    })
    expect(body.points[1]).toMatchObject({
      kind: 'shop',
      hours: { monday: ['08:30–19:30'], saturday: ['09:00–13:00'] },
    })
    expect(body.points[1]!.hours).not.toHaveProperty('sunday')
    expect(body.message).toBe('3 punti di ritiro trovati vicino a 20121.')
    // Sendcloud v3: the zone's carrier and the postcode, nothing of the shopper.
    expect(fake.pointSearches.at(-1)).toEqual({
      country_code: 'IT',
      carrier_code: 'brt',
      address_postal_code: '20121',
      radius: '10000',
      limit: '10',
    })
  })

  it('by city', async () => {
    const found = await searchPickupPoints(await shop(), 'IT', 'Roma')
    expect(found.ok && found.points.map((p) => p.name)).toEqual(['Edicola Trastevere', 'Locker Roma Termini'])
    expect(fake.pointSearches.at(-1)).toMatchObject({ address_city: 'Roma' })
  })

  it('nothing near: says so; a bad search is a 400 in the page’s language', async () => {
    const none = await search('IT', 'Aosta')
    expect(none.status).toBe(200)
    expect(((await none.json()) as { points: unknown[] }).points).toEqual([])
    const bad = await search('IT', '<script>')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: string }).error).toBe('Scrivi un CAP o una città.')
  })

  it('keys refused (401) or a timeout: "pickup points unavailable, choose home delivery", a 424, never a 5xx', async () => {
    process.env.SENDCLOUD_SECRET_KEY = 'wrong'
    try {
      const res = await search('IT', '20121')
      expect(res.status).toBe(424)
      expect(((await res.json()) as { error: string }).error).toBe(
        'Punti di ritiro non disponibili, scegli la consegna a casa.',
      )
    } finally {
      setKeys(true)
    }
    fake.delayMs = LATER_THAN_TIMEOUT_MS
    const warn = vi.spyOn(log, 'warn')
    try {
      const res = await search('IT', '20121')
      expect(res.status).toBe(424)
      // What the shopper searched (a postcode: personal data) is never logged, not even in the timeout's line.
      expect(warn).toHaveBeenCalled()
      expect(JSON.stringify(warn.mock.calls)).not.toContain('20121')
    } finally {
      fake.delayMs = 0
      warn.mockRestore()
    }
  })

  it('a zone whose method is manual offers none (409), as does any zone without the keys', async () => {
    const res = await search('DE', '10115')
    expect(res.status).toBe(409)
    setKeys(false)
    try {
      expect(await searchPickupPoints(await shop(), 'IT', '20121')).toEqual({ ok: false, reason: 'not-offered' })
    } finally {
      setKeys(true)
    }
  })
})

describe('pickup points: the order', () => {
  it('keeps the carrier’s copy of the chosen point, e-mails it and announces the parcel to it', async () => {
    const res = await checkout('ok', {
      delivery: 'pickup',
      pickupPointId: '4100001',
      // Whatever else the browser says about the point is not read.
      pickupPoint: { name: 'Fake point', street: 'Nowhere' },
      shippingFee: 0,
    })
    expect(res.status).toBe(200)
    const { orderId } = (await res.json()) as { orderId: Order['id'] }
    made.push(orderId)
    const payload = await shop()
    const order = (await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })) as Order
    expect(order.pickupPoint).toMatchObject({
      pointId: '4100001',
      carrier: 'brt',
      kind: 'locker',
      name: 'Locker Milano Centrale',
      street: 'Piazza Duca d’Aosta 1',
      postcode: '20124',
      city: 'Milano',
      country: 'IT',
    })
    expect(order.pickupPoint?.hours).toMatchObject({ monday: ['00:00–23:59'] })
    // The billing address is still the shopper's; the fee is the zone's rate, as for home delivery.
    expect(order.billingData).toMatchObject({ address: 'Via Roma 1', city: 'Milano', zip: '20121' })
    expect(order.shippingFee).toBeGreaterThan(0)

    await markOrderPaid(payload, order.id, null, order.checkoutSessionId!)
    const confirmation = (
      await payload.find({
        collection: 'mail-queue',
        where: { dedupeKey: { equals: `order-confirmation:${order.id}` } },
        overrideAccess: true,
      })
    ).docs[0]
    expect(confirmation).toBeDefined()
    const mail = JSON.stringify(await renderOrderMail(payload, confirmation as never))
    expect(mail).toContain('Punto di ritiro')
    expect(mail).toContain('Locker Milano Centrale')
    expect(mail).toContain('Piazza Duca d’Aosta 1, 20124 Milano')

    const shipped = await shipOrder(payload, operator, 'it', String(order.id), { code: '', link: '' })
    expect(shipped.ok).toBe(true)
    expect(fake.announcements.at(-1)).toMatchObject({
      // The zone's pickup option (one that delivers to service points), not its home option.
      ship_with: { type: 'shipping_option_code', properties: { shipping_option_code: 'brt:fermopoint' } },
      to_service_point: { id: '4100001' },
      to_address: { address_line_1: 'Via Roma 1', postal_code: '20121' },
    })
    const shippedRow = (
      await payload.find({
        collection: 'mail-queue',
        where: { dedupeKey: { equals: `shipped:${order.id}` } },
        overrideAccess: true,
      })
    ).docs[0]
    expect(JSON.stringify(await renderOrderMail(payload, shippedRow as never))).toContain('Locker Milano Centrale')
  })

  it('refuses a point the carrier does not know (422, no order), and pickup without a point', async () => {
    const before = (await (await shop()).count({ collection: 'orders', overrideAccess: true })).totalDocs
    const unknown = await checkout('unknown', { delivery: 'pickup', pickupPointId: '4199999' })
    expect(unknown.status).toBe(422)
    expect(((await unknown.json()) as { error: string }).error).toBe(
      'Il punto di ritiro scelto non è più disponibile: scegline un altro.',
    )
    const missing = await checkout('missing', { delivery: 'pickup' })
    expect(missing.status).toBe(422)
    expect(((await missing.json()) as { error: string }).error).toBe(
      'Scegli un punto di ritiro, o la consegna al tuo indirizzo.',
    )
    expect((await (await shop()).count({ collection: 'orders', overrideAccess: true })).totalDocs).toBe(before)
    expect(await confirmPickupPoint(await shop(), 'DE', '4100001')).toEqual({ ok: false, reason: 'not-offered' })
  })

  it('the carrier out of reach at order time: 424 "choose home delivery"; home delivery still works', async () => {
    fake.delayMs = LATER_THAN_TIMEOUT_MS
    try {
      const res = await checkout('slow', { delivery: 'pickup', pickupPointId: '4100002' })
      expect(res.status).toBe(424)
    } finally {
      fake.delayMs = 0
    }
    const home = await checkout('home', { delivery: 'home' })
    expect(home.status).toBe(200)
    const { orderId } = (await home.json()) as { orderId: Order['id'] }
    made.push(orderId)
    const order = (await (await shop()).findByID({ collection: 'orders', id: orderId, overrideAccess: true })) as Order
    expect(order.pickupPoint?.pointId ?? null).toBeNull()
  })
})
