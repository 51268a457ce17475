import { buildCreditNote, buildFatturaPA, NotInvoiceable } from '@/features/invoices/server'
import { orderRefunds } from '@/features/orders/server'
import { findOrder } from '@/features/orders/server'
import { getSeller } from '@/features/seller/server'
import { endpoint } from '@/features/sign-in/request'
import { fromCents } from '@/lib/money'
import { jsonError } from '@/lib/http'

/**
 * Operator only (403 for anyone else): the FatturaPA XML of a paid order with an invoice request, as a
 * download; with `?credit={refund id}` the credit note (TD04) of that refund.
 */
export const GET = endpoint<undefined, 'operator', { id: string }>(
  { who: 'operator' },
  async ({ payload, t, params, request }) => {
    const order = await findOrder(payload, params.id)
    if (!order) return jsonError(404, t.account.orderNotFound)
    const credit = new URL(request.url).searchParams.get('credit')
    try {
      const seller = await getSeller()
      let document
      if (credit) {
        const refund = (await orderRefunds(payload, order.id)).find((r) => r.id === credit && r.creditNote)
        if (!refund?.creditNote) return jsonError(404, t.admin.noCreditNote)
        document = buildCreditNote(order, seller, { ...refund.creditNote, amount: fromCents(refund.cents) })
      } else document = buildFatturaPA(order, seller)
      return new Response(document.xml, {
        headers: {
          'Content-Type': 'application/xml; charset=utf-8',
          'Content-Disposition': `attachment; filename="${document.fileName}"`,
          'Cache-Control': 'private, no-store',
        },
      })
    } catch (err) {
      if (err instanceof NotInvoiceable) return jsonError(409, t.admin.noEInvoice)
      throw err
    }
  },
)
