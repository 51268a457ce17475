import { NextResponse } from 'next/server'
import { billingSchema, type BillingData } from '@/features/checkout'
import { createPendingOrder } from '@/features/checkout/server'
import { openPaymentSession } from '@/features/checkout/server'
import { checkoutRequestSchema } from '@/features/checkout/server'
import { placeTransferOrder } from '@/features/checkout/server'
import { endpoint } from '@/features/sign-in/request'
import { getShippingRates } from '@/features/settings/server'
import { deliveryChoice } from '@/features/carriers/server'
import { countryIso } from '@/lib/geo'
import { fieldErrors, jsonError } from '@/lib/http'

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
    // A pickup point (ADR 0043): only its id comes from the browser; the carrier is asked for the point itself.
    const delivery = await deliveryChoice(payload, t, {
      delivery: body.delivery,
      pickupPointId: body.pickupPointId,
      country: countryIso(billing.data.country) ?? '',
      ip,
    })
    if (!delivery.ok) return jsonError(delivery.status, delivery.error, delivery.fields)
    const created = await createPendingOrder(payload, {
      lang,
      user,
      lines: body.cart,
      note: body.note ?? '',
      billing: billing.data as BillingData,
      code: body.code,
      ip,
      payment: body.payment,
      pickupPoint: delivery.point,
    })
    if (!created.ok) return jsonError(created.status, created.error, created.fields)
    // A dealer's bank transfer: no payment session; the success page shows the transfer details.
    if (created.order.payment === 'bank-transfer')
      return NextResponse.json({
        url: await placeTransferOrder(payload, created.order, lang),
        orderId: created.order.id,
      })
    // The provider's payment page; if it cannot be opened the order is released at once (open-session.ts).
    const opened = await openPaymentSession(payload, created.order, lang)
    if (!opened.ok) return jsonError(opened.status, opened.error)
    return NextResponse.json({ url: opened.url, orderId: created.order.id })
  },
)
