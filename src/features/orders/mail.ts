import type { Payload } from 'payload'
import { fill, formatDate, formatPrice, formatTime } from '@/i18n/config'
import { DEFAULT_LANG, type Lang, resolveLang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { transferMessage } from '@/features/payments/server'
import { orderConfirmation, sellerCopy } from './confirmation-mail'
import { emailLayout, escapeHtml } from '@/features/ui/server'
import { env } from '@/lib/env'
import type { MailMessage } from '@/services/mailer'
import { fromCents, toCents } from '@/lib/money'
import { enqueue, type QueuedRow, type Renderer } from '@/services/outbox'
import { sendBeside } from '@/services/queue-mail'
import type { Order } from '@/payload-types'
import { heldFrom, paidCents } from './held'
import { isHttpUrl, STATUSES, type OrderMail, type OrderStatus } from './lifecycle'
import { dueOnTerms, overdueOnTerms } from './payment-state'
import { pickupMailPart } from './pickup-mail'
import { findOrder } from './repository'
import { returnLabelPart } from './return-mail'
import { hasWithdrawalRight, withdrawalLinesOf, withdrawalLink, withdrawalParagraph } from './withdrawal'

/**
 * The e-mails of the order life cycle, through the outbox (services/outbox.ts, ADR 0012). The rows of a move
 * are written before the move is claimed and name the status they wait for; they are rendered from the
 * order when sent. So an error or a crash anywhere between the move and the send loses nothing, a
 * repeated event adds nothing (one row per order and mail), and a move that did not happen sends nothing.
 */

const dedupeKey = (mail: OrderMail, orderId: Order['id'] | string) => `${mail}:${orderId}`

/**
 * The shipped e-mail's key for the how-many-th shipment: an order shipped again after its carrier shipment
 * was cancelled (ADR 0042) sends one new e-mail, with the new tracking; the first keeps the original key.
 */
export const shippedKey = (orderId: Order['id'] | string, round: number) =>
  round <= 1 ? dedupeKey('shipped', orderId) : `${dedupeKey('shipped', orderId)}:${round}`

const shipments = (order: Order | null) => (order?.history ?? []).filter((h) => h.status === 'shipped').length

/** Records the e-mails that reaching `to` sends (before the move is claimed); returns the rows. */
export async function queueOrderMails(payload: Payload, orderId: Order['id'] | string, to: OrderStatus) {
  const rows = []
  const round = to === 'shipped' ? shipments(await findOrder(payload, orderId)) + 1 : 1
  for (const mail of STATUSES[to].mails as readonly OrderMail[]) {
    const key = mail === 'shipped' ? shippedKey(orderId, round) : dedupeKey(mail, orderId)
    rows.push(await enqueue(payload, { kind: mail, ref: String(orderId), awaitStatus: to }, key))
  }
  return rows
}

/** A shipment undone: its shipped e-mail, if still unsent, is not sent (the tracking it would show is gone). */
export async function voidShippedMail(payload: Payload, orderId: Order['id']) {
  const order = await findOrder(payload, orderId)
  const keys = Array.from({ length: shipments(order) }, (_, i) => shippedKey(orderId, i + 1))
  if (!keys.length) return
  await payload.update({
    collection: 'mail-queue',
    where: { and: [{ dedupeKey: { in: keys } }, { status: { equals: 'pending' } }] },
    overrideAccess: true,
    data: { status: 'void' },
  })
}

/**
 * Starts sending the rows now (after the move), beside the answer: an operator's action or a payment
 * webhook never waits for the mail server (issue 53); what fails stays queued for the timer.
 */
export const sendOrderMails = async (payload: Payload, rows: { id: number | string }[]) =>
  sendBeside(
    payload,
    rows.map((r) => r.id),
    renderOrderMail,
  )

const reached = (order: Order, status: string) =>
  order.status === status || (order.history ?? []).some((h) => h.status === status)

/** The e-mails of the payment reminders (features/orders/payment-reminders.ts). */
export const PAYMENT_REMINDER = 'payment-reminder'

/** Renders an order's queued e-mail from the order as it is now (the outbox's renderer). */
export const renderOrderMail: Renderer = async (payload: Payload, row: QueuedRow) => {
  if (!row.ref) return null
  const order = await findOrder(payload, row.ref)
  if (!order) return null
  if (row.awaitStatus && !reached(order, row.awaitStatus)) return 'wait'
  if (row.kind === 'refunded') return refundMail(payload, order, row.dedupeKey?.split(':')[2] ?? '')
  if (row.kind === PAYMENT_REMINDER) return paymentReminder(order)
  const render = RENDER[row.kind as Exclude<OrderMail, 'refunded'>]
  return render ? render(order, payload) : null
}

/**
 * A payment reminder, in the order's language, with the transfer details: nothing when the order was
 * paid (or is no longer owed) by the time it leaves; "was due" once the due date has passed.
 */
async function paymentReminder(order: Order): Promise<MailMessage | null> {
  if (!dueOnTerms(order)) return null
  const lang = resolveLang(order.locale, null)
  const s = messages[lang].success
  const id = `#${order.id}`
  return transferMessage(order, lang, fill(s.reminderSubject, { id }), (date) =>
    fill(overdueOnTerms(order) ? s.reminderOverdueText : s.reminderText, { id, date }),
  )
}

/** One refund's e-mail, once the ledger has the refund (it is recorded just after the row). */
async function refundMail(payload: Payload, order: Order, refundId: string): Promise<MailMessage | 'wait'> {
  const row = await payload.find({
    collection: 'payment-events',
    where: { eventId: { equals: `refund:${refundId}` } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const cents = row.docs[0]?.amount
  if (cents === undefined || cents === null) return 'wait'
  return customerNotice(order, 'refundedSubject', 'refundedIntro', { amount: formatPrice(fromCents(cents)) })
}

const RENDER: Record<
  Exclude<OrderMail, 'refunded'>,
  (order: Order, payload: Payload) => Promise<MailMessage> | MailMessage
> = {
  cancelled: (order) => customerNotice(order, 'cancelledSubject', 'cancelledIntro'),
  // The acknowledgement on a durable medium: what was withdrawn, the date and time (art. 54-bis).
  'withdrawal-ack': async (order) => ({
    ...(await customerNotice(
      order,
      'withdrawalSubject',
      'withdrawalIntro',
      withdrawalFacts(order),
      await returnLabelPart(order),
    )),
    // To the address the customer confirmed on the withdrawal page.
    to: order.withdrawal?.email || order.email,
  }),
  'withdrawal-seller': (order) => {
    const it = messages[DEFAULT_LANG].invoice
    const facts = withdrawalFacts(order)
    return sellerNotice(
      order,
      fill(it.withdrawalSellerSubject, { id: `#${order.id}` }),
      fill(it.withdrawalSellerIntro, { id: `#${order.id}`, ...facts }),
    )
  },
  'order-confirmation': (order, payload) => orderConfirmation(payload, order),
  'seller-copy': sellerCopy,
  // A held payment (ADR 0031), told as it is: an amount that differs, a payment after a cancel, or after
  // the reservation lapsed with the pieces gone. Never an "expired" notice: the order did not lapse for them.
  held: (order) => {
    const why = heldWhy(order)
    if (why === 'amount') return customerNotice(order, 'heldAmountSubject', 'heldAmountIntro', heldAmounts(order))
    return customerNotice(order, 'heldSubject', why === 'cancelled' ? 'heldCancelledIntro' : 'heldIntro')
  },
  'held-seller': (order) => {
    const it = messages[DEFAULT_LANG]
    const why = heldWhy(order)
    const values = { id: `#${order.id}`, ...heldAmounts(order) }
    const subject = fill(why === 'amount' ? it.invoice.heldAmountSellerSubject : it.invoice.heldSellerSubject, values)
    const text =
      why === 'amount'
        ? it.admin.heldWhyAmount
        : why === 'cancelled'
          ? it.admin.heldWhyCancelled
          : it.admin.needsAttention
    return sellerNotice(order, subject, text)
  },
  delivered: deliveredMail,
  shipped: async (order) => {
    const lang: Lang = resolveLang(order.locale, null)
    const t = messages[lang].invoice
    const subject = fill(t.shippedSubject, { id: `#${order.id}` })
    const intro = fill(t.shippedIntro, { name: order.billingData?.firstName || '', id: `#${order.id}` })
    const code = order.tracking?.code ?? ''
    // A link only when it is http(s) (the carrier's is checked when stored: features/carriers tracking-url.ts).
    const link = order.tracking?.link && isHttpUrl(order.tracking.link) ? order.tracking.link : ''
    const withdraw = hasWithdrawalRight(order) ? await withdrawalLink(order) : null
    // The pickup point or locker the parcel goes to (ADR 0043), if the shopper chose one.
    const pickup = pickupMailPart(order, lang)
    return {
      to: order.email,
      subject,
      text: `${intro}\n${t.trackingCode}: ${code}\n${link}${pickup.text ? `\n\n${pickup.text}` : ''}${withdraw ? `\n\n${t.withdrawalLinkText} ${withdraw}` : ''}`,
      html: await emailLayout(
        lang,
        subject,
        `<p>${escapeHtml(intro)}</p><p>${escapeHtml(t.trackingCode)}: <strong>${escapeHtml(code)}</strong></p>${link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(t.trackingLink)}</a></p>` : ''}${pickup.html}${withdraw ? withdrawalParagraph(lang, withdraw) : ''}`,
      ),
    }
  },
}

/** The delivery notice: the 14 days of the withdrawal right run from today, with the signed link to use it. */
async function deliveredMail(order: Order): Promise<MailMessage> {
  const lang: Lang = resolveLang(order.locale, null)
  const t = messages[lang].invoice
  const subject = fill(t.deliveredSubject, { id: `#${order.id}` })
  const intro = fill(t.deliveredIntro, { name: order.billingData?.firstName || '', id: `#${order.id}` })
  const withdraw = hasWithdrawalRight(order) ? await withdrawalLink(order) : null
  return {
    to: order.email,
    subject,
    text: withdraw ? `${intro}\n\n${t.withdrawalLinkText} ${withdraw}` : intro,
    html: await emailLayout(
      lang,
      subject,
      `<p>${escapeHtml(intro)}</p>${withdraw ? withdrawalParagraph(lang, withdraw) : ''}`,
    ),
  }
}

/** The withdrawal's facts for its e-mails: the lines, the date and time (Rome). */
function withdrawalFacts(order: Order) {
  const w = order.withdrawal
  const lines = withdrawalLinesOf(order)
  const at = w?.at ?? new Date().toISOString()
  return {
    lines: lines.map((l) => `${l.name} × ${l.quantity}`).join(', '),
    date: formatDate(at),
    time: formatTime(at),
    name: w?.name || order.billingData?.firstName || '',
  }
}

/** Why the order's payment is held: its amount differs, it came after a cancel, or late with the pieces gone. */
function heldWhy(order: Order): 'amount' | 'cancelled' | 'late' {
  if (paidCents(order) !== toCents(order.totalAmount)) return 'amount'
  return heldFrom(order) === 'cancelled' ? 'cancelled' : 'late'
}

const heldAmounts = (order: Order) => ({
  paid: formatPrice(fromCents(paidCents(order))),
  expected: formatPrice(order.totalAmount),
})

type NoticeText =
  | 'heldSubject'
  | 'heldIntro'
  | 'heldAmountSubject'
  | 'heldAmountIntro'
  | 'heldCancelledIntro'
  | 'cancelledSubject'
  | 'cancelledIntro'
  | 'refundedSubject'
  | 'refundedIntro'
  | 'withdrawalSubject'
  | 'withdrawalIntro'

/** A short e-mail to the customer, in the order's language. */
async function customerNotice(
  order: Order,
  subjectKey: NoticeText,
  introKey: NoticeText,
  values: Record<string, string> = {},
  extra: { text: string; html: string } | null = null,
): Promise<MailMessage> {
  const lang = resolveLang(order.locale, null)
  const t = messages[lang].invoice
  const id = `#${order.id}`
  const subject = fill(t[subjectKey], { id, ...values })
  const intro = fill(t[introKey], { name: order.billingData?.firstName || '', id, ...values })
  return {
    to: order.email,
    subject,
    text: extra ? `${intro}\n\n${extra.text}` : intro,
    html: await emailLayout(lang, subject, `<p>${escapeHtml(intro)}</p>${extra?.html ?? ''}`),
  }
}

/** A short e-mail to the seller with a link to the order, in the shop's language. */
async function sellerNotice(order: Order, subject: string, text: string): Promise<MailMessage> {
  const link = `${env.siteUrl}/admin/orders/${order.id}`
  return {
    to: env.shopInfoEmail,
    subject,
    text: `${text}\n${link}`,
    html: await emailLayout(
      DEFAULT_LANG,
      subject,
      `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(link)}">#${escapeHtml(String(order.id))}</a></p>`,
      { toSeller: true },
    ),
  }
}
