import { returnLabel } from '@/features/carriers/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

/**
 * A withdrawal's return label as a PDF (ADR 0042), fetched from the carrier when asked (nothing is kept):
 * for the order's owner signed in, the guest holding the order's withdrawal link (`?t=`) and operators.
 * Anyone else, and an order without a label, gets 404.
 */
export const GET = endpoint<undefined, 'maybe-signed-in', { id: string }>(
  { who: 'maybe-signed-in' },
  async ({ request, payload, user, t, params }) => {
    const token = new URL(request.url).searchParams.get('t')?.slice(0, 2000) || undefined
    const res = await returnLabel(payload, { user, token }, params.id)
    if (!res.ok) return jsonError(res.status, res.status === 404 ? t.account.orderNotFound : t.carriers.unavailable)
    return new Response(Buffer.from(res.pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${res.name.replace(/[^\w.-]/g, '_')}"`,
        'Cache-Control': 'private, no-store',
        'Referrer-Policy': 'no-referrer',
      },
    })
  },
)
