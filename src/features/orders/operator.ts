import type { Payload, Where } from 'payload'
import { fill, isLang, type Lang } from '@/features/i18n/config'
import { messages } from '@/features/i18n/messages'
import { emailLayout, escapeHtml } from '@/lib/email-layout'
import { deliver } from '@/lib/mailer'
import type { Order, User } from '@/payload-types'
import { checkTransition, isHttpUrl, tabStatuses, type OrderStatus, type Tab } from './state'

export const PAGE_SIZE = 20

/** The operator's order list: newest first, by tab and id substring, paginated in the database. */
export async function listOrders(payload: Payload, args: { tab: Tab; q: string; page: number }) {
  const and: Where[] = [{ status: { in: tabStatuses(args.tab) } }]
  const q = args.q.trim().replace(/^#/, '')
  if (q) and.push({ ref: { like: q } })
  return payload.find({
    collection: 'orders',
    where: { and },
    sort: '-createdAt',
    limit: PAGE_SIZE,
    page: Math.max(1, args.page),
    depth: 0,
    overrideAccess: true,
    select: { ref: true, createdAt: true, status: true, tracking: true, email: true, totalAmount: true },
  })
}

export type ActionResult = { ok: true; order: Order } | { ok: false; status: number; error: string }

const reason = (lang: Lang, e: string) => {
  const a = messages[lang].admin
  return e === 'not-paid' ? a.notPaid : e === 'not-shipped' ? a.notShipped : a.alreadyDone
}

async function transition(
  payload: Payload,
  operator: User | null,
  lang: Lang,
  id: string,
  to: OrderStatus,
  extra: Partial<Order> = {},
): Promise<ActionResult> {
  const a = messages[lang].admin
  if (operator?.role !== 'admin') return { ok: false, status: 403, error: a.forbidden }
  const order = await payload.findByID({
    collection: 'orders',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!order) return { ok: false, status: 404, error: messages[lang].account.orderNotFound }
  const problem = checkTransition(order.status as OrderStatus, to, 'operator')
  if (problem) return { ok: false, status: 409, error: reason(lang, problem) }
  const updated = await payload.update({
    collection: 'orders',
    id,
    overrideAccess: true,
    data: {
      ...extra,
      status: to,
      history: [...(order.history ?? []), { status: to, by: operator.email, at: new Date().toISOString() }],
    },
  })
  return { ok: true, order: updated }
}

/** paid → shipped, with a tracking code and an http(s) link; the customer is e-mailed in the order's language. */
export async function markShipped(
  payload: Payload,
  operator: User | null,
  lang: Lang,
  id: string,
  code: string,
  link: string,
): Promise<ActionResult> {
  const a = messages[lang].admin
  if (operator?.role !== 'admin') return { ok: false, status: 403, error: a.forbidden }
  if (!code.trim() || !link.trim()) return { ok: false, status: 400, error: a.bothRequired }
  if (!isHttpUrl(link.trim()) || code.length > 100 || link.length > 500)
    return { ok: false, status: 400, error: a.linkInvalid }
  const res = await transition(payload, operator, lang, id, 'shipped', {
    tracking: { code: code.trim(), link: link.trim() },
  })
  if (res.ok) await sendShippedEmail(payload, res.order)
  return res
}

export const markDelivered = (payload: Payload, operator: User | null, lang: Lang, id: string) =>
  transition(payload, operator, lang, id, 'delivered')

async function sendShippedEmail(payload: Payload, order: Order) {
  const lang: Lang = isLang(order.locale) ? order.locale : 'it'
  const t = messages[lang].invoice
  const subject = fill(t.shippedSubject, { id: `#${order.id}` })
  const intro = fill(t.shippedIntro, { name: order.billingData?.firstName || '', id: `#${order.id}` })
  const code = order.tracking?.code ?? ''
  const link = order.tracking?.link ?? ''
  await deliver(
    payload,
    {
      to: order.email,
      subject,
      text: `${intro}\n${t.trackingCode}: ${code}\n${link}`,
      html: emailLayout(
        lang,
        subject,
        `<p>${escapeHtml(intro)}</p><p>${escapeHtml(t.trackingCode)}: <strong>${escapeHtml(code)}</strong></p><p><a href="${escapeHtml(link)}">${escapeHtml(t.trackingLink)}</a></p>`,
      ),
    },
    `shipped:${order.id}`,
  )
}
