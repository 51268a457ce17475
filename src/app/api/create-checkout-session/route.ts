import { NextResponse } from 'next/server'
import { billingSchema, type BillingData } from '@/features/checkout/billing'
import { createPendingOrder } from '@/features/checkout/create-order'
import { paymentProvider } from '@/features/checkout/payments'
import { checkoutRequestSchema } from '@/features/checkout/request'
import { placeTransferOrder } from '@/features/checkout/transfer-order'
import { attachPaymentSession } from '@/features/orders/repository'
import { endpoint } from '@/features/shell/endpoint'
import { getShippingRates } from '@/features/settings/data'
import { fieldErrors, jsonError } from '@/lib/http'
import { log } from '@/lib/logger'

/**
 * Saves the order (pending), then opens a payment session and answers its URL.
 * Accepts the old shop's body `{cart, billingData, shippingFee}`, but only product ids,
 * variants and quantities are read from it: prices, totals and the fee are the server's.
 */
export const POST = endpoint(
  { who: 'maybe-signed-in', body: checkoutRequestSchema, invalid: (t) => t.checkout.alertUnexpected },
  async ({ payload, lang, t, user, ip, body }) => {
    const { countries } = await getShippingRates()
    const billing = billingSchema(t, countries).safeParse(body.billingData)
    if (!billing.success) {
      const fields = fieldErrors(billing.error.issues)
      return jsonError(400, Object.values(fields)[0] ?? t.checkout.alertUnexpected, fields)
    }
    const created = await createPendingOrder(payload, {
      lang,
      user,
      lines: body.cart,
      note: body.note ?? '',
      billing: billing.data as BillingData,
      code: body.code,
      ip,
      payment: body.payment,
    })
    if (!created.ok) return jsonError(created.status, created.error, created.fields)
    // A dealer's bank transfer: no payment session; the success page shows the transfer details.
    if (created.order.payment === 'bank-transfer')
      return NextResponse.json({
        url: await placeTransferOrder(payload, created.order, lang),
        orderId: created.order.id,
      })
    try {
      const session = await paymentProvider().createSession(created.order, lang)
      await attachPaymentSession(payload, created.order.id, session.id)
      return NextResponse.json({ url: session.url, orderId: created.order.id })
    } catch (err) {
      log.error('payment session failed', { order: created.order.id, error: (err as Error).message })
      return jsonError(502, t.checkout.alertSession)
    }
  },
)
