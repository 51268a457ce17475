import { z } from 'zod'
import { log } from '@/lib/logger'
import { returnBody, returnCreated, returnRead } from './return-request'
import { announceOnce } from './sendcloud-shipments'
import { validSignature } from './signature'
import { trackingStatusOf } from './status'
import type { CarrierFailure, CarrierProvider, CarrierResult, TrackingEvent } from './types'

/** Sendcloud's API v3 in production; SENDCLOUD_API_URL points the shop at another (a local fake in tests). */
export const SENDCLOUD_API = 'https://panel.sendcloud.sc/api/v3'
const apiUrl = () => (process.env.SENDCLOUD_API_URL || SENDCLOUD_API).replace(/\/+$/, '')
const timeoutMs = () => Math.max(100, Number(process.env.SENDCLOUD_TIMEOUT_MS) || 15_000)

/** Sendcloud is the shop's carrier platform when both API keys are set (environment only, never in the DB). */
export const sendcloudConfigured = () => Boolean(process.env.SENDCLOUD_PUBLIC_KEY && process.env.SENDCLOUD_SECRET_KEY)

/** The webhooks' signing secret: the integration's webhook key, else its secret key (as Sendcloud signs). */
const webhookSecret = () => process.env.SENDCLOUD_WEBHOOK_SECRET || process.env.SENDCLOUD_SECRET_KEY || ''

const errorBody = z.object({
  errors: z.array(z.object({ detail: z.string().optional(), title: z.string().optional() })).optional(),
})

const cancelled = z.object({ data: z.object({ status: z.string(), message: z.string().optional() }) })

const webhookBody = z.object({
  action: z.string(),
  timestamp: z.number().int().nonnegative().max(8_640_000_000_000_000),
  parcel: z
    .object({
      id: z.union([z.string(), z.number()]).transform(String),
      status: z.object({ id: z.number(), message: z.string().optional() }),
    })
    .optional(),
})

/** The carrier's reasons in one line (its 422's errors), short enough for the operator's message. */
async function reasons(res: Response): Promise<string> {
  const parsed = errorBody.safeParse(await res.json().catch(() => ({})))
  const all = (parsed.success ? (parsed.data.errors ?? []) : []).map((e) => e.detail || e.title || '').filter(Boolean)
  return all.join('; ').slice(0, 300) || `HTTP ${res.status}`
}

export async function failure(res: Response, what: string): Promise<CarrierFailure> {
  if (res.status === 401 || res.status === 403) return { kind: 'unauthorized' }
  if (res.status === 400 || res.status === 404 || res.status === 422)
    return { kind: 'invalid', detail: await reasons(res) }
  if (res.status === 409) return { kind: 'not-cancellable', detail: await reasons(res) }
  log.warn('sendcloud answered an error', { what, status: res.status })
  return { kind: 'unavailable' }
}

/** One call with basic auth and a timeout; a network error or timeout is 'unavailable' (never thrown). */
export async function call(
  path: string,
  init: RequestInit & { accept?: string } = {},
): Promise<Response | CarrierFailure> {
  const auth = Buffer.from(`${process.env.SENDCLOUD_PUBLIC_KEY ?? ''}:${process.env.SENDCLOUD_SECRET_KEY ?? ''}`)
  try {
    return await fetch(`${apiUrl()}${path}`, {
      ...init,
      headers: {
        authorization: `Basic ${auth.toString('base64')}`,
        accept: init.accept ?? 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      signal: AbortSignal.timeout(timeoutMs()),
      redirect: 'error',
    })
  } catch (err) {
    // The endpoint's name only: a query string can carry a shopper's postcode or city (pickup-point searches).
    log.warn('sendcloud unreachable', { path: path.split(/[/?]/)[1], error: (err as Error).name })
    return { kind: 'unavailable' }
  }
}

export const isFailure = (r: Response | CarrierFailure): r is CarrierFailure => !(r instanceof Response)
const fail = <T>(error: CarrierFailure): CarrierResult<T> => ({ ok: false, error })

export const sendcloudProvider: CarrierProvider = {
  name: 'sendcloud',

  // Once per reference: a retry after a timeout finds the shipment the first try made (sendcloud-shipments.ts).
  announce: (request) => announceOnce(call, failure, request),

  async label(parcelId, paper) {
    if (!/^\d{1,20}$/.test(parcelId)) return fail({ kind: 'invalid', detail: 'parcel id' })
    const res = await call(`/parcels/${parcelId}/documents/label?paper_size=${paper}&dpi=72`, {
      accept: 'application/pdf',
    })
    if (isFailure(res)) return fail(res)
    if (!res.ok) return fail(await failure(res, 'label'))
    const bytes = new Uint8Array(await res.arrayBuffer())
    if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') return fail({ kind: 'unavailable' })
    return { ok: true, value: bytes }
  },

  async cancel(shipmentId) {
    if (!/^[\w-]{1,64}$/.test(shipmentId)) return fail({ kind: 'invalid', detail: 'shipment id' })
    const res = await call(`/shipments/${shipmentId}/cancel`, { method: 'POST' })
    if (isFailure(res)) return fail(res)
    if (!res.ok) return fail(await failure(res, 'cancel'))
    const parsed = cancelled.safeParse(await res.json().catch(() => null))
    if (!parsed.success) return fail({ kind: 'unavailable' })
    const status = parsed.data.data.status
    // 200 cancelled; 202 queued: Sendcloud watches the shipment and cancels it later — not done yet.
    if (status === 'cancelled' && res.status === 200) return { ok: true, value: 'cancelled' }
    if (status === 'queued' || res.status === 202) return { ok: true, value: 'queued' }
    return fail({ kind: 'not-cancellable', detail: parsed.data.data.message ?? status })
  },

  async createReturn(request) {
    const res = await call('/returns/announce-synchronously', {
      method: 'POST',
      body: JSON.stringify(returnBody(request)),
    })
    if (isFailure(res)) return fail(res)
    if (!res.ok) return fail(await failure(res, 'return'))
    const made = returnCreated.safeParse(await res.json().catch(() => null))
    if (!made.success) {
      log.warn('sendcloud return: unexpected answer', { issues: made.error.issues.length })
      return fail({ kind: 'unavailable' })
    }
    const { return_id: returnId, parcel_id: labelRef } = made.data
    // The tracking, when the carrier has it already (a failure here leaves the return made, without it).
    const read = /^\d{1,20}$/.test(returnId) ? await call(`/returns/${returnId}`) : null
    const tracking =
      read && !isFailure(read) && read.ok ? returnRead.safeParse(await read.json().catch(() => null)) : null
    const t = tracking?.success ? tracking.data : null
    return {
      ok: true,
      value: { returnId, labelRef, trackingNumber: t?.tracking_number ?? null, trackingUrl: t?.tracking_url ?? null },
    }
  },

  // The return parcel's label on A4 (the customer prints it at home), as the outgoing label's endpoint serves it.
  returnLabel(labelRef) {
    return sendcloudProvider.label(labelRef, 'A4')
  },

  verifyWebhook(rawBody, signature) {
    if (!validSignature(rawBody, signature, webhookSecret())) return null
    let json: unknown
    try {
      json = JSON.parse(rawBody)
    } catch {
      return []
    }
    const parsed = webhookBody.safeParse(json)
    if (!parsed.success || parsed.data.action !== 'parcel_status_changed' || !parsed.data.parcel) return []
    const { parcel, timestamp } = parsed.data
    const event: TrackingEvent = {
      parcelId: parcel.id,
      status: trackingStatusOf(parcel.status.id),
      carrierCode: parcel.status.id,
      at: new Date(timestamp).toISOString(),
    }
    return [event]
  },
}
