// A local fake of Sendcloud's API v3 for the tests: the shop's client reaches it through SENDCLOUD_API_URL.
// It implements what the shop calls, from Sendcloud's published v3 reference (sendcloud.dev/api/v3): basic
// auth with the integration's public and secret keys, JSON:API-style `errors` on failures, and
//
//   POST /shipments/announce                    synchronous create + announce: 201 with the shipment, its
//                                               parcel (id, tracking_number, tracking_url, documents); 401 for
//                                               wrong keys; 422 for a bad address (an Italian postcode is five
//                                               digits), a missing shipping option or a weight outside
//                                               0.001–30 kg; `delayMs` answers late (timeouts), `failNext`
//                                               answers one 5xx
//   GET  /parcels/:id/documents/label           the label as a small valid PDF (?paper_size=A6|A4)
//   POST /shipments/:id/cancel                  200 {status: cancelled}, or 202 queued (`queueCancels`); 409
//                                               once picked up (`pickUp(parcelId)`); 404 for an unknown one
//   GET  /shipments?external_reference_id=…     the shipments announced with it (sendcloud-fake-shipments.mjs)
//   GET  /service-points                        Service Points API v3: a few lockers and shops (with opening
//                                               hours; BRT's in Milan and Rome, an InPost one in Milan, a DHL
//                                               one in Berlin) of the ?carrier_code in the ?country_code near
//                                               address_postal_code (same province) or address_city, nearest
//                                               first; 400 without a country or carrier
//   GET  /service-points/:id                    one point ({data}); 404 for an id it does not know
//
// Returns (POST /returns/announce-synchronously, GET /returns/:id): tests/support/sendcloud-fake-returns.mjs.
// `signedEvent(parcelId, statusId, secret)` builds a parcel_status_changed webhook as Sendcloud signs it
// (hex HMAC-SHA256 of the raw body, header Sendcloud-Signature); tests post it to the shop themselves.
// In-process: `startSendcloudFake({ publicKey, secretKey })`; alone: `node tests/support/sendcloud-fake.mjs`
// (SENDCLOUD_FAKE_PORT, SENDCLOUD_PUBLIC_KEY, SENDCLOUD_SECRET_KEY).
import crypto from 'node:crypto'
import http from 'node:http'
import { pathToFileURL } from 'node:url'
import { shipmentsRoute, withShipments } from './sendcloud-fake-shipments.mjs'
import { returnsRoute } from './sendcloud-fake-returns.mjs'

/** A minimal valid PDF of one page of `width`×`height` points that says `text`. */
export function tinyPdf(width, height, text) {
  const stream = `BT /F1 12 Tf 20 ${height - 40} Td (${text.replace(/[()\\]/g, '')}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let out = '%PDF-1.4\n'
  const offsets = objects.map((body, i) => {
    const at = out.length
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
    return at
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

const PAPER = { A6: [298, 420], A4: [595, 842] }

/** Italian pickup points the fake knows (API v3 ServicePoint): lockers and shops, with opening hours. */
const weekdays = (start, end, saturday) => ({
  monday: [{ start_time: start, end_time: end }],
  tuesday: [{ start_time: start, end_time: end }],
  wednesday: [{ start_time: start, end_time: end }],
  thursday: [{ start_time: start, end_time: end }],
  friday: [{ start_time: start, end_time: end }],
  saturday: saturday ? [{ start_time: saturday[0], end_time: saturday[1] }] : null,
  sunday: null,
})
const allWeek = {
  ...weekdays('00:00', '23:59', ['00:00', '23:59']),
  sunday: [{ start_time: '00:00', end_time: '23:59' }],
}
export const SERVICE_POINTS = [
  {
    id: 4100001,
    name: 'Locker Milano Centrale',
    type: 'locker',
    street: 'Piazza Duca d’Aosta',
    no: '1',
    postcode: '20124',
    city: 'Milano',
    hours: allWeek,
    distance: 350,
  },
  {
    id: 4100002,
    name: 'Tabaccheria Brera',
    type: 'servicepoint',
    street: 'Via Solferino',
    no: '12',
    postcode: '20121',
    city: 'Milano',
    hours: weekdays('08:30', '19:30', ['09:00', '13:00']),
    distance: 820,
  },
  {
    id: 4100003,
    name: 'Locker Porta Garibaldi',
    type: 'locker',
    street: 'Piazza Sigmund Freud',
    no: '1',
    postcode: '20154',
    city: 'Milano',
    hours: allWeek,
    distance: 1400,
  },
  {
    id: 4100004,
    name: 'Edicola Trastevere',
    type: 'servicepoint',
    street: 'Viale di Trastevere',
    no: '60',
    postcode: '00153',
    city: 'Roma',
    hours: weekdays('07:00', '20:00', ['07:00', '13:00']),
    distance: 500,
  },
  {
    id: 4100005,
    name: 'Locker Roma Termini',
    type: 'locker',
    street: 'Via Marsala',
    no: '29',
    postcode: '00185',
    city: 'Roma',
    hours: allWeek,
    distance: 2100,
  },
  // Another carrier's locker in Milan, and another country's point: a shop whose zone ships with BRT must not
  // accept them (the order re-reads the point by id and checks its carrier and country).
  {
    id: 4100006,
    name: 'Locker InPost Duomo',
    type: 'locker',
    carrier: 'inpost_it',
    street: 'Via Torino',
    no: '2',
    postcode: '20123',
    city: 'Milano',
    hours: allWeek,
    distance: 600,
  },
  {
    id: 4900001,
    name: 'Packstation Berlin Mitte',
    type: 'locker',
    carrier: 'dhl',
    country: 'DE',
    street: 'Invalidenstraße',
    no: '50',
    postcode: '10115',
    city: 'Berlin',
    hours: allWeek,
    distance: 900,
  },
]

/** A fake point as Sendcloud's v3 answers it: its own carrier (BRT unless said) and country (Italy unless said). */
function servicePoint(p, distance = p.distance) {
  const carrier = p.carrier ?? 'brt'
  const country = p.country ?? 'IT'
  return {
    id: p.id,
    name: p.name,
    carrier: { code: carrier, name: carrier.toUpperCase() },
    carrier_service_point_id: `${country}-${p.id}`,
    carrier_shop_type: p.type === 'locker' ? 'locker' : 'parcelshop',
    general_shop_type: p.type,
    address: { street: p.street, house_number: p.no, postal_code: p.postcode, city: p.city, country_code: country },
    position: { latitude: 45.48, longitude: 9.2 },
    contact: { email: '', phone: '' },
    opening_times: p.hours,
    is_open_tomorrow: true,
    is_expired: Boolean(p.expired),
    ...(distance === undefined ? {} : { distance }),
  }
}

/** A webhook body as Sendcloud sends it on a parcel's status change, with its signature. */
export function signedEvent(parcelId, statusId, secret, timestamp = Date.now()) {
  const body = JSON.stringify({
    action: 'parcel_status_changed',
    timestamp,
    parcel: { id: Number(parcelId), status: { id: statusId, message: `status ${statusId}` } },
  })
  return { body, signature: crypto.createHmac('sha256', secret).update(body).digest('hex') }
}

const problem = (status, detail, pointer) => ({
  status,
  json: {
    errors: [
      {
        status: String(status),
        code: status === 422 ? 'invalid' : 'error',
        detail,
        ...(pointer ? { source: { pointer } } : {}),
      },
    ],
  },
})

/** Validates an announcement as Sendcloud would for the fields the shop sends; the first problem found. */
function invalid(body) {
  const to = body?.to_address
  if (!to?.name || !to.address_line_1 || !to.city || !to.country_code)
    return problem(422, 'to_address is incomplete.', '/to_address')
  if (!to.postal_code || (to.country_code === 'IT' && !/^\d{5}$/.test(to.postal_code)))
    return problem(
      422,
      `Invalid postal code "${to.postal_code ?? ''}" for country ${to.country_code}.`,
      '/to_address/postal_code',
    )
  if (!body.from_address?.name || !body.from_address.country_code)
    return problem(422, 'from_address is incomplete.', '/from_address')
  const code = body.ship_with?.properties?.shipping_option_code
  if (body.ship_with?.type !== 'shipping_option_code' || !code)
    return problem(422, 'shipping_option_code is required.', '/ship_with')
  // Sendcloud delivers to a service point only with an option that can (its shipping options, asked with
  // to_service_point.id, are the compatible ones): a known point of another carrier than the option's is refused.
  const servicePointId = body.to_service_point?.id
  const known = servicePointId ? SERVICE_POINTS.find((p) => String(p.id) === String(servicePointId)) : null
  if (known && (known.carrier ?? 'brt') !== code.split(':')[0])
    return problem(422, 'The shipping option cannot deliver to this service point.', '/to_service_point/id')
  if (!Array.isArray(body.parcels) || body.parcels.length < 1 || body.parcels.length > 15)
    return problem(422, 'Between 1 and 15 parcels.', '/parcels')
  for (const [i, p] of body.parcels.entries()) {
    const kg = Number(p?.weight?.value)
    if (p?.weight?.unit !== 'kg' || !(kg >= 0.001 && kg <= 30))
      return problem(422, `Parcel weight ${p?.weight?.value ?? '?'} kg is outside 0.001–30 kg.`, `/parcels/${i}/weight`)
  }
  return null
}

export async function startSendcloudFake({ port = 0, publicKey = 'pk_fake', secretKey = 'sk_fake' } = {}) {
  let base = ''
  let nextParcel = 100_000 + Math.floor(Math.random() * 1000) * 100
  const state = {
    base: () => base,
    /** Every announcement's body as received, in order. @type {any[]} */
    announcements: /** @type {any[]} */ ([]),
    /** shipment id → its parcel and status. */
    shipments: /** @type {Map<string, { id: string, parcelId: string, status: string, pickedUp: boolean }>} */ (
      new Map()
    ),
    /** Every service-points search's query, in order (the shop never sends more than the place searched). */
    pointSearches: /** @type {Record<string, string>[]} */ ([]),
    /** Every return's body as received (sendcloud-fake-returns.mjs), in order. @type {any[]} */
    returnRequests: /** @type {any[]} */ ([]),
    /** return id → the return made (its parcel, tracking, body). @type {Map<string, any>} */
    returns: /** @type {Map<string, any>} */ (new Map()),
    /** Milliseconds before each answer (a slow Sendcloud). */
    delayMs: 0,
    /** The next answer's status instead (one 5xx). */
    failNext: 0,
    pickUp(parcelId) {
      for (const s of state.shipments.values()) if (s.parcelId === String(parcelId)) s.pickedUp = true
    },
    signedEvent: (parcelId, statusId, timestamp) => signedEvent(parcelId, statusId, secretKey, timestamp),
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }

  const authorised = (req) =>
    req.headers.authorization === `Basic ${Buffer.from(`${publicKey}:${secretKey}`).toString('base64')}`

  function route(req, raw) {
    const url = new URL(req.url ?? '/', 'http://fake')
    const path = url.pathname.replace(/^\/api\/v3/, '')
    if (!authorised(req)) return problem(401, 'Invalid username/password.')
    if (state.failNext) {
      const status = state.failNext
      state.failNext = 0
      return problem(status, 'Internal server error.')
    }
    // Returns and their parcels' labels: sendcloud-fake-returns.mjs.
    const returned = returnsRoute(state, req, url, path, raw, {
      pdf: (paper, text) => PAPER[paper] && tinyPdf(...PAPER[paper], text),
    })
    if (returned) return returned
    // Announce, find by external reference, cancel (200, or 202 queued): sendcloud-fake-shipments.mjs.
    const shipments = shipmentsRoute(state, req, url, path, raw, {
      invalid,
      nextParcel: () => nextParcel++,
      base: () => base,
    })
    if (shipments) return shipments
    const label = path.match(/^\/parcels\/(\d+)\/documents\/label$/)
    if (req.method === 'GET' && label) {
      const known = [...state.shipments.values()].some(
        (s) => (s.parcelIds ?? [s.parcelId]).includes(label[1]) && s.status !== 'cancelled',
      )
      if (!known) return problem(404, 'Parcel not found.')
      const size = PAPER[(url.searchParams.get('paper_size') ?? 'A6').toUpperCase()]
      if (!size) return problem(400, 'paper_size must be A4, A5 or A6.')
      return { status: 200, pdf: tinyPdf(size[0], size[1], `Sendcloud label ${label[1]}`) }
    }
    if (req.method === 'GET' && path === '/service-points') {
      state.pointSearches.push(Object.fromEntries(url.searchParams))
      const country = url.searchParams.get('country_code')
      if (!country) return problem(400, 'Field required')
      const carrier = url.searchParams.get('carrier_code')
      if (!carrier) return problem(400, 'carrier_code or use_integration_carriers is required')
      const postcode = url.searchParams.get('address_postal_code')
      const city = (url.searchParams.get('address_city') ?? '').toLowerCase()
      // The carriers asked for (a comma-separated list) in the country asked for; a postcode finds its city's
      // points (the first two digits are its province), a city its own; nearest first.
      const carriers = carrier.split(',').map((c) => c.trim())
      const results = SERVICE_POINTS.filter(
        (p) =>
          (p.country ?? 'IT') === country &&
          carriers.includes(p.carrier ?? 'brt') &&
          (postcode ? p.postcode.slice(0, 2) === postcode.slice(0, 2) : city && p.city.toLowerCase() === city),
      )
        .slice(0, Number(url.searchParams.get('limit') ?? 100))
        .map((p) => servicePoint(p))
      return {
        status: 200,
        json: {
          data: {
            results,
            geocoding: results.length
              ? { status: 'matched', precision: postcode ? 'postal_code' : 'city', formatted_address: postcode ?? city }
              : { status: 'not_found', precision: null, formatted_address: null },
          },
        },
      }
    }
    const point = path.match(/^\/service-points\/(\d+)$/)
    if (req.method === 'GET' && point) {
      const p = SERVICE_POINTS.find((x) => String(x.id) === point[1])
      if (!p) return problem(404, 'The service point could not be found')
      // The point alone has no distance (it is measured from a search's address).
      const detail = { ...servicePoint(p) }
      delete detail.distance
      return { status: 200, json: { data: detail } }
    }
    return problem(404, `No route ${req.method} ${path}.`)
  }

  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', async () => {
      const out = route(req, raw)
      // A route may answer late by itself (the shipments' `slowAnnounceMs`: made, but the answer lost).
      const wait = out.delayMs ?? state.delayMs
      if (wait) await new Promise((r) => setTimeout(r, wait))
      if (res.destroyed) return
      res.statusCode = out.status
      if (out.pdf) {
        res.setHeader('content-type', 'application/pdf')
        res.end(out.pdf)
      } else {
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify(out.json))
      }
    })
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)))
  base = `http://127.0.0.1:${server.address().port}/api/v3`
  return withShipments(state)
}

// Alone: `node tests/support/sendcloud-fake.mjs`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fake = await startSendcloudFake({
    port: Number(process.env.SENDCLOUD_FAKE_PORT ?? 0),
    publicKey: process.env.SENDCLOUD_PUBLIC_KEY,
    secretKey: process.env.SENDCLOUD_SECRET_KEY,
  })
  console.log(`Sendcloud fake on ${fake.base()}`)
}
