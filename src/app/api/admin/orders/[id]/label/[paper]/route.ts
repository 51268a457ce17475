import { PAPER_SIZES, type PaperSize, shipmentLabel } from '@/features/carriers/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

/**
 * Operator only: the label of a parcel of the order's carrier shipment as a PDF, on A6 or A4 (streamed from
 * the carrier): `?parcel=` names one of the order's parcels (a multi-parcel shipment), else the first.
 */
export const GET = endpoint<undefined, 'operator', { id: string; paper: string }>(
  { who: 'operator' },
  async ({ request, payload, user, lang, t, params }) => {
    const paper = params.paper.toUpperCase() as PaperSize
    if (!PAPER_SIZES.includes(paper)) return jsonError(404, t.carriers.noShipment)
    const parcel = new URL(request.url).searchParams.get('parcel')
    const res = await shipmentLabel(payload, user, lang, params.id, paper, parcel)
    if (!res.ok) return jsonError(res.status, res.error)
    return new Response(Buffer.from(res.pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${res.name.replace(/[^\w.-]/g, '_')}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
)
