import { NextResponse } from 'next/server'
import { log } from '@/lib/logger'
import { getShopPayload } from '@/payload/shop-payload'

export const dynamic = 'force-dynamic'

/**
 * Liveness and database check for load balancers and the test runner. A database error's text (an
 * address, a user, a driver's message) goes to the log, never into the public answer.
 */
export async function GET() {
  try {
    const payload = await getShopPayload()
    await payload.count({ collection: 'products', overrideAccess: true })
    return NextResponse.json({ ok: true, database: 'up' })
  } catch (err) {
    log.warn('health: database check failed', { error: (err as Error).message })
    return NextResponse.json({ ok: false, database: 'down' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}
