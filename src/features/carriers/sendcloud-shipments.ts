import { z } from 'zod'
import { log } from '@/lib/logger'
import { announcementBody, carrierOf } from './announcement'
import { safeTrackingUrl } from './tracking-url'
import type { Announced, CarrierFailure, CarrierResult, ShipmentRequest } from './types'

/**
 * Sendcloud API v3's shipments as the shop reads them (sendcloud.dev/api/v3/shipments): the carrier is the
 * shipment's (`data.carrier: {code, name}`), every parcel has its id, tracking number and link. A shipment is
 * announced with `external_reference_id` (unique per account: a second POST with it answers 409), and found
 * again by it (GET /shipments?external_reference_id=…), so a retry after a timeout never makes a second one.
 */

type Call = (path: string, init?: RequestInit & { accept?: string }) => Promise<Response | CarrierFailure>
type Failure = (res: Response, what: string) => Promise<CarrierFailure>

const id = z.union([z.string(), z.number()]).transform(String)

const shipment = z.object({
  id,
  external_reference_id: z.string().nullish(),
  carrier: z.object({ code: z.string().optional(), name: z.string().optional() }).nullish(),
  parcels: z
    .array(
      z.object({
        id,
        tracking_number: z.string().min(1),
        tracking_url: z.string().nullish(),
        status: z.object({ code: z.string().optional() }).partial().nullish(),
      }),
    )
    .min(1),
})

const one = z.object({ data: shipment })
const many = z.object({ data: z.array(z.unknown()) })

const CANCELLED = new Set(['CANCELLED', 'CANCELLATION_REQUESTED'])

/** A shipment's answer as the shop keeps it: every parcel, the carrier, tracking links checked (https). */
export function announcedOf(data: z.infer<typeof shipment>, optionCode: string): Announced {
  const parcels = data.parcels.map((p) => ({
    parcelId: p.id,
    trackingNumber: p.tracking_number,
    trackingUrl: safeTrackingUrl(p.tracking_url),
  }))
  const first = parcels[0]!
  return {
    carrier: data.carrier?.code || carrierOf(optionCode),
    trackingNumber: first.trackingNumber,
    trackingUrl: first.trackingUrl,
    shipmentId: data.id,
    parcelId: first.parcelId,
    parcels,
  }
}

/** The live shipment announced with this reference (a cancelled one does not count), or null. */
async function findByReference(
  call: Call,
  failure: Failure,
  reference: string,
): Promise<Announced | CarrierFailure | null> {
  const res = await call(`/shipments?external_reference_id=${encodeURIComponent(reference)}`)
  if (!(res instanceof Response)) return res
  if (!res.ok) return failure(res, 'lookup')
  const list = many.safeParse(await res.json().catch(() => null))
  if (!list.success) return { kind: 'unavailable' }
  for (const item of list.data.data) {
    const parsed = shipment.safeParse(item)
    if (!parsed.success) continue
    // Only a shipment made with this very reference: a filter the API ignored (or misspelt) would otherwise
    // hand this order another customer's shipment, tracking and label.
    if (parsed.data.external_reference_id !== reference) continue
    if (parsed.data.parcels.every((p) => CANCELLED.has(p.status?.code ?? ''))) continue
    return announcedOf(parsed.data, '')
  }
  return null
}

const isFailure = (r: unknown): r is CarrierFailure => !!r && typeof r === 'object' && 'kind' in r

/**
 * Announces once per reference: first looks for a shipment a previous try made (its answer lost to a
 * timeout), then POSTs with the reference; a 409 for it (made meanwhile) is answered by that shipment.
 */
export async function announceOnce(
  call: Call,
  failure: Failure,
  request: ShipmentRequest,
): Promise<CarrierResult<Announced>> {
  const before = await findByReference(call, failure, request.reference)
  if (isFailure(before)) return { ok: false, error: before }
  if (before) return { ok: true, value: { ...before, carrier: before.carrier || carrierOf(request.optionCode) } }
  const res = await call('/shipments/announce', { method: 'POST', body: JSON.stringify(announcementBody(request)) })
  if (isFailure(res)) return { ok: false, error: res }
  if (res.status === 409) {
    const made = await findByReference(call, failure, request.reference)
    if (made && !isFailure(made)) return { ok: true, value: made }
  }
  if (!res.ok) return { ok: false, error: await failure(res, 'announce') }
  const parsed = one.safeParse(await res.json().catch(() => null))
  if (!parsed.success) {
    log.warn('sendcloud announce: unexpected answer', { issues: parsed.error.issues.length })
    return { ok: false, error: { kind: 'unavailable' } }
  }
  return { ok: true, value: announcedOf(parsed.data.data, request.optionCode) }
}
