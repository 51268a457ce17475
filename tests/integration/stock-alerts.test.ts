import { afterAll, describe, expect, it } from 'vitest'
import { createPendingOrder } from '@/features/checkout/create-order'
import { cancelOrder } from '@/features/orders/cancel'
import { askForAlert, confirmAlert, sendDueAlerts, stopAlert } from '@/features/stock-alerts/data'
import { italianBilling, makeCustomer, productWithStock, seededProduct, shop } from './helpers'

/**
 * Back-in-stock alerts (issue 40) on the database: a guest's double opt-in, a signed-in customer's at
 * once, exactly one e-mail when stock comes back — by a save (the Local API, as /cms), or by a cancelled
 * order giving its pieces back — and none after the unsubscribe link; the same answer for any address.
 */
const PRODUCT = 'candela-te-bianco'
let seq = 0
const address = (tag: string) => `alert-${tag}-${Date.now()}-${++seq}@example.com`

const mails = async (to: string) =>
  (
    await (
      await shop()
    ).find({ collection: 'mail-queue', where: { to: { equals: to } }, sort: 'createdAt', overrideAccess: true })
  ).docs.map((d) => ({ subject: String(d.subject), text: String((d.message as { text?: string }).text ?? '') }))

const alertOf = async (email: string) =>
  (
    await (
      await shop()
    ).find({ collection: 'stock-alerts', where: { email: { equals: email } }, limit: 1, overrideAccess: true })
  ).docs[0]!

/** The hook sends after the save's transaction: wait for what it does (at most a few seconds). */
async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 8000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = await read()
    if (ok(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 100))
  }
}

const soldOut = () => productWithStock(PRODUCT, 0)
const restock = async (n: number) => {
  const payload = await shop()
  const p = await seededProduct(PRODUCT)
  // As the operator's form in /cms does: a save with the new count.
  return payload.update({ collection: 'products', id: p.id, overrideAccess: true, data: { stock: n, instock: true } })
}

afterAll(async () => {
  const payload = await shop()
  const p = await seededProduct(PRODUCT)
  await payload.update({ collection: 'products', id: p.id, overrideAccess: true, data: { stock: 0, instock: false } })
  await payload.delete({ collection: 'stock-alerts', where: { product: { equals: p.id } }, overrideAccess: true })
})

describe('back-in-stock alerts', () => {
  it('a guest confirms by e-mail; the restock in /cms sends exactly one e-mail, in their language, with the product link', async () => {
    const payload = await shop()
    const p = await soldOut()
    const email = address('guest')
    expect(await askForAlert(payload, { email, productId: String(p.id), fragrance: '', lang: 'en' })).toBe('ok')
    const first = await mails(email)
    expect(first).toHaveLength(1)
    expect(first[0]!.subject).toBe('Confirm your back-in-stock alert: White Tea Candle')
    const alert = await alertOf(email)
    expect(alert.status).toBe('unconfirmed')
    expect(first[0]!.text).toContain(`/api/stock-alerts/confirm?token=${alert.token}&lang=en`)

    // Not confirmed: a restock sends nothing.
    await restock(3)
    await new Promise((r) => setTimeout(r, 500))
    expect(await sendDueAlerts(payload, [p.id])).toBe(0)
    expect(await mails(email)).toHaveLength(1)

    await soldOut()
    expect(await confirmAlert(payload, alert.token)).toBe(true)
    expect((await alertOf(email)).status).toBe('waiting')
    await restock(5)
    const sent = await eventually(
      () => mails(email),
      (m) => m.length === 2,
    )
    expect(sent.map((m) => m.subject)).toEqual([
      'Confirm your back-in-stock alert: White Tea Candle',
      'Back in stock: White Tea Candle',
    ])
    expect(sent[1]!.text).toContain(`/shop/${PRODUCT}?lang=en`)
    expect(sent[1]!.text).toContain(`/api/stock-alerts/stop?token=${alert.token}&lang=en`)
    expect((await alertOf(email)).status).toBe('sent')

    // Sold out and back again: no second e-mail unless they ask again.
    await soldOut()
    await restock(4)
    await new Promise((r) => setTimeout(r, 500))
    expect(await sendDueAlerts(payload, [p.id])).toBe(0)
    expect(await mails(email)).toHaveLength(2)
  })

  it('a signed-in customer waits at once (no confirmation e-mail); a cancelled order giving the last piece back sends the alert', async () => {
    const payload = await shop()
    const p = await productWithStock(PRODUCT, 1)
    const order = await createPendingOrder(payload, {
      lang: 'it',
      user: null,
      note: '',
      billing: italianBilling('Lia', address('buyer')),
      lines: [{ id: String(p.id), quantity: 1, sets: '', fragrance: '' }],
    })
    if (!order.ok) throw new Error(order.error)
    const customer = await makeCustomer(payload)
    const outcome = await askForAlert(payload, {
      email: customer.email,
      productId: String(p.id),
      fragrance: '',
      lang: 'it',
      userId: customer.id,
    })
    expect(outcome).toBe('ok')
    expect((await alertOf(customer.email)).status).toBe('waiting')
    expect(await mails(customer.email)).toHaveLength(0)

    const cancelled = await cancelOrder(payload, { id: order.order.id, actor: 'operator', by: 'test' })
    expect(cancelled.ok).toBe(true)
    const sent = await mails(customer.email)
    expect(sent.map((m) => m.subject)).toEqual(['È di nuovo disponibile: Candela Tè Bianco'])
    expect(sent[0]!.text).toContain(`/shop/${PRODUCT}?lang=it`)
  })

  it('two processes looking at once send one e-mail; a stopped alert sends none', async () => {
    const payload = await shop()
    const p = await soldOut()
    const customers = await Promise.all([makeCustomer(payload), makeCustomer(payload)])
    for (const c of customers)
      await askForAlert(payload, { email: c.email, productId: String(p.id), fragrance: '', lang: 'it', userId: c.id })
    const stopped = await alertOf(customers[1]!.email)
    expect(await stopAlert(payload, stopped.token)).toBe(true)
    // The product's row changes behind the hooks' back (as a restore or an SQL fix would): the looks find it.
    await payload.db.updateOne({ collection: 'products', id: p.id, data: { stock: 2 } } as never)
    const counts = await Promise.all(Array.from({ length: 6 }, () => sendDueAlerts(payload, [p.id])))
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1)
    expect(await mails(customers[0]!.email)).toHaveLength(1)
    expect(await mails(customers[1]!.email)).toHaveLength(0)
    expect((await alertOf(customers[1]!.email)).status).toBe('stopped')
  })

  it('asking for something on sale, or a product that does not exist, records nothing; any address gets the same answer', async () => {
    const payload = await shop()
    const p = await productWithStock(PRODUCT, 3)
    const email = address('on-sale')
    expect(await askForAlert(payload, { email, productId: String(p.id), fragrance: '', lang: 'it' })).toBe('available')
    expect(await askForAlert(payload, { email, productId: '99999999', fragrance: '', lang: 'it' })).toBe('unknown')
    expect(await askForAlert(payload, { email, productId: String(p.id), fragrance: 'Nessuna', lang: 'it' })).toBe(
      'unknown',
    )
    expect(await mails(email)).toHaveLength(0)
    await soldOut()
    // An address that has an account answers like one that has none.
    const customer = await makeCustomer(payload)
    expect(
      await askForAlert(payload, { email: customer.email, productId: String(p.id), fragrance: '', lang: 'it' }),
    ).toBe('ok')
    expect(await askForAlert(payload, { email, productId: String(p.id), fragrance: '', lang: 'it' })).toBe('ok')
    // Asked twice at once: one alert.
    const twice = address('twice')
    await Promise.all(
      [1, 2].map(() => askForAlert(payload, { email: twice, productId: String(p.id), fragrance: '', lang: 'it' })),
    )
    expect(
      (await payload.count({ collection: 'stock-alerts', where: { email: { equals: twice } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
  })
})
