import { monthExport, MONTH } from '@/features/invoices/export'
import { getSeller } from '@/features/seller/data'
import { endpoint } from '@/features/shell/endpoint'
import { jsonError } from '@/lib/http'

/** Operator only: the month's e-invoices, credit notes and register for the accountant (`?month=YYYY-MM`), as a zip. */
export const GET = endpoint<undefined, 'operator'>({ who: 'operator' }, async ({ payload, t, request }) => {
  const month = new URL(request.url).searchParams.get('month') ?? ''
  if (!MONTH.test(month)) return jsonError(400, t.admin.exportMonth)
  const { fileName, zip } = await monthExport(payload, month, await getSeller())
  return new Response(Buffer.from(zip), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  })
})
