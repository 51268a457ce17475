import { orderDocument } from '@/features/invoices/server'
import { findCustomerOrder } from '@/features/orders/server'
import { getSeller } from '@/features/seller/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

/**
 * The signed-in customer's own order documents (`?format=pdf`: the invoice or order summary as PDF;
 * `?format=xml`: the e-invoice as sent to SdI). Another customer's order is not found.
 */
export const GET = endpoint<undefined, 'signed-in', { id: string }>(
  { who: 'signed-in' },
  async ({ payload, t, lang, user, params, request }) => {
    const format = new URL(request.url).searchParams.get('format') === 'xml' ? 'xml' : 'pdf'
    const order = await findCustomerOrder(payload, user, params.id)
    if (!order) return jsonError(404, t.account.orderNotFound)
    const doc = await orderDocument(order, await getSeller(), lang, format)
    if (!doc) return jsonError(404, t.account.noDocument)
    return new Response(doc.body, {
      headers: {
        'Content-Type': doc.contentType,
        'Content-Disposition': `attachment; filename="${doc.fileName}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
)
