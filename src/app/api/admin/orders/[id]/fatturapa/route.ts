import { buildFatturaPA, NotInvoiceable } from '@/features/invoices/fatturapa'
import { findOrder } from '@/features/orders/repository'
import { getSeller } from '@/features/seller/data'
import { endpoint } from '@/features/shell/endpoint'
import { jsonError } from '@/lib/http'

/** Operator only (403 for anyone else): the FatturaPA XML of a paid order with an invoice request, as a download. */
export const GET = endpoint<undefined, 'operator', { id: string }>(
  { who: 'operator' },
  async ({ payload, t, params }) => {
    const order = await findOrder(payload, params.id)
    if (!order) return jsonError(404, t.account.orderNotFound)
    try {
      const { xml, fileName } = buildFatturaPA(order, await getSeller())
      return new Response(xml, {
        headers: {
          'Content-Type': 'application/xml; charset=utf-8',
          'Content-Disposition': `attachment; filename="${fileName}"`,
          'Cache-Control': 'private, no-store',
        },
      })
    } catch (err) {
      if (err instanceof NotInvoiceable) return jsonError(409, t.admin.noEInvoice)
      throw err
    }
  },
)
