import { isBoundaryCall, revalidateSales } from '@/features/pricing/server'

export const dynamic = 'force-dynamic'

/** A sale started or ended: the process's own watcher asks (features/pricing/boundaries.ts); nobody else may. */
export async function POST(request: Request) {
  if (!isBoundaryCall(request.headers.get('x-vetrina-internal'))) return new Response(null, { status: 404 })
  revalidateSales()
  return new Response(null, { status: 204 })
}
