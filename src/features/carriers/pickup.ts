import type { Payload } from 'payload'
import type { Messages } from '@/i18n/messages'
import { isItaly } from '@/lib/geo'
import { log } from '@/lib/logger'
import type { CarrierSetting } from '@/payload-types'
import { allowPolicy } from '@/services/rate-limit'
import { carrierOf } from './announcement'
import { asPickupQuery, type PickupPoint } from './pickup-points'
import { sendcloudPoints } from './sendcloud-points'
import { carrierSettings, pickupMethodFor } from './settings'
import type { CarrierFailure } from './types'

type Settings = Pick<
  CarrierSetting,
  'italy' | 'abroad' | 'italyPickup' | 'abroadPickup' | 'italyPickupOption' | 'abroadPickupOption'
>

/**
 * Whether a country's zone offers pickup points (ADR 0043) and with which carrier: the zone's checkbox in
 * /cms, a Sendcloud method for the zone, the shop's Sendcloud keys and the zone's pickup option (an option
 * that delivers to service points): the carrier searched is that option's. Manual zones, and zones without a
 * pickup option, never do: the checkout does not show the choice and the order refuses a point.
 */
export function pickupCarrier(settings: Settings, countryIso: string): string | null {
  const italy = isItaly(countryIso) || countryIso.toUpperCase() === 'IT'
  const offered = italy ? settings.italyPickup : settings.abroadPickup
  if (!offered) return null
  const method = pickupMethodFor(settings, italy ? 'Italy' : countryIso)
  return method ? carrierOf(method.optionCode) : null
}

/** Which zones offer pickup points, for the checkout page: Italy, the other countries. */
export async function pickupZones(payload: Payload): Promise<{ italy: boolean; abroad: boolean }> {
  const settings = await carrierSettings(payload)
  return { italy: pickupCarrier(settings, 'IT') !== null, abroad: pickupCarrier(settings, 'DE') !== null }
}

export type PickupSearch = { ok: true; points: PickupPoint[] } | { ok: false; reason: 'not-offered' | 'unavailable' }

/**
 * The points near a postcode or city (nearest first, at most 10). Any failure of the carrier — keys refused,
 * a timeout, an answer that does not parse, a 4xx for the search — is 'unavailable': the shopper is told to
 * choose home delivery. What was searched is never logged (a postcode is personal data).
 */
export async function searchPickupPoints(payload: Payload, country: string, q: string): Promise<PickupSearch> {
  const carrier = pickupCarrier(await carrierSettings(payload), country)
  if (!carrier) return { ok: false, reason: 'not-offered' }
  const found = await sendcloudPoints.servicePoints(asPickupQuery(country, q, carrier))
  if (!found.ok) {
    log.warn('pickup points unavailable', { kind: found.error.kind })
    return { ok: false, reason: 'unavailable' }
  }
  // Only the zone's carrier's points in the country asked: what the order will accept (confirmPickupPoint).
  return { ok: true, points: found.value.filter((p) => servesZone(p, country, carrier)) }
}

export type ConfirmedPoint =
  { ok: true; point: PickupPoint } | { ok: false; reason: 'not-offered' | 'unknown' | 'mismatch' | 'unavailable' }

/** A point the zone's pickup option can deliver to: its carrier's, in the country shipped to. */
const servesZone = (p: PickupPoint, country: string, carrier: string) =>
  p.country.toUpperCase() === country.toUpperCase() && p.carrier.toLowerCase() === carrier.toLowerCase()

/**
 * The point an order names, re-read from the carrier by its id at order creation (never the browser's copy
 * of it): it must exist, not be expired, be in the billing country and belong to the carrier of the zone's
 * pickup option (another carrier's point, or another country's, is refused: Sendcloud would not deliver
 * there with the zone's option). What is kept is the carrier's answer, never what the browser showed.
 */
export async function confirmPickupPoint(payload: Payload, country: string, id: string): Promise<ConfirmedPoint> {
  const carrier = pickupCarrier(await carrierSettings(payload), country)
  if (!carrier) return { ok: false, reason: 'not-offered' }
  const found = await sendcloudPoints.servicePoint(id)
  if (!found.ok) return { ok: false, reason: refusal(found.error) }
  const point = found.value
  if (!servesZone(point, country, carrier)) return { ok: false, reason: 'mismatch' }
  return { ok: true, point }
}

const refusal = (e: CarrierFailure): 'unknown' | 'unavailable' => (e.kind === 'invalid' ? 'unknown' : 'unavailable')

/**
 * The checkout's delivery choice (ADR 0043) as the order gets it: none for home delivery; for a pickup point,
 * the carrier's confirmed copy of the point the id names, or the refusal for the shopper (422: choose
 * another / none offered here; 424: the carrier out of reach, choose home delivery; 429: too many) with the
 * field it is on. Each look-up is a call to the carrier with the shop's keys: it counts against the client's
 * pickup limit (pickup:ip, shared with the search), so a checkout loop with made-up ids cannot spend the
 * shop's Sendcloud quota.
 */
export async function deliveryChoice(
  payload: Payload,
  t: Messages,
  choice: { delivery?: 'home' | 'pickup'; pickupPointId?: string; country: string; ip?: string },
): Promise<
  | { ok: true; point: PickupPoint | undefined }
  | { ok: false; status: 422 | 424 | 429; error: string; fields: Record<string, string> }
> {
  if (choice.delivery !== 'pickup') return { ok: true, point: undefined }
  const refuse = (status: 422 | 424 | 429, error: string) => ({
    ok: false as const,
    status,
    error,
    fields: { pickupPoint: error },
  })
  if (!choice.pickupPointId) return refuse(422, t.pickup.required)
  if (choice.ip !== undefined && !(await allowPolicy(payload, 'pickup:ip', choice.ip)))
    return refuse(429, t.pickup.tooMany)
  const confirmed = await confirmPickupPoint(payload, choice.country, choice.pickupPointId)
  if (confirmed.ok) return { ok: true, point: confirmed.point }
  if (confirmed.reason === 'unknown') return refuse(422, t.pickup.refused)
  if (confirmed.reason === 'mismatch') return refuse(422, t.pickup.mismatch)
  if (confirmed.reason === 'not-offered') return refuse(422, t.pickup.notOffered)
  return refuse(424, t.pickup.unavailable)
}
