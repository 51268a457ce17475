import { getCurrentUser } from '@/features/account/session'
import { isAdminUser } from '@/payload/access'
import { getMessages } from '@/features/i18n/server'
import { findOrder } from '@/features/orders/repository'
import { buildFatturaPA, NotInvoiceable } from '@/features/invoices/fatturapa'
import { jsonError } from '@/lib/http'
import { getShopPayload } from '@/payload/shop-payload'

/** Operator only (403 for anyone else): the FatturaPA XML of a paid order with an invoice request, as a download. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const [{ t }, user] = await Promise.all([getMessages(), getCurrentUser()])
  if (!isAdminUser(user)) return jsonError(403, t.admin.forbidden)
  const { id } = await params
  const payload = await getShopPayload()
  const order = /^\d{1,12}$/.test(id) ? await findOrder(payload, id) : null
  if (!order) return jsonError(404, t.account.orderNotFound)
  try {
    const { xml, fileName } = buildFatturaPA(order)
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
}
