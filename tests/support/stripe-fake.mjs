// A local fake of Stripe's API for the tests: the shop's real SDK reaches it through STRIPE_API_BASE. It
// implements what the shop calls, with Stripe's request encoding (form-encoded, bracketed keys), its object
// shapes (node_modules/stripe's Checkout Session, LineItem, Refund, Event types), its errors (the `error`
// object, 400/401/404) and the checks Stripe makes on those calls:
//
//   POST /v1/checkout/sessions              records the session and its line items; amount_total = Σ unit × qty
//   GET  /v1/checkout/sessions[/:id]        the sessions (list) or one (expand[]=line_items as Stripe does)
//   GET  /v1/checkout/sessions/:id/line_items
//   POST /v1/checkout/sessions/:id/expire   open → expired (anything else: Stripe's 400)
//   POST /v1/refunds                        against a paid session's payment intent, at most what is left;
//                                           Idempotency-Key replays the first answer
//                                           (`failRefund` turns one down later: refund.failed)
//   GET  /c/pay/:id                         a tiny hosted payment page ("Pay" / "Back to the shop")
//   POST /c/pay/:id                         the buyer pays: the session completes, and when a webhook is set the
//                                           signed checkout.session.completed (amount_total = what the lines add
//                                           up to) is delivered before the browser is sent to success_url
//
// Events are signed with the SDK's own helper (stripe.webhooks.generateTestHeaderString). Tests use it
// in-process (`startStripeFake()`), or run it alone: `node tests/support/stripe-fake.mjs` (STRIPE_FAKE_PORT,
// STRIPE_FAKE_WEBHOOK_URL, STRIPE_FAKE_WEBHOOK_SECRET), where GET /_fake/state answers what it recorded.
import crypto from 'node:crypto'
import http from 'node:http'
import { pathToFileURL } from 'node:url'
import Stripe from 'stripe'

const API_VERSION = '2026-10-28.endive'
const signer = new Stripe('sk_test_fake_signer')

/** Stripe's ids: a prefix and random characters. */
const newId = (prefix) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`
const now = () => Math.floor(Date.now() / 1000)

class StripeError extends Error {
  /** @param {number} status @param {string} message @param {Record<string, string>} [extra] */
  constructor(status, message, extra = {}) {
    super(message)
    this.status = status
    this.extra = extra
  }
}
const invalid = (message, param) => new StripeError(400, message, { type: 'invalid_request_error', param })
const missing = (kind, id, param) =>
  new StripeError(param ? 400 : 404, `No such ${kind}: '${id}'`, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    ...(param ? { param } : {}),
  })

/**
 * Stripe's form encoding back to objects: `line_items[0][price_data][unit_amount]=7990`,
 * `metadata[orderId]=12`, `expand[]=line_items`. Numeric keys make arrays.
 * @param {string} body
 */
export function decodeForm(body) {
  /** @type {Record<string, any>} */
  const root = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = [key.replace(/\[.*$/, ''), ...[...key.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])]
    let node = root
    path.forEach((part, i) => {
      const last = i === path.length - 1
      const next = path[i + 1]
      const slot = part === '' && Array.isArray(node) ? node.length : part
      if (last) node[slot] = value
      else node = node[slot] ??= next === '' || /^\d+$/.test(next ?? '') ? [] : {}
    })
  }
  return root
}

/** A whole number in a form value, or the error Stripe answers. */
function integer(value, param, min = 0) {
  if (value === undefined || value === '') throw invalid(`Missing required param: ${param}.`, param)
  if (!/^-?\d+$/.test(String(value))) throw invalid(`Invalid integer: ${value}`, param)
  const n = Number(value)
  if (n < min) throw invalid(`This value must be greater than or equal to ${min}.`, param)
  return n
}

/** Metadata as Stripe keeps it: at most 50 keys, keys up to 40 characters, values up to 500. */
function metadataOf(value, param = 'metadata') {
  if (value === undefined || value === '') return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid('Invalid object', param)
  const entries = Object.entries(value)
  if (entries.length > 50) throw invalid('Metadata can have at most 50 keys.', param)
  for (const [k, v] of entries) {
    if (k.length > 40) throw invalid(`Metadata keys can be up to 40 characters long: ${k}`, `${param}[${k}]`)
    if (String(v).length > 500)
      throw invalid(`Metadata values can be up to 500 characters long: ${k}`, `${param}[${k}]`)
  }
  return { ...value }
}

/** Stripe's smallest charge in euro (a Checkout Session in payment mode must reach it). */
const MINIMUM_EUR_CENTS = 50

/**
 * Starts the fake on 127.0.0.1 (`port` 0: any free one). `webhook`: where the signed events go (Stripe's
 * webhook endpoint), settable later through `fake.webhook`.
 * @param {{ port?: number, webhook?: { url: string, secret: string } | null }} [options]
 */
export async function startStripeFake({ port = 0, webhook = null } = {}) {
  /** @type {Map<string, { session: any, lineItems: any[] }>} */
  const sessions = new Map()
  /** @type {Map<string, { id: string, amount: number, refunded: number, session: string }>} */
  const paymentIntents = new Map()
  /** @type {any[]} */
  const refunds = []
  /** @type {Map<string, { status: number, body: string }>} */
  const idempotent = new Map()
  /** @type {{ type: string, status: number, body: string }[]} */
  const deliveries = []
  /** @type {{ method: string, path: string, body: Record<string, any> }[]} */
  const requests = []
  let base = ''

  const state = {
    webhook,
    base: () => base,
    /** Every Checkout Session created, oldest first, each with the line items Stripe recorded. */
    sessions: () =>
      [...sessions.values()].map(({ session, lineItems }) => ({ ...session, line_items: list(lineItems, session.id) })),
    session: (/** @type {string} */ id) => {
      const s = sessions.get(id)
      return s ? { ...s.session, line_items: list(s.lineItems, id) } : undefined
    },
    refunds: () => [...refunds],
    deliveries: () => [...deliveries],
    requests: () => [...requests],
    /**
     * The buyer pays the session (as on the hosted page): it completes with a payment intent, and the event
     * Stripe sends is returned signed (`secret`, or the webhook's) and delivered when a webhook is set.
     * @param {string} id @param {{ secret?: string }} [opts]
     */
    pay: async (id, opts = {}) => {
      const s = sessions.get(id)
      if (!s) throw missing('checkout.session', id)
      if (s.session.status !== 'open') throw invalid(`This Checkout Session is ${s.session.status}.`)
      if (s.session.expires_at < now()) throw invalid('This Checkout Session has expired.')
      const pi = newId('pi')
      paymentIntents.set(pi, { id: pi, amount: s.session.amount_total, refunded: 0, session: id })
      Object.assign(s.session, { status: 'complete', payment_status: 'paid', payment_intent: pi })
      return emit('checkout.session.completed', { ...s.session }, opts.secret)
    },
    /**
     * Sends an event about `object` as Stripe would (signed; delivered when a webhook is set), e.g. a
     * refund's `refund.created`; answers it with its body and signature.
     * @param {string} type @param {object} object @param {{ secret?: string }} [opts]
     */
    send: (type, object, opts = {}) => emit(type, { ...object }, opts.secret),
    /**
     * A refund the bank turns down after Stripe accepted it: its status becomes `status` ('failed' or
     * 'canceled'), its amount can be refunded again, and Stripe's `refund.failed` is sent (signed).
     * @param {string} id @param {{ secret?: string, status?: 'failed' | 'canceled' }} [opts]
     */
    failRefund: (id, opts = {}) => {
      const refund = refunds.find((r) => r.id === id)
      if (!refund) throw missing('refund', id)
      const intent = paymentIntents.get(refund.payment_intent)
      if (intent && refund.status === 'succeeded') intent.refunded -= refund.amount
      const status = opts.status ?? 'failed'
      Object.assign(refund, { status, failure_reason: status === 'failed' ? 'expired_or_canceled_card' : null })
      return emit(status === 'failed' ? 'refund.failed' : 'refund.updated', { ...refund }, opts.secret)
    },
    /** Stops the server. */
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }

  const list = (/** @type {any[]} */ data, /** @type {string} */ id) => ({
    object: 'list',
    data,
    has_more: false,
    url: `/v1/checkout/sessions/${id}/line_items`,
  })

  /** An event as Stripe sends it, signed with the SDK's helper; delivered to the webhook when one is set. */
  async function emit(type, object, secret) {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: state.webhook ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    }
    const body = JSON.stringify(event, null, 2)
    const key = secret ?? state.webhook?.secret
    const signature = key ? signer.webhooks.generateTestHeaderString({ payload: body, secret: key }) : ''
    if (state.webhook) {
      const res = await fetch(state.webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      }).catch((err) => ({ status: 0, text: async () => String(err) }))
      deliveries.push({ type, status: res.status, body: await res.text() })
    }
    return { event, body, signature }
  }

  function createSession(p) {
    if (!p.mode) throw invalid('Missing required param: mode.', 'mode')
    if (p.mode !== 'payment') throw invalid(`This fake only implements mode=payment, not ${p.mode}.`, 'mode')
    if (!p.success_url) throw invalid('Missing required param: success_url.', 'success_url')
    const items = p.line_items
    if (!Array.isArray(items) || items.length === 0)
      throw invalid('In `payment` mode, you must specify `line_items`.', 'line_items')
    if (items.length > 100) throw invalid('You can only have up to 100 line items.', 'line_items')
    const currencies = new Set()
    const lineItems = items.map((item, i) => {
      const at = `line_items[${i}]`
      const pd = item?.price_data
      if (!pd) throw invalid(`You must specify either \`price\` or \`price_data\` in ${at}.`, `${at}[price_data]`)
      if (!pd.currency) throw invalid('Missing required param: currency.', `${at}[price_data][currency]`)
      const name = pd.product_data?.name
      if (!name) throw invalid('Missing required param: name.', `${at}[price_data][product_data][name]`)
      const unit = integer(pd.unit_amount, `${at}[price_data][unit_amount]`)
      const quantity = integer(item.quantity, `${at}[quantity]`, 1)
      if (quantity > 999_999) throw invalid('Quantity must be at most 999999.', `${at}[quantity]`)
      currencies.add(pd.currency)
      const amount = unit * quantity
      return {
        id: newId('li'),
        object: 'item',
        adjustable_quantity: null,
        amount_discount: 0,
        amount_subtotal: amount,
        amount_tax: 0,
        amount_total: amount,
        currency: pd.currency,
        description: name,
        metadata: {},
        price: {
          id: newId('price'),
          object: 'price',
          active: false,
          billing_scheme: 'per_unit',
          currency: pd.currency,
          livemode: false,
          product: newId('prod'),
          type: 'one_time',
          unit_amount: unit,
          unit_amount_decimal: String(unit),
        },
        quantity,
      }
    })
    if (currencies.size > 1) throw invalid('All line items must use the same currency.', 'line_items')
    const currency = [...currencies][0]
    const total = lineItems.reduce((sum, l) => sum + l.amount_total, 0)
    if (currency === 'eur' && total < MINIMUM_EUR_CENTS)
      throw invalid("The Checkout Session's total amount due must add up to at least €0.50 eur", 'line_items')
    const created = now()
    let expires = created + 24 * 3600
    if (p.expires_at !== undefined) {
      expires = integer(p.expires_at, 'expires_at')
      // Stripe: 30 minutes to 24 hours after creation (a minute's slack for the request on its way).
      if (expires < created + 30 * 60 - 60 || expires > created + 24 * 3600)
        throw invalid(
          'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
          'expires_at',
        )
    }
    const id = `cs_test_${crypto.randomBytes(24).toString('base64url').replace(/[-_]/g, 'a')}`
    const session = {
      id,
      object: 'checkout.session',
      after_expiration: null,
      allow_promotion_codes: null,
      amount_subtotal: total,
      amount_total: total,
      automatic_tax: { enabled: false, liability: null, status: null },
      billing_address_collection: null,
      cancel_url: p.cancel_url ?? null,
      client_reference_id: p.client_reference_id ?? null,
      client_secret: null,
      consent: null,
      consent_collection: null,
      created,
      currency,
      custom_fields: [],
      custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
      customer: null,
      customer_creation: 'if_required',
      customer_details: p.customer_email ? { email: p.customer_email } : null,
      customer_email: p.customer_email ?? null,
      expires_at: expires,
      invoice: null,
      invoice_creation: null,
      livemode: false,
      locale: p.locale ?? null,
      metadata: metadataOf(p.metadata),
      mode: 'payment',
      payment_intent: null,
      payment_link: null,
      payment_method_collection: 'if_required',
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      phone_number_collection: { enabled: false },
      recovered_from: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: 'open',
      submit_type: null,
      subscription: null,
      success_url: p.success_url,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted',
      url: `${base}/c/pay/${id}`,
    }
    metadataOf(p.payment_intent_data?.metadata, 'payment_intent_data[metadata]')
    sessions.set(id, { session, lineItems })
    return session
  }

  function createRefund(p) {
    const pi = p.payment_intent
    if (!pi && !p.charge)
      throw invalid('One of the following params should be provided for this request: payment_intent or charge.')
    const intent = paymentIntents.get(pi)
    if (!intent) throw missing('payment_intent', pi, 'payment_intent')
    const left = intent.amount - intent.refunded
    const amount = p.amount === undefined ? left : integer(p.amount, 'amount', 1)
    if (left <= 0)
      throw new StripeError(400, `Charge for ${pi} has already been refunded.`, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
      })
    if (amount > left)
      throw new StripeError(
        400,
        `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${(left / 100).toFixed(2)})`,
        {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          param: 'amount',
        },
      )
    intent.refunded += amount
    const refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      balance_transaction: newId('txn'),
      charge: newId('ch'),
      created: now(),
      currency: sessions.get(intent.session)?.session.currency ?? 'eur',
      destination_details: null,
      metadata: metadataOf(p.metadata),
      payment_intent: pi,
      reason: p.reason ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    }
    refunds.push(refund)
    // Stripe answers first and sends refund.created after.
    if (state.webhook) setTimeout(() => void emit('refund.created', { ...refund }), 50)
    return refund
  }

  /** @param {http.IncomingMessage} req @param {string} body @returns {Promise<{ status: number, json?: any, html?: string, location?: string }>} */
  async function route(req, body) {
    const url = new URL(req.url ?? '/', 'http://fake')
    const path = url.pathname
    const method = req.method ?? 'GET'
    // The hosted payment page (no API key: the buyer's browser).
    const pay = path.match(/^\/c\/pay\/(cs_test_\w+)$/)
    if (pay) {
      const s = sessions.get(pay[1])
      if (!s) return { status: 404, html: page('Not found', '<p>This payment page does not exist.</p>') }
      if (method === 'POST') {
        const paid = await state.pay(pay[1]).then(
          () => null,
          (/** @type {Error} */ err) => err.message,
        )
        if (paid) return { status: 409, html: page('Payment not possible', `<p role="alert">${escape(paid)}</p>`) }
        return { status: 303, location: s.session.success_url.replace('{CHECKOUT_SESSION_ID}', s.session.id) }
      }
      return { status: 200, html: payPage(s.session, s.lineItems) }
    }
    if (path === '/_fake/state') return { status: 200, json: { sessions: state.sessions(), refunds, deliveries } }
    if (!path.startsWith('/v1/'))
      return {
        status: 404,
        json: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } },
      }
    const auth = req.headers.authorization ?? ''
    if (!/^Bearer sk_(test|live)_\S+$/.test(auth))
      throw new StripeError(
        401,
        'You did not provide an API key. You need to provide your API key in the Authorization header.',
        { type: 'invalid_request_error' },
      )
    const params = method === 'GET' ? decodeForm(url.search.slice(1)) : decodeForm(body)
    requests.push({ method, path, body: params })
    const key = req.headers['idempotency-key']
    if (method === 'POST' && typeof key === 'string') {
      const seen = idempotent.get(key)
      if (seen) return { status: seen.status, json: JSON.parse(seen.body), replayed: true }
    }
    const answer = await api(method, path, params)
    if (method === 'POST' && typeof key === 'string') idempotent.set(key, { status: 200, body: JSON.stringify(answer) })
    return { status: 200, json: answer }
  }

  async function api(method, path, params) {
    const expand = [].concat(params.expand ?? [])
    const shown = (/** @type {string} */ id) => {
      const s = sessions.get(id)
      if (!s) throw missing('checkout.session', id)
      return expand.includes('line_items') ? { ...s.session, line_items: list(s.lineItems, id) } : s.session
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params)
    if (method === 'GET' && path === '/v1/checkout/sessions')
      return { object: 'list', data: [...sessions.keys()].reverse().map(shown), has_more: false, url: path }
    let m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)
    if (m && method === 'GET') return shown(m[1])
    m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/)
    if (m && method === 'GET') {
      if (!sessions.has(m[1])) throw missing('checkout.session', m[1])
      return list(sessions.get(m[1]).lineItems, m[1])
    }
    m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/)
    if (m && method === 'POST') {
      const s = sessions.get(m[1])
      if (!s) throw missing('checkout.session', m[1])
      if (s.session.status !== 'open')
        throw invalid(
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${s.session.status}".`,
        )
      s.session.status = 'expired'
      return shown(m[1])
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params)
    throw new StripeError(404, `Unrecognized request URL (${method}: ${path}).`, { type: 'invalid_request_error' })
  }

  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', async () => {
      let out
      try {
        out = await route(req, body)
      } catch (err) {
        const e = err instanceof StripeError ? err : new StripeError(500, String(err), { type: 'api_error' })
        out = { status: e.status, json: { error: { message: e.message, ...e.extra } } }
      }
      res.statusCode = out.status
      res.setHeader('request-id', newId('req'))
      res.setHeader('stripe-version', API_VERSION)
      if (out.replayed) res.setHeader('idempotent-replayed', 'true')
      if (out.location) res.setHeader('location', out.location)
      if (out.html !== undefined) {
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.end(out.html)
      } else {
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify(out.json ?? {}))
      }
    })
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)))
  base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`
  return state
}

const escape = (/** @type {string} */ s) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)

const euro = (/** @type {number} */ cents) => `€${(cents / 100).toFixed(2)}`

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><main>${body}</main></body></html>`
}

/** The hosted payment page: the lines as Stripe shows them, the total, Pay and a way back. */
function payPage(session, lineItems) {
  const rows = lineItems
    .map((l) => `<tr><td>${escape(l.description)}</td><td>${l.quantity}</td><td>${euro(l.amount_total)}</td></tr>`)
    .join('')
  const open = session.status === 'open'
  return page(
    'Stripe test checkout',
    `<h1>Pay Vetrina</h1>
<table><caption>Your order</caption><thead><tr><th scope="col">Item</th><th scope="col">Qty</th><th scope="col">Amount</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><th scope="row" colspan="2">Total due</th><td data-testid="amount-total">${euro(session.amount_total)}</td></tr></tfoot></table>
${open ? `<form method="post"><button type="submit">Pay ${euro(session.amount_total)}</button></form>` : `<p role="alert">This Checkout Session is ${escape(session.status)}.</p>`}
${session.cancel_url ? `<p><a href="${escape(session.cancel_url)}">Back to the shop</a></p>` : ''}`,
  )
}

// Alone: `node tests/support/stripe-fake.mjs`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.STRIPE_FAKE_WEBHOOK_URL
  const fake = await startStripeFake({
    port: Number(process.env.STRIPE_FAKE_PORT ?? 0),
    webhook: url ? { url, secret: process.env.STRIPE_FAKE_WEBHOOK_SECRET ?? '' } : null,
  })
  console.log(`Stripe fake on ${fake.base()}`)
}
