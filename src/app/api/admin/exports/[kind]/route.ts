import { exportCsv, dayRange, isExportKind, RANGED_EXPORTS } from '@/features/operator/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

/**
 * Operator only: a CSV export (`orders?from=YYYY-MM-DD&to=YYYY-MM-DD`, `customers`, `subscribers`,
 * `requests`), headed in the page's language. Plain GET forms on /admin/orders download it without JavaScript.
 */
export const GET = endpoint<undefined, 'operator', { kind: string }>(
  { who: 'operator' },
  async ({ payload, t, lang, request, params }) => {
    const { kind } = params
    if (!isExportKind(kind)) return jsonError(404, t.operator.unknownExport)
    const q = new URL(request.url).searchParams
    const range = dayRange(q.get('from'), q.get('to'))
    if (RANGED_EXPORTS.includes(kind) && !range) return jsonError(400, t.operator.badRange)
    const { fileName, csv } = await exportCsv(payload, kind, lang, range)
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
)
