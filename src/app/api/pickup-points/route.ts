import { NextResponse } from 'next/server'
import { pickupSearchSchema, searchPickupPoints } from '@/features/carriers/server'
import { endpoint } from '@/features/sign-in/request'
import { fill } from '@/i18n/config'
import { jsonError } from '@/lib/http'

/**
 * POST /api/pickup-points {country, q}: the pickup points and lockers near a postcode or city for the
 * checkout (issue 55, ADR 0043). zod-checked, limited per client address (each search is a call to the
 * carrier), and nothing of the search is logged. A zone without pickup points answers 409; a carrier out of
 * reach or refusing the keys 424 with "pickup points unavailable, choose home delivery" (never a 5xx).
 */
export const POST = endpoint(
  {
    body: (t) => pickupSearchSchema(t.pickup.badSearch),
    invalid: (t) => t.pickup.badSearch,
    limit: { policy: 'pickup:ip', message: (t) => t.pickup.tooMany },
  },
  async ({ payload, t, body }) => {
    const found = await searchPickupPoints(payload, body.country, body.q)
    if (!found.ok)
      return found.reason === 'not-offered' ? jsonError(409, t.pickup.notOffered) : jsonError(424, t.pickup.unavailable)
    return NextResponse.json(
      {
        points: found.points,
        message: found.points.length
          ? fill(t.pickup.found, { count: found.points.length, place: body.q })
          : fill(t.pickup.none, { place: body.q }),
      },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
)
