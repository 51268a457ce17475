import { invoiceExport, MONTH, YEAR } from '@/features/orders/server'
import { getSeller } from '@/features/seller/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

/**
 * Operator only: the e-invoices, credit notes and register of a month for the accountant
 * (`?month=YYYY-MM`), or of a whole year for the ten-year archive (`?year=YYYY`, from /cms), as a zip.
 */
export const GET = endpoint<undefined, 'operator'>({ who: 'operator' }, async ({ payload, t, request }) => {
  const query = new URL(request.url).searchParams
  const period = query.get('year') ?? query.get('month') ?? ''
  if (!(query.has('year') ? YEAR : MONTH).test(period)) return jsonError(400, t.admin.exportMonth)
  const { fileName, zip } = await invoiceExport(payload, period, await getSeller())
  return new Response(Buffer.from(zip), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  })
})
