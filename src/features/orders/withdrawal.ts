import { jwtVerify, SignJWT } from 'jose'
import type { Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { escapeHtml } from '@/features/ui/server'
import { env, payloadSecret } from '@/lib/env'
import type { Order } from '@/payload-types'
import { orderLines } from '@/features/cart'
import { transitionsFrom } from './lifecycle'

/**
 * The consumer's right of withdrawal (art. 52 ff. Consumer Code; the withdrawal function of art. 54-bis,
 * Directive 2023/2673): 14 days from delivery, and from payment until delivery. The function is open to
 * the signed-in customer on the order page and to anyone holding the signed link the order's e-mails
 * carry (guests have no account). The window and the link are decided here; the move is the life
 * cycle's (`withdrawn`, by the customer).
 */
export const WITHDRAWAL_DAYS = 14
const DAY = 24 * 60 * 60 * 1000

export type WindowState =
  | { open: true; until: Date | null }
  | { open: false; reason: 'not-paid' | 'closed' | 'already-withdrawn' | 'not-possible' | 'business' }

/**
 * The withdrawal right is a consumer's (art. 52 Consumer Code): a dealer's trade order, bought for a
 * business, has none — no link, no information in its e-mails, the withdrawal page refuses.
 */
export const hasWithdrawalRight = (order: Pick<Order, 'trade'>) => !order.trade

/** The last moment of the window: 14 days after delivery (its history's line); null before delivery. */
export function withdrawalDeadline(order: Pick<Order, 'history'>): Date | null {
  const line = [...(order.history ?? [])].reverse().find((h) => h.status === 'delivered')
  return line ? new Date(new Date(line.at).getTime() + WITHDRAWAL_DAYS * DAY) : null
}

/** The lines a confirmed withdrawal named (stored on the order). */
export const withdrawalLinesOf = (order: Pick<Order, 'withdrawal'>): { name: string; quantity: number }[] =>
  Array.isArray(order.withdrawal?.lines) ? (order.withdrawal.lines as { name: string; quantity: number }[]) : []

/** Whether the customer may withdraw from this order now, and until when (null: until 14 days after delivery). */
export function withdrawalWindow(
  order: Pick<Order, 'status' | 'history'> & Partial<Pick<Order, 'trade'>>,
  now = new Date(),
): WindowState {
  if (!hasWithdrawalRight(order)) return { open: false, reason: 'business' }
  if (order.status === 'withdrawn') return { open: false, reason: 'already-withdrawn' }
  if (order.status === 'pending' || order.status === 'expired' || order.status === 'cancelled')
    return { open: false, reason: 'not-paid' }
  if (!transitionsFrom(order.status, 'customer').some((r) => r.to === 'withdrawn'))
    return { open: false, reason: 'not-possible' }
  const until = withdrawalDeadline(order)
  if (!until) return { open: true, until: null }
  return now <= until ? { open: true, until } : { open: false, reason: 'closed' }
}

/** The lines a withdrawal names (line index → pieces), each at most what was bought; null when it names none or too many. */
export function withdrawnLines(order: Pick<Order, 'items'>, picked: Record<string, number>) {
  const lines = orderLines(order)
  const out: { index: number; name: string; quantity: number }[] = []
  for (const [index, quantity] of Object.entries(picked)) {
    const line = lines[Number(index)]
    if (!line || !Number.isInteger(quantity) || quantity < 0 || quantity > line.quantity) return null
    if (quantity > 0) out.push({ index: Number(index), name: line.name, quantity })
  }
  return out.length ? out : null
}

const PURPOSE = 'vetrina:withdrawal'
const key = () => new TextEncoder().encode(`${payloadSecret()}:${PURPOSE}`)

/**
 * The signed link to the withdrawal function of one order (in the confirmation and shipping e-mails).
 * It names the order and its e-mail and is valid well past any window (the page says when it closed).
 */
export async function withdrawalLink(order: Pick<Order, 'id' | 'email'>): Promise<string> {
  const token = await new SignJWT({ purpose: PURPOSE, email: order.email.toLowerCase() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(order.id))
    .setIssuedAt()
    .setExpirationTime('400d')
    .sign(key())
  return `${env.siteUrl}/withdraw/${order.id}?t=${encodeURIComponent(token)}`
}

/** True when `token` is this order's withdrawal link. */
export async function withdrawalTokenFits(token: string, order: Pick<Order, 'id' | 'email'>): Promise<boolean> {
  try {
    const { payload: claims } = await jwtVerify(token, key(), { algorithms: ['HS256'] })
    return claims.purpose === PURPOSE && claims.sub === String(order.id) && claims.email === order.email.toLowerCase()
  } catch {
    return false
  }
}

/** The paragraph with the link to the withdrawal function (confirmation and shipping e-mails). */
export function withdrawalParagraph(lang: Lang, link: string) {
  const t = messages[lang]
  return `<p>${escapeHtml(t.invoice.withdrawalLinkText)} <a href="${escapeHtml(link)}">${escapeHtml(t.account.withdraw)}</a></p>`
}
