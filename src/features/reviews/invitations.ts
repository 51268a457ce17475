import type { Payload } from 'payload'
import { deliveredNotInvited, markReviewInvited } from '@/features/orders/server'
import { parseLang, type Lang } from '@/i18n/locales'
import { env, payloadSecret } from '@/lib/env'
import { log } from '@/lib/logger'
import { enqueue } from '@/services/outbox'
import { sendBeside } from '@/services/queue-mail'
import { readValue, signValue } from '@/lib/signed'
import type { Order } from '@/payload-types'
import { reviewPageLink } from './data'
import { invitationMail } from './mail'
import { invitationDue } from './rules'

/**
 * Review invitations (issue 40): `reviewInvitationDays` (shop settings) after an order is delivered its
 * buyer gets one e-mail with the signed link to its review page — once per order, in the order's
 * language, never to an address that asked for no more (the link in every invitation). Recorded in the
 * outbox under the order's key, then the order's `reviewInvitedAt` set by one conditional statement.
 */

const STOP_PURPOSE = 'review-invitations-stop'
const STOP_TTL_S = 5 * 365 * 24 * 3600
const KIND = 'review-invitations'

export const stopInvitationsLink = async (email: string, lang: Lang) =>
  `${env.siteUrl}/api/reviews/stop-invitations?token=${await signValue(STOP_PURPOSE, { e: email.toLowerCase() }, STOP_TTL_S, payloadSecret())}&lang=${lang}`

/** The link of an invitation: no more invitations to that address. False when the link is not valid. */
export async function stopInvitations(payload: Payload, token: string): Promise<boolean> {
  const value = await readValue<{ e: string }>(STOP_PURPOSE, token, payloadSecret())
  if (!value?.e) return false
  try {
    await payload.create({ collection: 'mail-opt-outs', overrideAccess: true, data: { email: value.e, kind: KIND } })
  } catch {
    // Asked before (the unique address and kind): nothing more to record.
  }
  return true
}

/**
 * Sends the invitations due now (of these orders, or of every delivered order not invited yet). Called
 * when an order is delivered (a setting of 0 days invites at once) and on the outbox's timer.
 */
export async function sendReviewInvitations(
  payload: Payload,
  orderIds?: (number | string)[],
  now = new Date(),
): Promise<number> {
  const settings = (await payload.findGlobal({ slug: 'shop-settings', depth: 0, overrideAccess: true })) as {
    reviewInvitationDays?: number | null
  }
  const days = settings.reviewInvitationDays
  if (days === null || days === undefined) return 0
  const found = await deliveredNotInvited(payload, orderIds)
  let sent = 0
  const queued: (number | string)[] = []
  for (const order of found) {
    const due = invitationDue({ history: (order.history ?? []).map((h) => ({ status: h.status, at: h.at })) }, days)
    if (!due || due > now) continue
    if (await invite(payload, order, now, queued)) sent++
  }
  // Sent one after another beside the caller (an operator's "delivered", a carrier's webhook, the timer).
  sendBeside(payload, queued)
  return sent
}

async function invite(payload: Payload, order: Order, now: Date, queued: (number | string)[]): Promise<boolean> {
  const email = order.email.toLowerCase()
  const optedOut = await payload.count({
    collection: 'mail-opt-outs',
    where: { and: [{ email: { equals: email } }, { kind: { equals: KIND } }] },
    overrideAccess: true,
  })
  const mark = () => markReviewInvited(payload, order.id, now)
  // Asked for none: the order is marked so it is not looked at again.
  if (optedOut.totalDocs > 0) return (await mark(), false)
  const lang: Lang = parseLang(order.locale)
  const message = await invitationMail(lang, {
    to: order.email,
    name: order.billingData?.firstName ?? '',
    ref: order.ref ?? String(order.id),
    link: await reviewPageLink(order.id, email, lang),
    stop: await stopInvitationsLink(email, lang),
  })
  const { id, created } = await enqueue(payload, { message }, `review-invite:${order.id}`)
  const marked = await mark()
  if (created) queued.push(id)
  if (marked) log.info('review invitation sent', { order: order.id })
  return marked
}
