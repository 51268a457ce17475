import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { saveAccountCart } from '@/features/cart/cart-service'
import { billingSchema } from '@/features/checkout/billing'
import { createPendingOrder } from '@/features/checkout/create-order'
import { openPaymentSession } from '@/features/checkout/open-session'
import { paymentProvider } from '@/features/payments/provider'
import { startRefund } from '@/features/checkout/payments/refund'
import { resetStripeClient } from '@/features/payments/stripe-client'
import { handlePaymentEvent, verifyEvent } from '@/features/checkout/payments/webhook'
import { messages } from '@/i18n/messages'
import { attachPaymentSession, findOrder } from '@/features/orders/repository'
import { toCents } from '@/lib/money'
import type { DiscountCode, Offer, Order, PriceList, Product, User } from '@/payload-types'
import { startStripeFake } from '../support/stripe-fake.mjs'
import { deleteOrders, italianBilling, makeCustomer, productWithStock, seededProduct, shop } from './helpers'

/**
 * Issue 52: the real Stripe path, through the official SDK, against a local fake of Stripe's API
 * (tests/support/stripe-fake.mjs). Each order is paid the way Stripe would report it: the signed
 * checkout.session.completed carries what the session's lines add up to, as the fake recorded them.
 */
const SECRET = 'whsec_vetrina_fake_integration'
let fake: Awaited<ReturnType<typeof startStripeFake>>
let list: PriceList
let dealer: User
let euDealer: User
let operator: User
let minimumBefore: number | null | undefined
const orders: (number | string)[] = []
const ids: Record<string, string> = {}
const line = (url: string, quantity: number) => ({ id: ids[url]!, quantity, sets: '', fragrance: '' })

beforeAll(async () => {
  const payload = await shop()
  fake = await startStripeFake()
  process.env.STRIPE_SECRET_KEY = 'sk_test_vetrina_fake'
  process.env.STRIPE_WEBHOOK_SECRET = SECRET
  process.env.STRIPE_API_BASE = fake.base()
  resetStripeClient()
  for (const url of ['vaso-onda', 'vaso-bolla-mini', 'vaso-anfora-salvia'])
    ids[url] = String((await productWithStock(url, 500)).id)
  list = await payload.create({
    collection: 'price-lists',
    overrideAccess: true,
    data: { name: `Stripe fake ${Date.now()}`, percentOff: 40 },
  })
  minimumBefore = (await payload.findGlobal({ slug: 'trade-settings', overrideAccess: true })).minimumOrder
  await payload.updateGlobal({ slug: 'trade-settings', overrideAccess: true, data: { minimumOrder: 100 } })
  const terms = { status: 'active' as const, priceList: list.id }
  dealer = await makeCustomer(payload, {
    dealer: { ...terms, company: 'Bottega Luce S.r.l.', country: 'IT', vatNumber: '01234567897', sdi: 'M5UXCR1' },
  })
  euDealer = await makeCustomer(payload, {
    dealer: { ...terms, company: 'Maison Bougie SARL', country: 'FR', vatNumber: 'FR40303265045' },
  })
  operator = await makeCustomer(payload, { role: 'admin' } as never)
})

afterAll(async () => {
  const payload = await shop()
  await fake.close()
  delete process.env.STRIPE_SECRET_KEY
  delete process.env.STRIPE_WEBHOOK_SECRET
  delete process.env.STRIPE_API_BASE
  resetStripeClient()
  await deleteOrders(orders)
  await payload.updateGlobal({ slug: 'trade-settings', overrideAccess: true, data: { minimumOrder: minimumBefore } })
  const ours = { in: [dealer.id, euDealer.id, operator.id] }
  await payload.delete({ collection: 'carts', where: { user: ours }, overrideAccess: true })
  await payload.delete({ collection: 'users', where: { id: ours }, overrideAccess: true })
  await payload.delete({ collection: 'price-lists', id: list.id, overrideAccess: true })
})

/** The checkout's path: the order, the provider's session (the fake's), the session kept on the order. */
async function checkout(user: User | null, lines: ReturnType<typeof line>[], billing: Record<string, string>) {
  const payload = await shop()
  if (user) await saveAccountCart(payload, user, lines)
  const res = await createPendingOrder(payload, {
    lang: 'it',
    user,
    lines: user ? [] : lines,
    note: '',
    billing: billingSchema(messages.it).parse(billing),
  })
  if (!res.ok) throw new Error(res.error)
  orders.push(res.order.id)
  expect(paymentProvider().name).toBe('stripe')
  const session = await paymentProvider().createSession(res.order, 'it')
  await attachPaymentSession(payload, res.order.id, session.id)
  return { order: res.order, session }
}

/** The buyer pays on Stripe's page; the signed event Stripe sends reaches the shop's webhook handler. */
async function pay(sessionId: string) {
  const { body, signature } = await fake.pay(sessionId, { secret: SECRET })
  return handlePaymentEvent(await shop(), verifyEvent(body, signature))
}

const status = async (o: Order) => (await findOrder(await shop(), o.id))!.status

describe('the real Stripe path against the fake', () => {
  it('a consumer’s order: the session charges the order’s total and the signed event marks it paid', async () => {
    const { order, session } = await checkout(null, [line('vaso-onda', 1), line('vaso-bolla-mini', 2)], {
      ...italianBilling('Marta', `stripe-consumer-${Date.now()}@example.com`),
    })
    expect(session.url).toBe(`${fake.base()}/c/pay/${session.id}`)
    const recorded = fake.session(session.id)!
    expect(recorded).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
      metadata: { orderId: String(order.id) },
    })
    expect(recorded.amount_total).toBe(toCents(order.totalAmount))
    expect(await pay(session.id)).toBe('paid')
    expect(await status(order)).toBe('paid')
  })

  it('a dealer paying by card in Italy is charged its total with VAT (a VAT line), becomes paid and is refunded', async () => {
    const payload = await shop()
    // 4 × 29,02 + 3 × 35,41 (59 € and 72 € net of VAT, −40 %) and the shipping, net; the total adds the VAT.
    const { order, session } = await checkout(dealer, [line('vaso-onda', 4), line('vaso-anfora-salvia', 3)], {
      ...italianBilling('Luca', dealer.email),
    })
    expect(order.trade).toBe(true)
    // Paid as Stripe reports it (amount_total: what the session's lines add up to): the order is paid, not
    // left pending for a mismatched amount.
    expect(await pay(session.id)).toBe('paid')
    const recorded = fake.session(session.id)!
    const lines = recorded.line_items.data
    expect(lines.reduce((sum: number, l: { amount_total: number }) => sum + l.amount_total, 0)).toBe(
      recorded.amount_total,
    )
    // What Stripe charged is the order's total, VAT included — not the net lines alone.
    expect(recorded.amount_total).toBe(toCents(order.totalAmount))
    const vat = lines.at(-1)!
    expect(vat.description).toBe('IVA 22%')
    expect(vat.amount_total).toBe(toCents(order.totalAmount) - toCents(order.subtotal) - toCents(order.shippingFee))
    const paid = (await findOrder(payload, order.id))!
    expect(paid.status).toBe('paid')
    expect(paid.paymentIntentId).toMatch(/^pi_/)

    // The operator refunds it in full: Stripe's fake refunds the payment intent, its signed refund.created
    // records the refund.
    const asked = await startRefund(payload, operator, 'it', String(order.id), {
      amount: order.totalAmount,
      restock: {},
    })
    expect(asked).toMatchObject({ ok: true, confirmed: false })
    const refund = fake.refunds().at(-1)!
    expect(refund).toMatchObject({
      object: 'refund',
      amount: toCents(order.totalAmount),
      payment_intent: paid.paymentIntentId,
      status: 'succeeded',
    })
    expect(refund.metadata.orderId).toBe(String(order.id))
    const { body, signature } = await fake.send('refund.created', refund, { secret: SECRET })
    expect(await handlePaymentEvent(payload, verifyEvent(body, signature))).toBe('refunded')
    expect(await status(order)).toBe('refunded')
    // Stripe refuses a second refund of what is already refunded; the shop says so.
    const again = await startRefund(payload, operator, 'it', String(order.id), { amount: 1, restock: {} })
    expect(again.ok).toBe(false)
  })

  it('an EU dealer under reverse charge is charged its net total (no VAT line) and becomes paid', async () => {
    const { order, session } = await checkout(euDealer, [line('vaso-onda', 6)], {
      ...italianBilling('Claire', euDealer.email),
      country: 'France',
      state: 'Île-de-France',
      city: 'Paris',
      zip: '75004',
    })
    expect(order.vat?.kind).toBe('intra-eu')
    const recorded = fake.session(session.id)!
    expect(recorded.amount_total).toBe(toCents(order.totalAmount))
    expect(recorded.line_items.data.map((l: { description: string }) => l.description).join()).not.toMatch(/IVA/)
    expect(await pay(session.id)).toBe('paid')
  })

  it('the fake answers as Stripe: an expired session cannot be paid, nor expired twice', async () => {
    const { order, session } = await checkout(null, [line('vaso-bolla-mini', 1)], {
      ...italianBilling('Marta', `stripe-expire-${Date.now()}@example.com`),
    })
    await paymentProvider().closeSession({ ...order, checkoutSessionId: session.id })
    expect(fake.session(session.id)!.status).toBe('expired')
    await expect(fake.pay(session.id)).rejects.toThrow('This Checkout Session is expired.')
    const res = await fetch(`${fake.base()}/v1/checkout/sessions/${session.id}/expire`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_vetrina_fake' },
    })
    expect(res.status).toBe(400)
    expect((await res.json()).error.message).toContain('Only Checkout Sessions with a status in ["open"]')
    expect((await fetch(`${fake.base()}/v1/checkout/sessions`)).status).toBe(401)
  })
})

/** Products of this file's own (cloned from a seeded vase), removed afterwards. */
const clones: Product['id'][] = []
const stamp = Date.now()
async function cloneProduct(n: number, price: number, stock = 10): Promise<Product> {
  const payload = await shop()
  const base: Record<string, unknown> = { ...(await seededProduct('vaso-onda')) }
  for (const key of ['id', 'createdAt', 'updatedAt']) delete base[key]
  const doc = await payload.create({
    collection: 'products',
    overrideAccess: true,
    locale: 'it',
    data: {
      ...base,
      url: `stripe-prova-${stamp}-${n}`,
      name: `Vaso prova ${n}`,
      sku: `SP-${stamp}-${n}`,
      price,
      stock,
      instock: true,
      fragrance: [],
      sets: [],
    } as never,
  })
  clones.push(doc.id)
  return doc
}
const stockOf = async (id: Product['id']) =>
  (await (await shop()).findByID({ collection: 'products', id, overrideAccess: true })).stock
const cloneLine = (p: Product, quantity = 1) => ({ id: String(p.id), quantity, sets: '', fragrance: '' })

afterAll(async () => {
  const payload = await shop()
  await payload.delete({ collection: 'products', where: { id: { in: clones } }, overrideAccess: true })
})

describe('Stripe’s limits at checkout (issue 52, review 3)', () => {
  it('a dealer’s 99-line cart opens one session of at most 100 items charging the total with VAT, and is paid', async () => {
    const payload = await shop()
    const products: Product[] = []
    for (let i = 0; i < 99; i++) products.push(await cloneProduct(i, 10 + i / 10))
    await saveAccountCart(
      payload,
      dealer,
      products.map((p) => cloneLine(p)),
    )
    const res = await createPendingOrder(payload, {
      lang: 'it',
      user: dealer,
      lines: [],
      note: '',
      billing: billingSchema(messages.it).parse(italianBilling('Luca', dealer.email)),
    })
    if (!res.ok) throw new Error(res.error)
    orders.push(res.order.id)
    expect(res.order.items).toHaveLength(99)
    const opened = await openPaymentSession(payload, res.order, 'it')
    expect(opened).toMatchObject({ ok: true })
    const session = fake.sessions().at(-1)!
    expect(session.metadata.orderId).toBe(String(res.order.id))
    expect(session.line_items.data.length).toBeLessThanOrEqual(100)
    expect(session.line_items.data.map((l: { description: string }) => l.description)).toEqual([
      '99 articoli',
      'Spedizione',
      'IVA 22%',
    ])
    expect(session.amount_total).toBe(toCents(res.order.totalAmount))
    expect(await pay(session.id)).toBe('paid')
    expect(await status(res.order)).toBe('paid')
  }, 120_000)

  it('a card total under Stripe’s 0,50 € is refused at checkout in the shopper’s language, nothing held', async () => {
    const payload = await shop()
    const cheap = await cloneProduct(1000, 0.3)
    const free: Offer = await payload.create({
      collection: 'offers',
      overrideAccess: true,
      locale: 'it',
      data: { label: 'Spedizione gratuita prova', kind: 'free-shipping', zone: 'italy', threshold: 0.01 } as never,
    })
    try {
      for (const lang of ['it', 'en'] as const) {
        const res = await createPendingOrder(payload, {
          lang,
          user: null,
          lines: [cloneLine(cheap)],
          note: '',
          billing: billingSchema(messages[lang]).parse(italianBilling('Marta', `stripe-tiny-${stamp}@example.com`)),
        })
        expect(res).toMatchObject({
          ok: false,
          status: 422,
          error: expect.stringMatching(
            lang === 'it'
              ? /^Il pagamento con carta richiede un totale di almeno 0,50\s€\.$/
              : /^Card payment .* at least 0,50\s€\.$/,
          ),
        })
      }
      expect(await stockOf(cheap.id)).toBe(10)
    } finally {
      await payload.delete({ collection: 'offers', id: free.id, overrideAccess: true })
    }
  })

  it('when Stripe refuses or cannot be reached, the order is released at once: stock and code back, a clear 4xx', async () => {
    const payload = await shop()
    const vase = await cloneProduct(2000, 40)
    const code: DiscountCode = await payload.create({
      collection: 'discount-codes',
      overrideAccess: true,
      data: { code: `STRIPEKO${stamp}`, kind: 'percent', percent: 10, maxUses: 1 } as never,
    })
    let placed: Order['id'] | null = null
    try {
      const res = await createPendingOrder(payload, {
        lang: 'it',
        user: null,
        lines: [cloneLine(vase, 2)],
        note: '',
        code: code.code,
        billing: billingSchema(messages.it).parse(italianBilling('Marta', `stripe-down-${stamp}@example.com`)),
      })
      if (!res.ok) throw new Error(res.error)
      placed = res.order.id
      expect(await stockOf(vase.id)).toBe(8)
      const usesOf = async () =>
        (await payload.findByID({ collection: 'discount-codes', id: code.id, overrideAccess: true })).uses
      expect(await usesOf()).toBe(1)
      // Stripe out of reach (nothing listens there).
      process.env.STRIPE_API_BASE = 'http://127.0.0.1:9'
      resetStripeClient()
      const opened = await openPaymentSession(payload, res.order, 'it')
      expect(opened).toEqual({ ok: false, status: 409, error: messages.it.checkout.sessionFailed })
      expect(await status(res.order)).toBe('expired')
      expect(await stockOf(vase.id)).toBe(10)
      expect(await usesOf()).toBe(0)
    } finally {
      process.env.STRIPE_API_BASE = fake.base()
      resetStripeClient()
      if (placed) await deleteOrders([placed])
      await payload.delete({ collection: 'code-uses', where: { code: { equals: code.id } }, overrideAccess: true })
      await payload.delete({ collection: 'discount-codes', id: code.id, overrideAccess: true })
    }
  }, 60_000)
})
