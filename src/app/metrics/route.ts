import { collectShopMetrics, mayReadMetrics } from '@/features/ops/server'
import { checkReadiness } from '@/features/ops/server'
import { log } from '@/lib/logger'
import { metrics } from '@/services/metrics'
import { getShopPayload } from '@/payload/shop-payload'

export const dynamic = 'force-dynamic'

/** Prometheus metrics (README "Operations"): bearer token or a direct loopback client only. */
export async function GET(request: Request) {
  if (!mayReadMetrics(request.headers))
    return new Response('Forbidden\n', {
      status: 403,
      headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' },
    })
  const { registry } = metrics()
  try {
    await collectShopMetrics(await getShopPayload(), await checkReadiness(getShopPayload))
  } catch (err) {
    // The process's own figures are still worth scraping when the database is not.
    log.warn('metrics: business figures not read', { error: (err as Error).message })
    metrics().ready.set(0)
  }
  return new Response(await registry.metrics(), {
    headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' },
  })
}
