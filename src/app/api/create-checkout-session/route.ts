import { NextResponse } from 'next/server'
import { getCurrentUser } from '@/features/account/session'
import { billingSchema, type BillingData } from '@/features/checkout/billing'
import { createPendingOrder } from '@/features/checkout/create-order'
import { paymentProvider } from '@/features/checkout/payments'
import { checkoutRequestSchema } from '@/features/checkout/request'
import { getMessages } from '@/features/i18n/server'
import { attachPaymentSession } from '@/features/orders/repository'
import { jsonError, readJson } from '@/lib/http'
import { log } from '@/lib/logger'
import { getShopPayload } from '@/payload/shop-payload'

/**
 * Saves the order (pending), then opens a payment session and answers its URL.
 * Accepts the old shop's body `{cart, billingData, shippingFee}`, but only product ids,
 * variants and quantities are read from it: prices, totals and the fee are the server's.
 */
export async function POST(request: Request) {
  const { lang, t } = await getMessages()
  const body = await readJson(request, checkoutRequestSchema, { invalid: t.checkout.alertUnexpected })
  if (!body.ok) return body.response
  const billing = billingSchema(t).safeParse(body.data.billingData)
  if (!billing.success) {
    const fields: Record<string, string> = {}
    for (const i of billing.error.issues) fields[String(i.path[0])] ??= i.message
    return jsonError(400, Object.values(fields)[0], fields)
  }
  const payload = await getShopPayload()
  const user = await getCurrentUser()
  const created = await createPendingOrder(payload, {
    lang,
    user,
    lines: body.data.cart,
    note: body.data.note ?? '',
    billing: billing.data as BillingData,
  })
  if (!created.ok) return jsonError(created.status, created.error)
  try {
    const session = await paymentProvider().createSession(created.order, lang)
    await attachPaymentSession(payload, created.order.id, session.id)
    return NextResponse.json({ url: session.url, orderId: created.order.id })
  } catch (err) {
    log.error('payment session failed', { order: created.order.id, error: (err as Error).message })
    return jsonError(502, t.checkout.alertSession)
  }
}
