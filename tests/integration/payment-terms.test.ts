import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { saveAccountCart } from '@/features/cart/cart-service'
import { createPendingOrder } from '@/features/checkout/create-order'
import { startRefund } from '@/features/checkout/payments/refund'
import { placeTransferOrder } from '@/features/checkout/transfer-order'
import { formatDate } from '@/i18n/config'
import { messages } from '@/i18n/messages'
import { italianDay } from '@/features/invoices/model'
import { buildFatturaPA } from '@/features/invoices/fatturapa'
import { expireLapsedOrders } from '@/features/orders/expiry'
import { renderOrderMail } from '@/features/orders/mail'
import { markShipped } from '@/features/orders/operator'
import { remindPayment, sendPaymentReminders } from '@/features/orders/payment-reminders'
import { orderRefunds } from '@/features/orders/refunds'
import { findOrder } from '@/features/orders/repository'
import { recordTransfer } from '@/features/orders/transfer'
import { getSeller } from '@/features/seller/data'
import { orderDocument } from '@/features/invoices/documents'
import { orderConfirmation } from '@/features/orders/confirmation-mail'
import { withdrawalWindow } from '@/features/orders/withdrawal'
import type { Order, User } from '@/payload-types'
import {
  deleteOrders,
  italianBilling,
  makeCustomer,
  payOrder,
  pendingGuestOrder,
  productWithStock,
  shop,
} from './helpers'
import { firstTriesSettled } from '@/services/queue-mail'

/**
 * Issue 41: a dealer granted payment terms (ADR 0026). Its bank-transfer order is confirmed and
 * invoiced when placed, ships before it is paid, shows as due, and is paid when the operator records
 * the transfer — once, however many record it at once. Money never received is never refunded; money
 * received by transfer is refunded by transfer, never past what was paid.
 */
let dealer: User
let operator: User
let productId = ''
const orders: Order['id'][] = []

beforeAll(async () => {
  const payload = await shop()
  productId = String((await productWithStock('vaso-onda', 500)).id)
  await payload.update({
    collection: 'products',
    id: productId,
    overrideAccess: true,
    data: { trade: { casePack: 1 } },
  })
  await payload.updateGlobal({
    slug: 'trade-settings',
    overrideAccess: true,
    data: { minimumOrder: 100, promotions: false, transferDays: 10 },
  })
  dealer = await makeCustomer(payload, {
    dealer: {
      status: 'active',
      company: 'Emporio Termini S.r.l.',
      country: 'IT',
      vatNumber: '01234567897',
      sdi: 'M5UXCR1',
      paymentTermsDays: 30,
    },
  })
  operator = (
    await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, overrideAccess: true })
  ).docs[0] as User
})

afterAll(async () => {
  const payload = await shop()
  await deleteOrders(orders)
  await payload.delete({ collection: 'carts', where: { user: { equals: dealer.id } }, overrideAccess: true })
  await payload.delete({ collection: 'users', id: dealer.id, overrideAccess: true })
})

const stock = async () =>
  (await (await shop()).findByID({ collection: 'products', id: productId, overrideAccess: true })).stock!

async function termsOrder(quantity = 4): Promise<Order> {
  const payload = await shop()
  await saveAccountCart(payload, dealer, [{ id: productId, quantity, sets: '', fragrance: '' }])
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
  await placeTransferOrder(payload, res.order, 'it')
  return (await findOrder(payload, res.order.id))!
}

describe('a dealer on payment terms', () => {
  it('is confirmed and invoiced when it orders: due in 30 days, its pieces sold, never expired', async () => {
    const payload = await shop()
    // Orders other files left pending lapse first (their pieces would come back during the count below).
    const later = new Date(Date.now() + 40 * 86_400_000)
    await expireLapsedOrders(payload, later)
    const before = await stock()
    const order = await termsOrder()
    expect(order).toMatchObject({ status: 'accepted', payment: 'bank-transfer', trade: true, transferDate: null })
    expect(order.invoiceNumber).toMatch(/^\d{4}\/\d{4}$/)
    expect((Date.parse(order.paymentDue!) - Date.parse(order.createdAt)) / 86_400_000).toBeCloseTo(30, 2)
    expect(await stock()).toBe(before - 4)
    // Past the days a plain transfer holds its pieces, and past the due date: still sold, nothing back.
    await expireLapsedOrders(payload, new Date(Date.parse(order.paymentDue!) + 86_400_000))
    expect((await findOrder(payload, order.id))!.status).toBe('accepted')
    expect(await stock()).toBe(before - 4)
    // The confirmation e-mails of a sale went out, and the transfer details with the due date.
    const mail = async (key: string) =>
      (await payload.find({ collection: 'mail-queue', where: { dedupeKey: { equals: key } }, overrideAccess: true }))
        .docs[0]
    const transfer = (await mail(`transfer:${order.id}`))!
    const text = String((transfer.message as { text?: string }).text)
    expect(text).toContain('lo spediamo senza attendere il pagamento')
    expect(text).toContain(`Da pagare entro il: ${formatDate(order.paymentDue!)}`)
    expect(text).toContain(`Causale: Ordine ${order.id}`)
    expect(await mail(`order-confirmation:${order.id}`)).toBeDefined()
    expect(await mail(`seller-copy:${order.id}`)).toBeDefined()
    // The dealer's own documents: the invoice as PDF and the e-invoice as XML, from the order on.
    const seller = await getSeller()
    expect((await orderDocument(order, seller, 'en', 'pdf'))!.fileName).toBe(
      `invoice-${order.invoiceNumber!.replace('/', '-')}.pdf`,
    )
    expect((await orderDocument(order, seller, 'en', 'xml'))!.contentType).toMatch(/^application\/xml/)
    expect(await orderDocument({ ...order, status: 'pending' }, seller, 'en', 'pdf')).toBeNull()
    // Its e-invoice: bank transfer (MP05) with the terms' due date.
    const xml = buildFatturaPA(order, await getSeller()).xml
    expect(xml).toContain('<ModalitaPagamento>MP05</ModalitaPagamento>')
    expect(xml).toContain(`<DataScadenzaPagamento>${italianDay(order.paymentDue!)}</DataScadenzaPagamento>`)
  })

  it('ships before it is paid; the transfer is recorded once, with its date, and the status stays the shipping’s', async () => {
    const payload = await shop()
    const order = await termsOrder(4)
    // Nothing to refund while the money has not come.
    expect(await startRefund(payload, operator, 'it', String(order.id), { amount: 10, restock: {} })).toMatchObject({
      ok: false,
      status: 409,
    })
    const shipped = await markShipped(payload, operator, 'it', String(order.id), 'TRK123', 'https://track.example/1')
    expect(shipped).toMatchObject({ ok: true })
    expect((await findOrder(payload, order.id))!.status).toBe('shipped')
    expect(await startRefund(payload, operator, 'it', String(order.id), { amount: 10, restock: {} })).toMatchObject({
      ok: false,
      status: 409,
    })
    const today = italianDay(new Date())
    // A dealer cannot record its own payment.
    expect(await recordTransfer(payload, dealer, 'it', String(order.id), today)).toMatchObject({ status: 403 })
    // Two operators (or two processes) record it at once: once.
    const twice = await Promise.all([1, 2].map(() => recordTransfer(payload, operator, 'en', String(order.id), today)))
    expect(twice.filter((r) => r.ok)).toEqual([{ ok: true, message: 'Transfer recorded: the order is paid.' }])
    expect(twice.find((r) => !r.ok)).toMatchObject({ status: 409 })
    const paid = (await findOrder(payload, order.id))!
    expect(paid.status).toBe('shipped')
    expect(paid.transferDate?.slice(0, 10)).toBe(today)
    expect(paid.history!.filter((h) => h.status === 'transfer-recorded')).toEqual([
      expect.objectContaining({ by: operator.email }),
    ])
    expect(await recordTransfer(payload, operator, 'it', String(order.id), today)).toMatchObject({ status: 409 })
  })

  it('paid by transfer, it is refunded by transfer: recorded by the operator, never past what was paid', async () => {
    const payload = await shop()
    const order = await termsOrder(4)
    await recordTransfer(payload, operator, 'it', String(order.id), italianDay(new Date()))
    const before = await stock()
    const total = order.totalAmount
    // Two operators each refund the whole order at once: one refund, one credit note.
    const both = await Promise.all(
      [1, 2].map(() => startRefund(payload, operator, 'it', String(order.id), { amount: total, restock: { 0: 4 } })),
    )
    expect(both.filter((r) => r.ok)).toHaveLength(1)
    expect(both.find((r) => !r.ok)).toMatchObject({ status: 409 })
    const refunds = await orderRefunds(payload, order.id)
    expect(refunds).toHaveLength(1)
    expect(refunds[0]!.cents).toBe(Math.round(total * 100))
    expect(refunds[0]!.creditNote?.number).toMatch(/^\d{4}\/\d{4}$/)
    expect((await findOrder(payload, order.id))!.status).toBe('refunded')
    expect(await stock()).toBe(before + 4)
  })
  it('a trade order has no withdrawal right: its confirmation says none of it and its window is shut; a consumer’s has both', async () => {
    const payload = await shop()
    const trade = await termsOrder()
    const mail = await orderConfirmation(payload, trade)
    const t = messages.it.invoice
    expect(mail.text).not.toContain(t.withdrawalTitle)
    expect(mail.text).not.toContain('/withdraw/')
    expect(mail.html).not.toContain('/withdraw/')
    expect(withdrawalWindow(trade)).toEqual({ open: false, reason: 'business' })
    const retail = await payOrder(await pendingGuestOrder(`consumer-${Date.now()}`))
    const consumerMail = await orderConfirmation(payload, retail)
    expect(consumerMail.text).toContain(t.withdrawalTitle)
    expect(consumerMail.html).toContain('/withdraw/')
    expect(withdrawalWindow(retail).open).toBe(true)
  })
})

/**
 * Payment reminders (ADR 0030): once an order on terms is overdue and unpaid, its dealer gets one
 * reminder with the transfer details, however many processes scan at once; the operator sends one more
 * a day; a paid order gets none, even one already queued.
 */
describe('payment reminders of orders on terms', () => {
  const reminders = async (orderId: Order['id']) => {
    await firstTriesSettled()
    return (
      await (
        await shop()
      ).find({
        collection: 'mail-queue',
        where: { dedupeKey: { like: `payment-reminder:${orderId}:` } },
        sort: 'createdAt',
        overrideAccess: true,
      })
    ).docs
  }
  const dueAt = async (order: Order, at: Date) =>
    (await shop()).update({
      collection: 'orders',
      id: order.id,
      overrideAccess: true,
      data: { paymentDue: at.toISOString() },
    })
  const dueTwoDaysAgo = (order: Order) => dueAt(order, new Date(Date.now() - 2 * 86_400_000))
  const rendered = async (orderId: Order['id']) =>
    renderOrderMail(await shop(), {
      id: 0,
      kind: 'payment-reminder',
      ref: String(orderId),
      createdAt: new Date().toISOString(),
    })

  it('a day past its due date and unpaid: one reminder with the transfer details, whatever the scans; none before or once paid', async () => {
    const payload = await shop()
    const order = await termsOrder()
    const paidOrder = await termsOrder()
    await sendPaymentReminders(payload)
    expect(await reminders(order.id)).toEqual([])
    // Due this morning: not on the due day itself.
    await dueAt(order, new Date(Date.now() - 12 * 3_600_000))
    await sendPaymentReminders(payload)
    expect(await reminders(order.id)).toEqual([])
    await dueTwoDaysAgo(order)
    await dueTwoDaysAgo(paidOrder)
    await recordTransfer(payload, operator, 'it', String(paidOrder.id), italianDay(new Date()))
    // Two processes' timers scan at once, and again later: one reminder.
    await Promise.all([sendPaymentReminders(payload), sendPaymentReminders(payload)])
    await sendPaymentReminders(payload, new Date(Date.now() + 3 * 86_400_000))
    const sent = await reminders(order.id)
    expect(sent.map((r) => [r.dedupeKey, r.status, r.to, r.subject])).toEqual([
      [`payment-reminder:${order.id}:overdue`, 'sent', dealer.email, `Promemoria di pagamento: ordine #${order.id}`],
    ])
    expect((await findOrder(payload, order.id))!.paymentRemindedAt).toBeTruthy()
    const mail = (await rendered(order.id)) as { text: string }
    expect(mail.text).toContain(`Il pagamento dell’ordine #${order.id} era dovuto entro il`)
    expect(mail.text).toContain(`Causale: Ordine ${order.id}`)
    expect(mail.text).toContain(`IBAN: ${(await getSeller()).iban.slice(0, 4)}`)
    // Paid: none, and one still queued when the payment is recorded is not sent.
    expect(await reminders(paidOrder.id)).toEqual([])
    expect(await rendered(paidOrder.id)).toBeNull()
  })

  it('the operator sends one a day, before the due date too, and the overdue one still follows; not a dealer, not once paid', async () => {
    const payload = await shop()
    const order = await termsOrder()
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000)
    expect(await remindPayment(payload, dealer, 'it', String(order.id))).toMatchObject({ ok: false, status: 403 })
    // Two clicks at once: one reminder.
    const twice = await Promise.all(
      [1, 2].map(() => remindPayment(payload, operator, 'en', String(order.id), daysAgo(4))),
    )
    expect(twice.filter((r) => r.ok)).toEqual([{ ok: true, message: `Payment reminder sent to ${dealer.email}.` }])
    expect(twice.find((r) => !r.ok)).toMatchObject({ status: 409, error: 'A reminder was already sent today.' })
    expect((await rendered(order.id)) as { text: string }).toMatchObject({
      text: expect.stringContaining(`Ti ricordiamo che il pagamento dell’ordine #${order.id} è dovuto entro il`),
    })
    // The next day, another.
    expect(await remindPayment(payload, operator, 'it', String(order.id), daysAgo(3))).toMatchObject({ ok: true })
    // Courtesy reminders before the due date do not stand for the overdue one, which counts for its day.
    await dueAt(order, daysAgo(2))
    await sendPaymentReminders(payload)
    expect((await reminders(order.id)).map((r) => r.dedupeKey)).toEqual([
      `payment-reminder:${order.id}:${italianDay(daysAgo(4))}`,
      `payment-reminder:${order.id}:${italianDay(daysAgo(3))}`,
      `payment-reminder:${order.id}:overdue`,
    ])
    expect(await remindPayment(payload, operator, 'it', String(order.id))).toMatchObject({ ok: false, status: 409 })
    await recordTransfer(payload, operator, 'it', String(order.id), italianDay(new Date()))
    expect(
      await remindPayment(payload, operator, 'it', String(order.id), new Date(Date.now() + 86_400_000)),
    ).toMatchObject({ ok: false, status: 409, error: messages.it.admin.reminderNotDue })
  })
})
