import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { emptyAccountCart } from '@/features/cart/server'
import { fill } from '@/i18n/config'
import type { Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { attachPaymentSession, findOrder } from '@/features/orders/server'
import { acceptOnTerms } from '@/features/orders/server'
import { queueMail } from '@/services/queue-mail'
import type { Order } from '@/payload-types'
import { termsDays, TRANSFER_SESSION_PREFIX } from '@/features/payments'
import { transferMessage } from '@/features/payments/server'

/**
 * A dealer's bank-transfer order once placed (ADR 0026): it gets a session id of its own (the success
 * page finds it as any order), the account's cart is emptied (the order is made, whenever it is paid),
 * and the transfer details go by e-mail (once per order). On payment terms it is confirmed at once. Returns the success page's address.
 */
export async function placeTransferOrder(payload: Payload, order: Order, lang: Lang): Promise<string> {
  const sessionId = `${TRANSFER_SESSION_PREFIX}${randomUUID().replace(/-/g, '')}`
  await attachPaymentSession(payload, order.id, sessionId)
  // A dealer on payment terms: confirmed (and invoiced) now, shipped before it is paid.
  if (order.paymentDue) await acceptOnTerms(payload, order)
  const user = typeof order.user === 'object' && order.user ? order.user.id : order.user
  if (user !== null && user !== undefined) await emptyAccountCart(payload, user)
  await queueMail(
    payload,
    await transferMail((await findOrder(payload, order.id)) ?? order, lang),
    `transfer:${order.id}`,
  )
  return `/success?session_id=${sessionId}`
}

function transferMail(order: Order, lang: Lang) {
  const s = messages[lang].success
  const terms = order.paymentDue ? termsDays(order) : 0
  return transferMessage(
    order,
    lang,
    `${terms ? fill(s.termsTitle, { days: terms }) : s.transferTitle} (#${order.id})`,
    (date) => fill(terms ? s.termsMailText : s.transferMailText, { date }),
  )
}
