// The Sendcloud fake's shipments (API v3, sendcloud.dev/api/v3/shipments), used by sendcloud-fake.mjs:
//
//   POST /shipments/announce          201 {data: shipment}: `carrier: {code, name}` on the shipment, every
//                                     parcel with its own id, tracking number and link and
//                                     `status: {code: 'READY_TO_SEND', message}`; `external_reference_id` is
//                                     unique: a second announce with it answers 409 with the shipment
//   GET  /shipments                   {data: [shipment]} filtered by ?external_reference_id
//   POST /shipments/:id/cancel        200 {data: {status: 'cancelled'}}; with `queueCancels` 202 {data:
//                                     {status: 'queued'}} (Sendcloud's parcel status 1999, "Cancellation
//                                     requested") until `confirmCancel(id)` (status 2000, "Cancelled");
//                                     409 when already cancelled or being cancelled, or picked up
import crypto from 'node:crypto'

const CARRIERS = { brt: 'BRT', gls_it: 'GLS Italy', poste_it: 'Poste Italiane', sda: 'SDA', sendcloud: 'Sendcloud' }

/** The parcels' status codes (v3) by the shipment's state, and the numeric ids its webhooks carry. */
const CODES = {
  announced: 'READY_TO_SEND',
  'cancel-requested': 'CANCELLATION_REQUESTED',
  cancelled: 'CANCELLED',
}
export const STATUS_IDS = { readyToSend: 1000, cancellationRequested: 1999, cancelled: 2000, delivered: 11 }

/**
 * Adds the shipments' state and helpers to the fake's `state`.
 * @template T
 * @param {T} state
 * @returns {T & { queueCancels: boolean, confirmCancel: (shipmentId: string) => string[], slowAnnounceMs: number,
 *   trackingUrlOf: null | ((tracking: string) => string) }}
 */
export function withShipments(state) {
  const s = /** @type {any} */ (state)
  /** Cancels answer 202 queued (the carrier decides later) instead of 200. */
  s.queueCancels = false
  /** Milliseconds before an announcement's answer only: the shipment is made, the client may give up. */
  s.slowAnnounceMs = 0
  /** The tracking link the next announcements carry, when a test wants another (a hostile one). */
  s.trackingUrlOf = null
  /** Confirms a queued cancel, as Sendcloud does later: the shipment's parcels become cancelled (2000). */
  s.confirmCancel = (shipmentId) => {
    const shipment = s.shipments.get(shipmentId)
    if (shipment) shipment.status = 'cancelled'
    return shipment?.parcelIds ?? []
  }
  return s
}

const problem = (status, detail) => ({
  status,
  json: { errors: [{ status: String(status), code: status === 409 ? 'invalid' : 'error', detail }] },
})

function view(s) {
  return {
    ...s.body,
    id: s.id,
    errors: [],
    carrier: { code: s.carrier, name: CARRIERS[s.carrier] ?? s.carrier },
    parcels: s.parcels.map((p) => ({
      ...p,
      status: { code: CODES[s.status] ?? 'READY_TO_SEND', message: s.status },
    })),
  }
}

/**
 * The shipments' routes: an answer, or null for a path that is not theirs. `invalid(body)` is the fake's
 * validation of an announcement; `nextParcel()` a new parcel id; `base` the fake's API URL (label links).
 */
export function shipmentsRoute(state, req, url, path, raw, { invalid, nextParcel, base }) {
  if (req.method === 'POST' && path === '/shipments/announce') {
    let body
    try {
      body = JSON.parse(raw)
    } catch {
      return problem(400, 'Malformed JSON.')
    }
    state.announcements.push(body)
    const bad = invalid(body)
    if (bad) return bad
    const ref = body.external_reference_id
    const existing = ref ? [...state.shipments.values()].find((s) => s.body.external_reference_id === ref) : null
    if (existing)
      return {
        status: 409,
        json: {
          data: view(existing),
          errors: [{ status: '409', code: 'invalid', detail: 'external_reference_id already used.' }],
        },
      }
    const id = crypto.randomUUID()
    const carrier = body.ship_with.properties.shipping_option_code.split(':')[0]
    const parcels = body.parcels.map((p) => {
      const parcelId = String(nextParcel())
      const tracking = `3S${crypto.randomBytes(6).toString('hex').toUpperCase()}`
      return {
        ...p,
        id: Number(parcelId),
        tracking_number: tracking,
        tracking_url:
          state.trackingUrlOf?.(tracking) ??
          `https://tracking.eu-central-1-0.sendcloud.sc/forward?carrier=${carrier}&code=${tracking}&destination=${body.to_address.country_code}&lang=it-it`,
        documents: [{ type: 'label', size: 'a6', link: `${base()}/parcels/${parcelId}/documents/label` }],
        announced_at: new Date().toISOString(),
      }
    })
    const parcelIds = parcels.map((p) => String(p.id))
    const s = { id, parcelId: parcelIds[0], parcelIds, status: 'announced', pickedUp: false, carrier, body, parcels }
    state.shipments.set(id, s)
    return { status: 201, json: { data: view(s) }, ...(state.slowAnnounceMs ? { delayMs: state.slowAnnounceMs } : {}) }
  }
  if (req.method === 'GET' && path === '/shipments') {
    const ref = url.searchParams.get('external_reference_id')
    const found = [...state.shipments.values()].filter((s) => !ref || s.body.external_reference_id === ref)
    return { status: 200, json: { data: found.map(view) } }
  }
  const cancel = path.match(/^\/shipments\/([\w-]+)\/cancel$/)
  if (req.method === 'POST' && cancel) {
    const s = state.shipments.get(cancel[1])
    if (!s) return problem(404, 'Not found')
    if (s.status !== 'announced') return problem(409, 'This shipment is already being cancelled.')
    if (s.pickedUp) return problem(409, 'The shipment was already picked up by the carrier.')
    if (state.queueCancels) {
      s.status = 'cancel-requested'
      return { status: 202, json: { data: { status: 'queued', message: 'Shipment cancellation has been queued' } } }
    }
    s.status = 'cancelled'
    return { status: 200, json: { data: { status: 'cancelled', message: 'Shipment has been cancelled' } } }
  }
  return null
}
