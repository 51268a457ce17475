import { NextResponse } from 'next/server'
import { mayReadMetrics } from '@/features/ops/server'
import { checkReadiness } from '@/features/ops/server'
import { getShopPayload } from '@/payload/shop-payload'

export const dynamic = 'force-dynamic'

/**
 * Readiness (README "Operations"): 200 when this instance can serve, 503 when not. Anyone gets the
 * status only (`{"ready":…}`); the checks and the reasons (migration names, Redis, bucket) go to whoever
 * may read /metrics — the metrics token, or a client on this machine that no proxy relayed (decided on
 * the socket's address by scripts/start.mjs, never on what the client says).
 */
export async function GET(request: Request) {
  const r = await checkReadiness(getShopPayload)
  const body = mayReadMetrics(request.headers) ? r : { ready: r.ready }
  return NextResponse.json(body, { status: r.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
