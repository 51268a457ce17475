import { NextResponse } from 'next/server'
import { getShopPayload } from '@/payload/shop-payload'

export const dynamic = 'force-dynamic'

/** Liveness and database check for load balancers and the test runner. */
export async function GET() {
  try {
    const payload = await getShopPayload()
    await payload.count({ collection: 'products', overrideAccess: true })
    return NextResponse.json({ ok: true, database: 'up' })
  } catch (err) {
    return NextResponse.json({ ok: false, database: 'down', error: (err as Error).message }, { status: 503 })
  }
}
