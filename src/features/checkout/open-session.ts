import type { Payload } from 'payload'
import type { Lang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { expireUnopenedOrder } from '@/features/orders/server'
import { attachPaymentSession } from '@/features/orders/server'
import { log } from '@/lib/logger'
import type { Order } from '@/payload-types'
import { paymentProvider } from '@/features/payments/server'

export type OpenSessionResult = { ok: true; url: string } | { ok: false; status: number; error: string }

/**
 * Opens the provider's payment page for a just-saved pending order. When the provider refuses it or cannot
 * be reached, the order expires at once (its pieces and its code's use back, claimed in the database) and
 * the shopper is told in their language that nothing was placed: never a 5xx with the stock still held.
 */
export async function openPaymentSession(payload: Payload, order: Order, lang: Lang): Promise<OpenSessionResult> {
  let opened: string | null = null
  try {
    const session = await paymentProvider().createSession(order, lang)
    opened = session.id
    await attachPaymentSession(payload, order.id, session.id)
    return { ok: true, url: session.url }
  } catch (err) {
    // A page opened but not recorded on the order is closed too (a payment that still arrives is handled
    // like any late payment: the life-cycle table). Closing it failing too never keeps the order's stock.
    if (opened)
      await paymentProvider()
        .closeSession({ ...order, checkoutSessionId: opened })
        .catch((e: Error) =>
          log.error('payment page not closed after a failed payment session', {
            order: order.id,
            session: opened,
            error: e.message,
          }),
        )
    log.error('payment session failed: the order expires now', { order: order.id, error: (err as Error).message })
    await expireUnopenedOrder(payload, order.id).catch((e: Error) =>
      log.error('order not released after a failed payment session', { order: order.id, error: e.message }),
    )
    return { ok: false, status: 409, error: messages[lang].checkout.sessionFailed }
  }
}
