import { NextResponse } from 'next/server'
import { checkReadiness } from '@/features/ops/readiness'
import { getShopPayload } from '@/payload/shop-payload'

export const dynamic = 'force-dynamic'

/** Readiness (README "Operations"): 200 when this instance can serve, 503 with the reasons when not. */
export async function GET() {
  const r = await checkReadiness(getShopPayload)
  return NextResponse.json(r, { status: r.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
