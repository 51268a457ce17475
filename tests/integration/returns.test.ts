import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestReturn, returnLabel, shipOrder } from '@/features/carriers/server'
import { markShipped, renderOrderMail } from '@/features/orders/server'
import { withdraw } from '@/features/orders/withdraw'
import { withdrawalLink } from '@/features/orders/withdrawal'
import { getSeller } from '@/features/seller/server'
import type { Order, User } from '@/payload-types'
import { deleteOrders, makeCustomer, payOrder, pendingGuestOrder, shop } from './helpers'
import {
  carrierSettings,
  connectSendcloud,
  disconnectSendcloud,
  sendcloudKeys,
  shopOperator,
  type SendcloudFake,
  LATER_THAN_TIMEOUT_MS,
} from './sendcloud'

/**
 * Issue 55, returns: a withdrawal asks Sendcloud (API v3 Returns, against the local fake) for a return label
 * when the operator offers them, through the real client; the label is stored by reference and served only to
 * the order's owner, the guest with its withdrawal link and operators. The provider's refusals (422, 401, a
 * timeout) never block the withdrawal: it is recorded, with the reason for the operator.
 */
const KEYS = { SENDCLOUD_PUBLIC_KEY: 'pk_vetrina_returns', SENDCLOUD_SECRET_KEY: 'sk_vetrina_returns' }
let fake: SendcloudFake
let operator: User
const made: Order['id'][] = []

const setKeys = (on: boolean) => sendcloudKeys(KEYS, on)
const reload = async (id: Order['id']) =>
  (await shop()).findByID({ collection: 'orders', id, overrideAccess: true }) as Promise<Order>
const returnsOffered = (on: boolean, optionCode = 'poste_it:return') => ({
  italy: 'brt:standard',
  abroad: 'manual',
  returns: { offer: on, optionCode },
})
const offer = (on: boolean, optionCode?: string) => carrierSettings(returnsOffered(on, optionCode))

/** A paid guest order of 2 × Vaso Onda to an Italian address with this postcode (not shipped yet). */
async function unshippedOrder(tag: string, zip = '20121'): Promise<Order> {
  const order = await payOrder(await pendingGuestOrder(`return-${tag}-${Date.now()}`))
  made.push(order.id)
  return (await shop()).update({
    collection: 'orders',
    id: order.id,
    overrideAccess: true,
    data: { billingData: { ...order.billingData, zip } },
  })
}

/** The same order, shipped by the operator with a typed tracking (the goods are with the customer's carrier). */
async function paidOrder(tag: string, zip = '20121'): Promise<Order> {
  const order = await unshippedOrder(tag, zip)
  const shipped = await markShipped(await shop(), operator, 'it', String(order.id), `RT${order.id}`, 'https://t.test/x')
  expect(shipped.ok).toBe(true)
  return reload(order.id)
}

/** The customer withdraws from one piece, through the orders' withdrawal with the carriers' return step. */
async function withdrawOne(order: Order): Promise<Order> {
  const payload = await shop()
  const done = await withdraw(
    payload,
    order,
    { name: 'Marta Verdi', email: order.email, lines: { '0': 1 }, by: order.email },
    new Date(),
    (o) => requestReturn(payload, o),
  )
  expect(done.ok).toBe(true)
  return reload(order.id)
}

/** The acknowledgement e-mail as the outbox renders it now. */
async function ackMail(order: Order) {
  const payload = await shop()
  const rows = await payload.find({
    collection: 'mail-queue',
    where: { dedupeKey: { equals: `withdrawal-ack:${order.id}` } },
    limit: 1,
    overrideAccess: true,
  })
  const row = rows.docs[0]
  if (!row) throw new Error('no acknowledgement queued')
  const mail = await renderOrderMail(payload, row as never)
  if (!mail || mail === 'wait') throw new Error('acknowledgement not rendered')
  return mail
}

const tokenOf = async (order: Order) => new URL(await withdrawalLink(order)).searchParams.get('t')!

beforeAll(async () => {
  fake = await connectSendcloud(KEYS, returnsOffered(true))
  operator = await shopOperator()
})

afterAll(async () => {
  await disconnectSendcloud(KEYS, fake)
  await deleteOrders(made)
})

describe('return labels for withdrawals', () => {
  it('asks for a return from the customer to the shop, stores it and links it from the acknowledgement', async () => {
    const payload = await shop()
    const order = await withdrawOne(await paidOrder('ok'))
    expect(order.status).toBe('withdrawn')
    const sent = fake.returnRequests.at(-1)!
    const seller = await getSeller()
    expect(sent.from_address).toMatchObject({ postal_code: '20121', city: 'Milano', country_code: 'IT' })
    expect(sent.to_address).toMatchObject({ name: seller.name, postal_code: seller.zip, city: seller.city })
    expect(sent.ship_with).toEqual({ type: 'shipping_option_code', shipping_option_code: 'poste_it:return' })
    expect(sent.weight.unit).toBe('kg')
    expect(sent.weight.value).toBeGreaterThan(0)
    const stored = [...fake.returns.values()].at(-1)!
    expect(order.returnShipment).toMatchObject({
      provider: 'sendcloud',
      returnId: stored.id,
      labelRef: stored.parcelId,
      trackingNumber: stored.tracking_number,
      error: null,
    })

    const mail = await ackMail(order)
    const token = await tokenOf(order)
    expect(mail.text).toContain(`/api/orders/${order.id}/return-label?t=${encodeURIComponent(token)}`)
    expect(mail.html).toContain('Scarica l’etichetta di reso (PDF)')

    // The guest with the order's withdrawal link, and the operator: the PDF, fetched from the carrier (A4).
    const guest = await returnLabel(payload, { user: null, token }, String(order.id))
    if (!guest.ok) throw new Error(`guest got ${guest.status}`)
    const pdf = Buffer.from(guest.pdf).toString('latin1')
    expect(pdf.startsWith('%PDF-')).toBe(true)
    expect(pdf).toContain('/MediaBox [0 0 595 842]')
    expect((await returnLabel(payload, { user: operator }, String(order.id))).ok).toBe(true)
    // The owner signed in (their verified address is the guest order's).
    const owner = await makeCustomer(payload, { email: order.email, verified: true })
    expect((await returnLabel(payload, { user: owner }, String(order.id))).ok).toBe(true)
  })

  it('a withdrawal before shipping asks for no label: nothing went out, nothing comes back (review2)', async () => {
    const before = fake.returnRequests.length
    const order = await withdrawOne(await unshippedOrder('not-shipped'))
    expect(order.status).toBe('withdrawn')
    expect(fake.returnRequests.length).toBe(before)
    expect(order.returnShipment?.returnId ?? null).toBeNull()
    expect((await ackMail(order)).text).not.toContain('etichetta di reso')
  })

  it('a return made leaves the carrier’s shipments alone: another order still ships with one click', async () => {
    expect(fake.returns.size).toBeGreaterThan(0)
    const order = await unshippedOrder('ship-after-return')
    const res = await shipOrder(await shop(), operator, 'it', String(order.id), { code: '', link: '' })
    expect(res).toMatchObject({ ok: true })
    expect((await reload(order.id)).status).toBe('shipped')
  })

  it('serves the label to nobody else: another customer, a visitor, another order’s link all get 404', async () => {
    const payload = await shop()
    const order = await withdrawOne(await paidOrder('private'))
    const other = await paidOrder('other')
    const stranger = await makeCustomer(payload)
    expect(await returnLabel(payload, { user: stranger }, String(order.id))).toEqual({ ok: false, status: 404 })
    expect(await returnLabel(payload, { user: null }, String(order.id))).toEqual({ ok: false, status: 404 })
    const otherToken = await tokenOf(other)
    expect(await returnLabel(payload, { user: null, token: otherToken }, String(order.id))).toEqual({
      ok: false,
      status: 404,
    })
    expect(await returnLabel(payload, { user: null, token: 'not-a-token' }, String(order.id))).toEqual({
      ok: false,
      status: 404,
    })
    // An order without a return label: 404 even for its own link.
    expect(await returnLabel(payload, { user: null, token: otherToken }, String(other.id))).toEqual({
      ok: false,
      status: 404,
    })
  })

  it('a 422 (bad postcode) leaves the withdrawal recorded, with the carrier’s reason for the operator', async () => {
    const order = await withdrawOne(await paidOrder('bad-zip', '2012'))
    expect(order.status).toBe('withdrawn')
    expect(order.withdrawal?.lines).toEqual([{ index: 0, name: 'Vaso Onda', quantity: 1 }])
    expect(order.returnShipment?.labelRef ?? null).toBeNull()
    expect(order.returnShipment?.error).toMatch(/^invalid: Invalid postal code "2012"/)
    const mail = await ackMail(order)
    expect(mail.text).toContain('te la invieremo con un’altra e-mail')
    expect(mail.text).not.toContain('/return-label')
    const token = await tokenOf(order)
    expect(await returnLabel(await shop(), { user: null, token }, String(order.id))).toEqual({
      ok: false,
      status: 404,
    })
  })

  it('wrong keys (401) and a carrier that does not answer (timeout) do not block the withdrawal either', async () => {
    const forKeys = await paidOrder('keys')
    process.env.SENDCLOUD_SECRET_KEY = 'sk_wrong'
    let order: Order
    try {
      order = await withdrawOne(forKeys)
    } finally {
      setKeys(true)
    }
    expect(order.status).toBe('withdrawn')
    expect(order.returnShipment?.error).toBe('unauthorized')

    const forSlow = await paidOrder('slow')
    fake.delayMs = LATER_THAN_TIMEOUT_MS
    try {
      order = await withdrawOne(forSlow)
    } finally {
      fake.delayMs = 0
    }
    expect(order.status).toBe('withdrawn')
    expect(order.returnShipment?.error).toBe('unavailable')
  })

  it('asks nothing when the operator does not offer labels, or without Sendcloud (manual): as before', async () => {
    const before = fake.returnRequests.length
    await offer(false)
    try {
      const order = await withdrawOne(await paidOrder('off'))
      expect(order.returnShipment?.returnId ?? null).toBeNull()
      expect(order.returnShipment?.error ?? null).toBeNull()
      expect((await ackMail(order)).text).not.toContain('etichetta di reso')
    } finally {
      await offer(true)
    }
    setKeys(false)
    try {
      const order = await withdrawOne(await paidOrder('manual'))
      expect(order.returnShipment?.error ?? null).toBeNull()
    } finally {
      setKeys(true)
    }
    expect(fake.returnRequests.length).toBe(before)
  })
})
