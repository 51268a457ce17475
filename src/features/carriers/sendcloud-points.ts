import { z } from 'zod'
import { log } from '@/lib/logger'
import {
  fromSendcloud,
  type PickupPoint,
  type ServicePointProvider,
  sendcloudServicePoint,
  servicePointsSearch,
} from './pickup-points'
import { call, failure, isFailure } from './sendcloud'

const list = z.object({ data: z.object({ results: z.array(z.unknown()) }) })
const one = z.object({ data: z.unknown() })

/** The points that parse (one odd record is skipped, not the whole answer) and are not expired. */
function points(raw: unknown[]): PickupPoint[] {
  const out: PickupPoint[] = []
  for (const r of raw) {
    const p = sendcloudServicePoint.safeParse(r)
    if (p.success && !p.data.is_expired) out.push(fromSendcloud(p.data))
  }
  return out
}

/**
 * Sendcloud's Service Points API v3 (beta) through the shop's client (basic auth, timeout, no redirects):
 * GET /service-points?country_code&carrier_code&address_postal_code|address_city&radius&limit, nearest
 * first, and GET /service-points/{id} to re-read the point an order names. Failures are kinds, never thrown.
 */
export const sendcloudPoints: ServicePointProvider = {
  async servicePoints(query) {
    const res = await call(`/service-points?${servicePointsSearch(query)}`)
    if (isFailure(res)) return { ok: false, error: res }
    if (!res.ok) return { ok: false, error: await failure(res, 'service-points') }
    const parsed = list.safeParse(await res.json().catch(() => null))
    if (!parsed.success) {
      log.warn('sendcloud service points: unexpected answer', { issues: parsed.error.issues.length })
      return { ok: false, error: { kind: 'unavailable' } }
    }
    return { ok: true, value: points(parsed.data.data.results) }
  },

  /** One point by its id, as the carrier knows it now: 'invalid' when unknown or expired. */
  async servicePoint(id) {
    if (!/^\d{1,18}$/.test(id)) return { ok: false, error: { kind: 'invalid', detail: 'service point id' } }
    const res = await call(`/service-points/${id}`)
    if (isFailure(res)) return { ok: false, error: res }
    if (!res.ok) return { ok: false, error: await failure(res, 'service-point') }
    const parsed = one.safeParse(await res.json().catch(() => null))
    const found = parsed.success ? points([parsed.data.data]) : []
    if (!parsed.success) return { ok: false, error: { kind: 'unavailable' } }
    if (!found.length) return { ok: false, error: { kind: 'invalid', detail: 'service point expired' } }
    return { ok: true, value: found[0]! }
  },
}
