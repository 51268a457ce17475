import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as webhookRoute } from '@/app/api/carriers/sendcloud/webhook/route'
import { cancelShipment, handleTrackingWebhook, shipOrder } from '@/features/carriers/server'
import { renderOrderMail } from '@/features/orders/server'
import { withdraw } from '@/features/orders/withdraw'
import type { Order, User } from '@/payload-types'
import { deleteOrders, payOrder, pendingGuestOrder, seededProduct, shop } from './helpers'
import {
  connectSendcloud,
  disconnectSendcloud,
  LATER_THAN_TIMEOUT_MS,
  shopOperator,
  type SendcloudFake,
} from './sendcloud'

/**
 * Issue 55's carrier review: every parcel of a multi-parcel shipment tracked (delivered only when all are),
 * a cancel Sendcloud queues (202) kept pending until confirmed, the carrier's tracking link checked,
 * announcing once per attempt (a retry after a timeout), one shipped e-mail per re-ship, a withdrawn order's
 * live shipment cancelled, the webhook's body capped — against the local fake through the real client.
 */
const KEYS = { SENDCLOUD_PUBLIC_KEY: 'pk_vetrina_review', SENDCLOUD_SECRET_KEY: 'sk_vetrina_review' }
let fake: SendcloudFake
let operator: User
let vaseId: string | number
const made: Order['id'][] = []

const reload = async (id: Order['id']) =>
  (await shop()).findByID({ collection: 'orders', id, overrideAccess: true }) as Promise<Order>

async function paidOrder(tag: string): Promise<Order> {
  const order = await payOrder(await pendingGuestOrder(`carrier-review-${tag}-${Date.now()}`))
  made.push(order.id)
  return (await shop()).update({
    collection: 'orders',
    id: order.id,
    overrideAccess: true,
    data: { billingData: { ...order.billingData, zip: '20121' } },
  })
}

const vaseWeight = async (weight: number) =>
  (await shop()).update({ collection: 'products', id: vaseId, overrideAccess: true, data: { weight } })

const ship = async (order: Order) => shipOrder(await shop(), operator, 'it', String(order.id), { code: '', link: '' })
const event = async (parcelId: string, status: number, at = Date.now()) => {
  const e = fake.signedEvent(parcelId, status, at)
  return handleTrackingWebhook(await shop(), e.body, e.signature)
}
const mailRows = async (key: string) =>
  (await shop()).find({ collection: 'mail-queue', where: { dedupeKey: { equals: key } }, overrideAccess: true })

beforeAll(async () => {
  fake = await connectSendcloud(KEYS, { italy: 'brt:standard', abroad: 'manual', pieceGrams: 500 })
  vaseId = (await seededProduct('vaso-onda')).id
  await vaseWeight(1200)
  operator = await shopOperator()
})

afterAll(async () => {
  await disconnectSendcloud(KEYS, fake)
  await deleteOrders(made)
})

describe('a shipment of several parcels', () => {
  it('stores every parcel and delivers the order only when every parcel is delivered', async () => {
    const order = await paidOrder('parcels')
    await vaseWeight(15_000) // 2 × 15 kg: more than the largest box takes (25 kg), so two parcels
    try {
      expect(await ship(order)).toMatchObject({ ok: true })
    } finally {
      await vaseWeight(1200)
    }
    expect(fake.announcements.at(-1)!.parcels).toHaveLength(2)
    const shipped = await reload(order.id)
    const parcels = shipped.shipment?.parcels ?? []
    expect(parcels).toHaveLength(2)
    expect(new Set(parcels.map((p) => p.trackingNumber)).size).toBe(2)
    for (const p of parcels) expect(p.trackingUrl).toMatch(/^https:\/\//)
    const [first, second] = parcels.map((p) => p.parcelId!)
    const t = Date.now()
    expect(await event(first!, 11, t)).toMatchObject({ recorded: 1, delivered: 0 })
    const half = await reload(order.id)
    expect(half.status).toBe('shipped')
    expect(half.shipment?.status).not.toBe('delivered')
    expect(half.shipment?.parcels?.map((p) => p.status)).toEqual(['delivered', 'announced'])
    expect((await mailRows(`delivered:${order.id}`)).docs).toHaveLength(0)
    expect(await event(second!, 11, t + 1000)).toMatchObject({ recorded: 1, delivered: 1 })
    const done = await reload(order.id)
    expect(done.status).toBe('delivered')
    expect(done.shipment?.status).toBe('delivered')
  })
})

describe('a cancel Sendcloud queues (202)', () => {
  it('stays pending, tells the operator, and undoes the shipment only when the carrier confirms it', async () => {
    const payload = await shop()
    const order = await paidOrder('queued')
    expect((await ship(order)).ok).toBe(true)
    const shipment = (await reload(order.id)).shipment!
    fake.queueCancels = true
    try {
      const res = await cancelShipment(payload, operator, 'it', String(order.id))
      expect(res).toMatchObject({ ok: true, queued: true })
    } finally {
      fake.queueCancels = false
    }
    const pending = await reload(order.id)
    expect(pending.status).toBe('shipped')
    expect(pending.tracking?.code).toBeTruthy()
    expect(pending.shipment).toMatchObject({ cancellation: 'queued', status: 'cancel-requested' })
    const again = await cancelShipment(payload, operator, 'en', String(order.id))
    expect(again).toMatchObject({ ok: false, status: 409 })
    expect(!again.ok && again.error).toContain('waiting for the carrier')
    // Sendcloud's "Cancellation requested" (1999) is not a cancel.
    const t = Date.now()
    await event(shipment.parcelId!, 1999, t)
    expect((await reload(order.id)).status).toBe('shipped')
    // Confirmed: every parcel cancelled (2000) — back to paid, tracking cleared, shippable again.
    for (const parcel of fake.confirmCancel(shipment.shipmentId!)) await event(parcel, 2000, t + 1000)
    const back = await reload(order.id)
    expect(back.status).toBe('paid')
    expect(back.tracking?.code ?? null).toBeNull()
    expect(back.shipment?.shipmentId ?? null).toBeNull()
    expect(back.history?.at(-1)).toMatchObject({ status: 'paid', by: 'sendcloud' })
  })
})

describe('the carrier’s tracking link', () => {
  it('is stored and e-mailed only when it is https (a javascript: link is left out)', async () => {
    const order = await paidOrder('link')
    fake.trackingUrlOf = () => 'javascript:alert(document.cookie)'
    try {
      expect((await ship(order)).ok).toBe(true)
    } finally {
      fake.trackingUrlOf = null
    }
    const now = await reload(order.id)
    expect(now.tracking?.code).toMatch(/^3S/)
    expect(now.tracking?.link ?? '').toBe('')
    expect(now.shipment?.parcels?.[0]?.trackingUrl ?? '').toBe('')
    const row = (await mailRows(`shipped:${order.id}`)).docs[0]
    const mail = await renderOrderMail(await shop(), row as never)
    expect(JSON.stringify(mail)).not.toContain('javascript:')
    expect(JSON.stringify(mail)).toContain(now.tracking!.code!)
  })
})

describe('announcing once per attempt', () => {
  it('a retry after a timeout finds the shipment the first try made instead of making a second', async () => {
    const order = await paidOrder('retry')
    fake.slowAnnounceMs = LATER_THAN_TIMEOUT_MS // the client gives up first; the fake has made the shipment anyway
    const slow = await ship(order)
    fake.slowAnnounceMs = 0
    expect(slow).toMatchObject({ ok: false, status: 424 })
    const ref = `${order.ref || order.id}-1`
    const mine = () =>
      [...fake.shipments.values()].filter(
        (s) => (s as { body?: { external_reference_id?: string } }).body?.external_reference_id === ref,
      )
    expect(mine()).toHaveLength(1)
    expect((await ship(order)).ok).toBe(true)
    expect(mine()).toHaveLength(1)
    expect((await reload(order.id)).shipment?.shipmentId).toBe(mine()[0]!.id)
  })
})

describe('shipping again after a cancel', () => {
  it('sends one new shipped e-mail, with the new tracking', async () => {
    const payload = await shop()
    const order = await paidOrder('reship')
    expect((await ship(order)).ok).toBe(true)
    const firstCode = (await reload(order.id)).tracking!.code!
    expect((await cancelShipment(payload, operator, 'it', String(order.id))).ok).toBe(true)
    expect((await ship(await reload(order.id))).ok).toBe(true)
    const secondCode = (await reload(order.id)).tracking!.code!
    expect(secondCode).not.toBe(firstCode)
    const rows = (await mailRows(`shipped:${order.id}:2`)).docs
    expect(rows).toHaveLength(1)
    const mail = JSON.stringify(await renderOrderMail(payload, rows[0] as never))
    expect(mail).toContain(secondCode)
    expect(mail).not.toContain(firstCode)
    expect((await mailRows(`shipped:${order.id}`)).docs).toHaveLength(1)
  })
})

describe('a withdrawn order', () => {
  it('has its live carrier shipment cancelled; one the carrier cannot cancel is reported to the operator', async () => {
    const payload = await shop()
    const order = await paidOrder('withdrawn')
    expect((await ship(order)).ok).toBe(true)
    const shipped = await reload(order.id)
    const done = await withdraw(payload, shipped, {
      name: 'Mario Rossi',
      email: shipped.email!,
      lines: { '0': 2 },
      by: shipped.email!,
    })
    expect(done.ok).toBe(true)
    expect(fake.shipments.get(shipped.shipment!.shipmentId!)?.status).toBe('cancelled')
    expect((await reload(order.id)).shipment).toMatchObject({ cancellation: 'cancelled', status: 'cancelled' })

    const late = await paidOrder('withdrawn-late')
    expect((await ship(late)).ok).toBe(true)
    const lateShipped = await reload(late.id)
    fake.pickUp(lateShipped.shipment!.parcelId!)
    const lateDone = await withdraw(payload, lateShipped, {
      name: 'Mario Rossi',
      email: lateShipped.email!,
      lines: { '0': 2 },
      by: lateShipped.email!,
    })
    expect(lateDone.ok).toBe(true)
    expect((await reload(late.id)).shipment?.cancellation).toBe('failed')
  })
})

describe('the webhook endpoint', () => {
  it('refuses a body whose declared size is too large before reading it (413)', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        if (pulled > 20) return controller.close()
        controller.enqueue(new Uint8Array(100_000).fill(32))
      },
    })
    const request = new Request('http://shop.test/api/carriers/sendcloud/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '2000000' },
      body,
      duplex: 'half',
    } as RequestInit)
    const res = await webhookRoute(request)
    expect(res.status).toBe(413)
    expect(pulled).toBeLessThanOrEqual(1)
  })
})
