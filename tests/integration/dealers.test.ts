import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quote, saveAccountCart } from '@/features/cart/cart-service'
import { createPendingOrder } from '@/features/checkout/create-order'
import { regimeSplit, DOMESTIC } from '@/features/tax/regime'
import { placeTransferOrder } from '@/features/checkout/transfer-order'
import { expireLapsedOrders } from '@/features/orders/expiry'
import { cancelOrder } from '@/features/orders/cancel'
import { findOrder } from '@/features/orders/repository'
import { recordTransfer } from '@/features/orders/transfer'
import { italianDay } from '@/features/invoices/model'
import { getPublishedProducts } from '@/features/products/data'
import { activeDealer, getListedDealers, getProductTerms } from '@/features/dealers/data'
import { priceListCsv, priceListPdf, priceListRows } from '@/features/dealers/price-list'
import { reorder } from '@/features/orders/reorder'
import { readAccountCart } from '@/features/cart/cart-service'
import type { PriceList, User } from '@/payload-types'
import { deleteOrders, italianBilling, makeCustomer, productWithStock, shop } from './helpers'

/**
 * Issue 41: a dealer's trade prices, case packs and minimum order on every path that prices a cart, and
 * nobody else pricing at them (ADR 0026).
 */
let list: PriceList
let dealer: User
let consumer: User
const orders: (string | number)[] = []
const productIds: Record<string, string> = {}

const line = (url: string, quantity: number, sets = '') => ({ id: productIds[url]!, quantity, sets, fragrance: '' })

beforeAll(async () => {
  const payload = await shop()
  list = await payload.create({
    collection: 'price-lists',
    overrideAccess: true,
    data: { name: `Test ${Date.now()}`, percentOff: 40 },
  })
  for (const url of ['vaso-onda', 'vaso-anfora-salvia', 'bottiglia-sfaccettata']) {
    const p = await productWithStock(url, 500)
    productIds[url] = String(p.id)
  }
  // Vaso Onda: 59 € list, case of 2. Anfora: a fixed trade price, dealers only. Bottiglia sfaccettata: set of 6.
  await payload.update({
    collection: 'products',
    id: productIds['vaso-onda']!,
    overrideAccess: true,
    data: { trade: { casePack: 2 } },
  })
  await payload.update({
    collection: 'products',
    id: productIds['vaso-anfora-salvia']!,
    overrideAccess: true,
    data: { trade: { tradePrice: 31.5, dealerOnly: true, casePack: 1 } },
  })
  await payload.updateGlobal({
    slug: 'trade-settings',
    overrideAccess: true,
    data: { minimumOrder: 100, promotions: false },
  })
  dealer = await makeCustomer(payload, {
    dealer: {
      status: 'active',
      priceList: list.id,
      company: 'Bottega Luce S.r.l.',
      country: 'IT',
      vatNumber: '01234567897',
      sdi: 'M5UXCR1',
    },
  })
  consumer = await makeCustomer(payload)
})

afterAll(async () => {
  const payload = await shop()
  await deleteOrders(orders)
  await payload.update({
    collection: 'products',
    id: productIds['vaso-onda']!,
    overrideAccess: true,
    data: { trade: { casePack: 1 } },
  })
  await payload.update({
    collection: 'products',
    id: productIds['vaso-anfora-salvia']!,
    overrideAccess: true,
    data: { trade: { tradePrice: null, dealerOnly: false, casePack: 1 } },
  })
  const ours = { in: [dealer.id, consumer.id] }
  await payload.delete({ collection: 'carts', where: { user: ours }, overrideAccess: true })
  await payload.delete({ collection: 'users', where: { id: ours }, overrideAccess: true })
  await payload.delete({ collection: 'price-lists', id: list.id, overrideAccess: true })
})

describe('trade prices', () => {
  it('a dealer’s cart is priced at its price list net of VAT; a consumer’s and a guest’s at the list price', async () => {
    const lines = [line('vaso-onda', 2), line('vaso-anfora-salvia', 1)]
    const trade = await quote('it', lines, { user: dealer })
    expect(trade.basis).toBe('net')
    // 59 € → 48.36 net, 40 % off → 29.02; the anfora's fixed trade price 31.50.
    expect(trade.lines.map((l) => [l.price, l.problem])).toEqual([
      [29.02, null],
      [31.5, null],
    ])
    expect(trade.subtotal).toBe(89.54)
    for (const who of [consumer, null]) {
      const q = await quote('it', [line('vaso-onda', 2)], { user: who })
      expect(q.basis).toBe('gross')
      expect(q.lines[0]!.price).toBe(59)
    }
  })

  it('a suspended dealer is back at consumer prices at once', async () => {
    const payload = await shop()
    await payload.update({
      collection: 'users',
      id: dealer.id,
      overrideAccess: true,
      data: { dealer: { status: 'suspended' } },
    })
    try {
      const q = await quote('it', [line('vaso-onda', 2)], { user: dealer })
      expect(q.basis).toBe('gross')
      expect(q.lines[0]!.price).toBe(59)
    } finally {
      await payload.update({
        collection: 'users',
        id: dealer.id,
        overrideAccess: true,
        data: { dealer: { status: 'active' } },
      })
    }
  })

  it('case packs and the minimum order hold the checkout with a clear message in the page’s language', async () => {
    const payload = await shop()
    const q = await quote('en', [line('vaso-onda', 3)], { user: dealer })
    expect(q.lines[0]).toMatchObject({ problem: 'case-pack', casePack: 2 })
    expect(q.checkoutable).toBe(false)
    // A signed-in buyer's order is made from the account's cart.
    await saveAccountCart(payload, dealer, [line('vaso-onda', 3)])
    const refused = await createPendingOrder(payload, {
      lang: 'it',
      user: dealer,
      note: '',
      billing: italianBilling('Luca', dealer.email),
      lines: [],
    })
    expect(refused).toMatchObject({ ok: false, status: 409 })
    expect(!refused.ok && refused.error).toBe(
      'Vaso Onda si ordina a cartoni da 2 pezzi: scegli 4 pezzi o un altro multiplo di 2.',
    )
    await saveAccountCart(payload, dealer, [line('vaso-onda', 2)])
    const below = await createPendingOrder(payload, {
      lang: 'en',
      user: dealer,
      note: '',
      billing: italianBilling('Luca', dealer.email),
      lines: [],
    })
    expect(below).toMatchObject({ ok: false, status: 422 })
    expect(!below.ok && below.error).toMatch(
      /^The minimum order for dealers is 100,00\s€ VAT excluded: 41,96\s€ to go\.$/,
    )
  })

  it('a dealer’s order is stored net with the VAT added, invoiced to the trade account', async () => {
    const payload = await shop()
    await saveAccountCart(payload, dealer, [line('vaso-onda', 4), line('vaso-anfora-salvia', 1)])
    const form = { ...italianBilling('Luca', dealer.email), invoice: 'no' as const, azienda: 'Altro', piva: '' }
    const res = await createPendingOrder(payload, { lang: 'it', user: dealer, note: '', billing: form, lines: [] })
    if (!res.ok) throw new Error(res.error)
    orders.push(res.order.id)
    const o = res.order
    expect(o.trade).toBe(true)
    expect(o.items!.map((i) => i.price)).toEqual([29.02, 31.5])
    expect(o.subtotal).toBe(147.58)
    // Five vases in one parcel under 10 kg (ADR 0041): Italy's first band, 5.99 € VAT included → 4.91 net;
    // no consumer free-shipping offer.
    expect(o.shippingFee).toBe(4.91)
    expect(o.totalAmount).toBe(186.04) // 152.49 + 33.55 VAT
    expect(regimeSplit(o.totalAmount, DOMESTIC).taxable).toBe(152.49)
    expect(o.billingData).toMatchObject({ azienda: 'Bottega Luce S.r.l.', piva: '01234567897', sdi: 'M5UXCR1' })
  })

  it('display stands are for dealers: a consumer cannot order one on any path', async () => {
    const payload = await shop()
    const q = await quote('it', [line('vaso-anfora-salvia', 1)], { user: consumer })
    expect(q.lines[0]!.problem).toBe('dealer-only')
    const res = await createPendingOrder(payload, {
      lang: 'en',
      user: null,
      note: '',
      billing: italianBilling('Guest', 'guest-stand@example.com'),
      lines: [line('vaso-anfora-salvia', 1)],
    })
    expect(res).toMatchObject({ ok: false, status: 409 })
    expect(!res.ok && res.error).toBe('Sage Amphora Vase is for dealers only. Please remove it from your cart.')
  })

  it('a discount code typed by a dealer is refused while codes are for consumers', async () => {
    const q = await quote('en', [line('vaso-onda', 4)], {
      user: dealer,
      code: { typed: 'BENVENUTO10', found: null, usesByCustomer: 0, now: new Date() },
    })
    expect(q.code).toMatchObject({ ok: false, reason: 'not-for-trade' })
    expect(q.discount).toBe(0)
  })
})

describe('nobody else reads trade terms', () => {
  it('Payload’s API gives no trade price, case pack or price list to a consumer or a guest', async () => {
    const payload = await shop()
    for (const user of [consumer, null]) {
      const p = await payload.findByID({
        collection: 'products',
        id: productIds['vaso-anfora-salvia']!,
        overrideAccess: false,
        user,
      })
      expect(p.trade?.tradePrice).toBeUndefined()
      expect(p.trade?.casePack).toBeUndefined()
      expect(p.trade?.dealerOnly).toBe(true)
      expect((p.sets ?? []).every((s) => s.tradePrice === undefined)).toBe(true)
      await expect(payload.find({ collection: 'price-lists', overrideAccess: false, user })).rejects.toThrow()
      await expect(payload.findGlobal({ slug: 'trade-settings', overrideAccess: false, user })).rejects.toThrow()
    }
  })

  it('a customer cannot make themself a dealer through Payload’s API', async () => {
    const payload = await shop()
    await expect(
      payload.update({
        collection: 'users',
        id: consumer.id,
        overrideAccess: false,
        user: consumer,
        data: { dealer: { status: 'active', priceList: list.id } },
      }),
    ).rejects.toThrow()
    const again = await payload.findByID({ collection: 'users', id: consumer.id, overrideAccess: true })
    expect(again.dealer?.status ?? null).toBeNull()
  })
})

describe('paying by bank transfer', () => {
  const stockOf = async (url: string) =>
    (await (await shop()).findByID({ collection: 'products', id: productIds[url]!, overrideAccess: true })).stock
  const operator = async () =>
    (
      await (
        await shop()
      ).find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, overrideAccess: true })
    ).docs[0] as User

  async function transferOrder(quantity = 4) {
    const payload = await shop()
    await saveAccountCart(payload, dealer, [line('vaso-onda', quantity)])
    const res = await createPendingOrder(payload, {
      lang: 'it',
      user: dealer,
      note: '',
      billing: italianBilling('Luca', dealer.email),
      lines: [],
      payment: 'bank-transfer',
    })
    if (!res.ok) throw new Error(res.error)
    orders.push(res.order.id)
    return res.order
  }

  it('is for dealers only', async () => {
    const res = await createPendingOrder(await shop(), {
      lang: 'en',
      user: null,
      note: '',
      billing: italianBilling('Guest', 'guest-transfer@example.com'),
      lines: [line('vaso-onda', 2)],
      payment: 'bank-transfer',
    })
    expect(res).toEqual({ ok: false, status: 403, error: 'Bank transfer is for dealers only.' })
  })

  it('places the order at once, holds its pieces for the set days, mails the IBAN, the amount and the reference', async () => {
    const payload = await shop()
    await payload.updateGlobal({ slug: 'trade-settings', overrideAccess: true, data: { transferDays: 10 } })
    const before = await stockOf('vaso-onda')
    const order = await transferOrder()
    expect(order).toMatchObject({ status: 'pending', payment: 'bank-transfer', trade: true })
    const days = (Date.parse(order.holdUntil!) - Date.parse(order.createdAt)) / 86_400_000
    expect(days).toBeCloseTo(10, 2)
    expect(await stockOf('vaso-onda')).toBe(before! - 4)
    const url = await placeTransferOrder(payload, order, 'it')
    expect(url).toMatch(/^\/success\?session_id=cs_bt_[a-f0-9]{32}$/)
    const mail = (
      await payload.find({
        collection: 'mail-queue',
        where: { dedupeKey: { equals: `transfer:${order.id}` } },
        overrideAccess: true,
      })
    ).docs[0]!
    const text = String((mail.message as { text?: string }).text)
    expect(text).toContain('IBAN: IT60 X054 2811 1010 0000 0123 456')
    expect(text).toContain(`Causale: Ordine ${order.id}`)
    expect(text).toMatch(/Importo: 147,61\s€/) // 4 × 29.02 + 4.91 shipping (the first band) = 120.99 net + 26.62 VAT
    expect(text).not.toContain('anche per e-mail')
    // The card checkout's reservation time does not expire it; its own date does.
    await expireLapsedOrders(payload, new Date(Date.now() + 2 * 86_400_000))
    expect((await findOrder(payload, order.id))!.status).toBe('pending')
    // Cancelled by the operator: its pieces go back (and later tests count their own).
    const held = await stockOf('vaso-onda')
    expect((await cancelOrder(payload, { id: order.id, actor: 'operator', by: 'test' })).ok).toBe(true)
    expect(await stockOf('vaso-onda')).toBe(held! + 4)
  })

  it('the operator records the transfer: the order is paid once, with its invoice number and the transfer’s date', async () => {
    const payload = await shop()
    const order = await transferOrder()
    const op = await operator()
    const today = italianDay(new Date())
    expect(await recordTransfer(payload, dealer, 'it', String(order.id), today)).toMatchObject({
      ok: false,
      status: 403,
    })
    expect(await recordTransfer(payload, op, 'it', String(order.id), '2999-01-01')).toMatchObject({
      ok: false,
      status: 400,
    })
    const twice = await Promise.all([1, 2].map(() => recordTransfer(payload, op, 'en', String(order.id), today)))
    expect(twice.filter((r) => r.ok)).toHaveLength(1)
    expect(twice.find((r) => !r.ok)).toMatchObject({ status: 409 })
    const paid = (await findOrder(payload, order.id))!
    expect(paid.status).toBe('paid')
    expect(paid.invoiceNumber).toMatch(/^\d{4}\/\d{4}$/)
    expect(paid.transferDate?.slice(0, 10)).toBe(today)
    expect(paid.history!.at(-1)).toMatchObject({ status: 'paid', by: op.email })
  })

  it('an unpaid transfer expires on its date and gives its pieces back; a card order cannot be “paid” by transfer', async () => {
    const payload = await shop()
    const before = await stockOf('vaso-onda')
    const order = await transferOrder(4)
    expect(await stockOf('vaso-onda')).toBe(before! - 4)
    // Two processes' expiry runs at once after the date: the pieces come back once.
    const later = new Date(Date.parse(order.holdUntil!) + 60_000)
    await Promise.all([expireLapsedOrders(payload, later), expireLapsedOrders(payload, later)])
    expect((await findOrder(payload, order.id))!.status).toBe('expired')
    expect(await stockOf('vaso-onda')).toBe(before)
    const card = await createPendingOrder(payload, {
      lang: 'it',
      user: null,
      note: '',
      billing: italianBilling('Ada', 'card-buyer@example.com'),
      lines: [line('vaso-onda', 1)],
    })
    if (!card.ok) throw new Error(card.error)
    orders.push(card.order.id)
    expect(
      await recordTransfer(payload, await operator(), 'it', String(card.order.id), italianDay(new Date())),
    ).toMatchObject({
      ok: false,
      status: 409,
    })
  })
})

describe('the dealer area', () => {
  it('the price list: every product and set at its list and trade price, as CSV and PDF in the dealer’s language', async () => {
    const me = (await activeDealer(dealer))!
    const rows = priceListRows(await getPublishedProducts('it'), await getProductTerms(), me.percentOff)
    expect(rows.find((r) => r.sku && r.name === 'Vaso Onda')).toMatchObject({
      listPrice: 59,
      tradePrice: 29.02,
      set: null,
    })
    // A set's own list price, 40 % off net: Candela Fico Mediterraneo × 2 at 54,90 → 45,00 net → 27,00.
    expect(rows.find((r) => r.name === 'Candela Fico Mediterraneo' && r.set === 2)).toMatchObject({
      listPrice: 54.9,
      tradePrice: 27,
    })
    const csv = priceListCsv(rows, 'it')
    expect(csv).toContain('Prezzo rivenditore (IVA escl.)')
    expect(csv).toMatch(/Vaso Onda;;59,00;29,02;\d+;sì/)
    expect(priceListCsv(rows, 'en')).toContain('Trade price (VAT excl.)')
    const pdf = await priceListPdf(rows, me, 'en')
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('reorders its own order into the cart at today’s prices; not somebody else’s', async () => {
    const payload = await shop()
    const mine = (
      await payload.find({
        collection: 'orders',
        where: { user: { equals: dealer.id } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    await saveAccountCart(payload, dealer, [])
    expect(await reorder(payload, dealer, String(mine.id))).toBe(true)
    const cart = await readAccountCart(payload, dealer)
    expect(cart.keys.map((k) => [k.id, k.quantity])).toEqual(
      mine.items!.map((i) => [String(typeof i.product === 'object' ? i.product?.id : i.product), i.quantity]),
    )
    expect(await reorder(payload, consumer, String(mine.id))).toBe(false)
  })

  it('lists on the display-stand pages only active dealers that agreed to it', async () => {
    const payload = await shop()
    const listed = (company: string) => getListedDealers().then((l) => l.some((d) => d.company === company))
    expect(await listed('Bottega Luce S.r.l.')).toBe(false)
    await payload.update({
      collection: 'users',
      id: dealer.id,
      overrideAccess: true,
      data: { dealer: { listed: true, region: 'Veneto' } },
    })
    expect(await listed('Bottega Luce S.r.l.')).toBe(true)
    await payload.update({
      collection: 'users',
      id: dealer.id,
      overrideAccess: true,
      data: { dealer: { status: 'suspended' } },
    })
    expect(await listed('Bottega Luce S.r.l.')).toBe(false)
    await payload.update({
      collection: 'users',
      id: dealer.id,
      overrideAccess: true,
      data: { dealer: { status: 'active', listed: false } },
    })
  })
})
