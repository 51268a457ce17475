import { z } from 'zod'
import { type OpeningHours, type PickupPoint, WEEKDAYS } from '@/features/orders'
import type { CarrierResult } from './types'

/**
 * Pickup points and lockers (issue 55, ADR 0043): what the shop shows at checkout and keeps on the order.
 * Pure: the search's validation and the reading of Sendcloud's v3 service point (no I/O); the point's shape
 * is the orders feature's (it is kept on the order).
 */

/** What the shopper searched: the country of the billing address and a postcode or a city. */
export type PickupQuery = { country: string; postcode?: string; city?: string; carrier: string }

export type { PickupPoint }

/**
 * A carrier platform's pickup points (ADR 0043), beside the CarrierProvider of ADR 0042: Sendcloud's Service
 * Points API (sendcloud-points.ts). The manual provider has none: a manual zone never offers the choice.
 */
export interface ServicePointProvider {
  /** The points near a postcode or city, nearest first. */
  servicePoints(query: PickupQuery): Promise<CarrierResult<PickupPoint[]>>
  /** One point by its id as the carrier knows it now ('invalid' when unknown or expired). */
  servicePoint(id: string): Promise<CarrierResult<PickupPoint>>
}

/** A search as typed: a postcode (letters, digits, a space or dash) or a city's name; nothing else. */
export const pickupSearchSchema = (message: string) =>
  z.object({
    country: z
      .string({ error: message })
      .trim()
      .regex(/^[A-Za-z]{2}$/, message)
      .transform((c) => c.toUpperCase()),
    q: z
      .string({ error: message })
      .trim()
      .min(2, message)
      .max(60, message)
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} '’.\-]*$/u, message),
  })

/** A postcode has a digit; otherwise it is a city (Italy: five digits; the carrier geocodes the rest). */
export const asPickupQuery = (country: string, q: string, carrier: string): PickupQuery =>
  /\d/.test(q) ? { country, postcode: q.replace(/\s+/g, ' '), carrier } : { country, city: q, carrier }

/** A point's id as the shop accepts it from a browser: Sendcloud's are positive integers. */
export const pickupPointIdSchema = z.string().regex(/^\d{1,18}$/)

const span = z.object({ start_time: z.string(), end_time: z.string() })

/** Sendcloud API v3's ServicePoint (GET /service-points, GET /service-points/{id}), the fields the shop reads. */
export const sendcloudServicePoint = z.object({
  id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]).transform(String),
  name: z.string().min(1).max(200),
  carrier: z.object({ code: z.string().min(1).max(60) }),
  general_shop_type: z.string().nullish(),
  address: z.object({
    street: z.string().max(200).default(''),
    house_number: z.string().max(40).nullish(),
    postal_code: z.string().max(20).default(''),
    city: z.string().max(100).default(''),
    country_code: z.string().length(2),
  }),
  opening_times: z.record(z.string(), z.array(span).nullable()).nullish(),
  is_expired: z.boolean().optional(),
  distance: z.number().nonnegative().nullish(),
})

/** The shop's point from Sendcloud's: a `locker` is a locker, anything else a shop. */
export function fromSendcloud(p: z.output<typeof sendcloudServicePoint>): PickupPoint {
  const hours: OpeningHours = {}
  for (const day of WEEKDAYS) {
    const spans = p.opening_times?.[day]
    if (spans?.length) hours[day] = spans.map((s) => `${s.start_time.slice(0, 5)}–${s.end_time.slice(0, 5)}`)
  }
  return {
    id: p.id,
    name: p.name,
    street: [p.address.street, p.address.house_number].filter(Boolean).join(' '),
    postcode: p.address.postal_code,
    city: p.address.city,
    country: p.address.country_code.toUpperCase(),
    hours,
    distance: p.distance ?? null,
    carrier: p.carrier.code,
    kind: p.general_shop_type === 'locker' ? 'locker' : 'shop',
  }
}

/** GET /service-points's query: the country, the zone's carrier, the place (postcode or city), 10 nearest. */
export function servicePointsSearch(q: PickupQuery): string {
  const params = new URLSearchParams({ country_code: q.country, carrier_code: q.carrier })
  if (q.postcode) params.set('address_postal_code', q.postcode)
  if (q.city) params.set('address_city', q.city)
  params.set('radius', '10000')
  params.set('limit', '10')
  return params.toString()
}
