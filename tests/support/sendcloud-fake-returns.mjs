// The Returns part of the local Sendcloud fake (tests/support/sendcloud-fake.mjs), from Sendcloud's v3
// reference (sendcloud.dev/api/v3/returns):
//
//   POST /returns/announce-synchronously   a standalone return, announced at once: 201 {return_id, parcel_id,
//                                          multi_collo_ids}; 422 for a bad address (an Italian postcode is
//                                          five digits), a missing shipping_option_code or a weight outside
//                                          0.001–30 kg (401, timeouts and 5xx: the fake's own switches)
//   GET  /returns/:id                      the return with its tracking_number and tracking_url; 404 unknown
//
//   GET  /parcels/:id/documents/label      for a return's parcel: its label as a small valid PDF (?paper_size)
//
// Returns are kept apart from the fake's shipments (`state.returns`): a return is no outgoing shipment.
import crypto from 'node:crypto'

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

let nextReturn = 700_000 + Math.floor(Math.random() * 1000) * 100

/** The first problem Sendcloud would find with a return's body, or null. */
function invalidReturn(body) {
  for (const side of ['from_address', 'to_address']) {
    const a = body?.[side]
    if (!a?.name || !a.address_line_1 || !a.city || !a.country_code)
      return problem(422, `${side} is incomplete.`, `/${side}`)
    if (!a.postal_code || (a.country_code === 'IT' && !/^\d{5}$/.test(a.postal_code)))
      return problem(
        422,
        `Invalid postal code "${a.postal_code ?? ''}" for country ${a.country_code}.`,
        `/${side}/postal_code`,
      )
  }
  if (body.ship_with?.type !== 'shipping_option_code' || !body.ship_with.shipping_option_code)
    return problem(422, 'shipping_option_code is required.', '/ship_with')
  const kg = Number(body.weight?.value)
  if (body.weight?.unit !== 'kg' || !(kg >= 0.001 && kg <= 30))
    return problem(422, `Weight ${body.weight?.value ?? '?'} kg is outside 0.001–30 kg.`, '/weight')
  return null
}

/**
 * The Returns routes: an answer, or null when the request is not one of them (a label of a parcel that is no
 * return's goes on to the shipments' label route). `pdf(paper, text)` is the fake's PDF, null for a bad paper.
 */
export function returnsRoute(state, req, url, path, raw, { pdf }) {
  const label = path.match(/^\/parcels\/(\d+)\/documents\/label$/)
  if (req.method === 'GET' && label) {
    if (![...state.returns.values()].some((r) => r.parcelId === label[1])) return null
    const file = pdf((url.searchParams.get('paper_size') ?? 'A6').toUpperCase(), `Sendcloud return label ${label[1]}`)
    return file ? { status: 200, pdf: file } : problem(400, 'paper_size must be A4, A5 or A6.')
  }
  if (req.method === 'POST' && path === '/returns/announce-synchronously') {
    let body
    try {
      body = JSON.parse(raw)
    } catch {
      return problem(400, 'Malformed JSON.')
    }
    state.returnRequests.push(body)
    const bad = invalidReturn(body)
    if (bad) return bad
    const id = String(nextReturn++)
    const parcelId = String(Number(id) + 50_000)
    const carrier = body.ship_with.shipping_option_code.split(':')[0]
    const tracking = `3SRET${crypto.randomBytes(5).toString('hex').toUpperCase()}`
    state.returns.set(id, {
      id,
      parcelId,
      body,
      tracking_number: tracking,
      tracking_url: `https://tracking.eu-central-1-0.sendcloud.sc/forward?carrier=${carrier}&code=${tracking}&destination=${body.to_address.country_code}&lang=it-it`,
    })
    return { status: 201, json: { return_id: Number(id), parcel_id: Number(parcelId), multi_collo_ids: [] } }
  }
  const read = path.match(/^\/returns\/(\d+)$/)
  if (req.method === 'GET' && read) {
    const r = state.returns.get(read[1])
    if (!r) return problem(404, 'Return not found.')
    return {
      status: 200,
      json: {
        data: {
          ...r.body,
          id: Number(r.id),
          parcel_id: Number(r.parcelId),
          tracking_number: r.tracking_number,
          tracking_url: r.tracking_url,
          is_cancellable: true,
          created_at: new Date().toISOString(),
        },
      },
    }
  }
  return null
}
