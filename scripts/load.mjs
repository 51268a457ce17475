#!/usr/bin/env node
// `npm run load` — a mixed shopper load (README "Load figures"), played with autocannon:
//   ≈80 % of the shoppers browse (home, shop, product pages, Italian and English), ≈15 % change their
//   cart (the server prices it), ≈5 % check out and pay with the test card (through the webhook path).
// Prints, per step, requests, throughput, p50/p95/p99 latency and errors; then checks that stock and
// orders add up (every order the run placed is there, paid when its payment was accepted, and the
// product's stock went down by exactly the pieces sold). Exits 1 when a check fails or any request
// errored.
//
//   npm run load                                     50 shoppers for 30 s on a shop of its own (SQLite)
//   npm run load -- --shoppers 20 --duration 20      the CI smoke
//   npm run load -- --shoppers 50,100,200,400        one run per count: where it breaks
// A shopper is one connection that sends its next request as soon as the last is answered (no pause to
// read: harsher than people); checking out is two requests (place the order, pay). Errors include
// requests not answered within 30 s.
//   npm run load -- --url https://shop.example.com   a running shop (operator account: SHOP_ADMIN_EMAIL /
//                                                    SHOP_ADMIN_PASSWORD; raise RATE_LIMIT_SCALE there)
// A shop of its own is the production build (built when missing) on a free port with a fresh DATA_DIR.
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { startShop } from './shop-process.mjs'

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    shoppers: { type: 'string', default: '50' },
    duration: { type: 'string', default: '30' },
    product: { type: 'string', default: 'vaso-onda' },
    json: { type: 'boolean', default: false },
  },
})
const counts = args.shoppers.split(',').map(Number)
const duration = Number(args.duration)
const adminEmail = process.env.SHOP_ADMIN_EMAIL || 'admin@vetrina.example'
const adminPassword = process.env.SHOP_ADMIN_PASSWORD || 'vetrina-admin'

/** The production build on a free port with a fresh DATA_DIR (SQLite), until `stop()`. */
async function ownShop() {
  const shop = await startShop({
    env: { RATE_LIMIT_SCALE: '100000', SHOP_ADMIN_EMAIL: adminEmail, SHOP_ADMIN_PASSWORD: adminPassword },
  })
  return {
    base: shop.base,
    stop: async () => {
      await shop.stop()
      fs.rmSync(shop.dataDir, { recursive: true, force: true })
    },
  }
}

const shop = args.url ? { base: args.url.replace(/\/$/, ''), stop: async () => {} } : await ownShop()
const base = shop.base
const json = { 'content-type': 'application/json', origin: base }

// The operator: reads the catalogue and the orders, and gives the product under test stock for the run.
const login = await fetch(`${base}/cms/api/users/login`, {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ email: adminEmail, password: adminPassword }),
})
if (!login.ok) throw new Error(`operator sign-in refused (${login.status}): set SHOP_ADMIN_EMAIL / SHOP_ADMIN_PASSWORD`)
const operator = { ...json, authorization: `JWT ${(await login.json()).token}` }
const api = async (p, init = {}) => {
  const res = await fetch(`${base}${p}`, { ...init, headers: { ...operator, ...init.headers } })
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${p}: ${res.status}`)
  return res.json()
}
const catalogue = (await api('/cms/api/products?limit=100&depth=0&where[instock][equals]=true')).docs
const product = catalogue.find((p) => p.url === args.product) ?? catalogue[0]
const slugs = catalogue.map((p) => p.url)

const percentile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : 0

async function run(shoppers) {
  const tag = `load-${Date.now().toString(36)}`
  const STOCK = 1_000_000
  await api(`/cms/api/products/${product.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ stock: STOCK, instock: true }),
  })
  const stockBefore = (await api(`/cms/api/products/${product.id}?depth=0`)).stock

  // Shoppers per step: at least one each.
  const checkout = Math.max(1, Math.round(shoppers * 0.05))
  const cart = Math.max(1, Math.round(shoppers * 0.15))
  const browse = Math.max(3, shoppers - checkout - cart)
  const pages = {
    home: ['/', '/?lang=en'],
    shop: ['/shop', '/shop?lang=en'],
    product: slugs.flatMap((s) => [`/shop/${s}`, `/shop/${s}?lang=en`]),
  }
  const steps = {}
  const stepOf = (name) =>
    (steps[name] ??= { name, latencies: [], statuses: {}, errors: 0, started: Date.now(), ended: Date.now() })
  const record = (name, status, ms) => {
    const s = stepOf(name)
    s.latencies.push(ms)
    s.statuses[status] = (s.statuses[status] ?? 0) + 1
    s.ended = Date.now()
  }
  const pick = (list) => list[Math.floor(Math.random() * list.length)]
  let buyer = 0
  const accepted = { orders: 0, paid: 0 }

  const instance = (name, connections, opts, stepName) =>
    new Promise((resolve, reject) => {
      stepOf(typeof stepName === 'function' ? 'checkout' : name)
      if (typeof stepName === 'function') stepOf('pay')
      const seq = new WeakMap()
      const inst = autocannon({ url: base, connections, duration, ...opts }, (err, res) =>
        err ? reject(err) : resolve(res),
      )
      inst.on('response', (client, status, _bytes, ms) => {
        const n = seq.get(client) ?? 0
        seq.set(client, n + 1)
        record(typeof stepName === 'function' ? stepName(n) : name, status, ms)
      })
      inst.on('reqError', (err) => {
        const s = stepOf(name)
        s.errors += 1
        const kind = err?.code ?? err?.message ?? String(err)
        s.statuses[kind] = (s.statuses[kind] ?? 0) + 1
      })
    })

  const browseStep = (step, connections) =>
    instance(step, connections, { requests: [{ setupRequest: (req) => ({ ...req, path: pick(pages[step]) }) }] })
  const t0 = Date.now()
  await Promise.all([
    browseStep('home', Math.round(browse / 3)),
    browseStep('shop', Math.round(browse / 3)),
    browseStep('product', browse - 2 * Math.round(browse / 3)),
    instance('cart', cart, {
      requests: [
        {
          method: 'POST',
          path: '/api/cart/quote',
          headers: json,
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              lines: [
                { id: String(pick(catalogue).id), quantity: 1 + Math.floor(Math.random() * 3) },
                { id: String(pick(catalogue).id), quantity: 1 },
              ],
            }),
          }),
        },
      ],
    }),
    instance(
      'checkout',
      checkout,
      {
        requests: [
          {
            method: 'POST',
            path: '/api/create-checkout-session',
            headers: json,
            setupRequest: (req, context) => {
              context.session = undefined
              const i = ++buyer
              return {
                ...req,
                body: JSON.stringify({
                  cart: [{ id: String(product.id), quantity: 1 }],
                  billingData: {
                    firstName: 'Load',
                    lastName: `Buyer${i}`,
                    email: `${tag}-${i}@example.com`,
                    country: 'Italy',
                    state: 'Lombardia',
                    city: 'Milano',
                    address: 'Via Carico 1',
                    zip: '20100',
                  },
                }),
              }
            },
            onResponse: (status, body, context) => {
              if (status !== 200) return
              accepted.orders += 1
              context.session = JSON.parse(body).url.split('/').pop()
            },
          },
          {
            method: 'POST',
            path: '/api/pay/test',
            headers: json,
            setupRequest: (req, context) => ({
              ...req,
              body: JSON.stringify({ session: context.session ?? 'none', card: '4242 4242 4242 4242' }),
            }),
            onResponse: (status) => {
              if (status === 200) accepted.paid += 1
            },
          },
        ],
      },
      (n) => (n % 2 ? 'pay' : 'checkout'),
    ),
  ])
  const seconds = (Date.now() - t0) / 1000

  // Stock and orders add up: every accepted checkout is an order of this run, every accepted payment
  // a paid one, and the stock went down by the pieces of the orders that hold them. Requests the load
  // tool abandoned when the time was up are still being finished by the shop: read until two readings
  // 2 s apart agree (at most 60 s).
  const read = async () => {
    const found = await api(`/cms/api/orders?limit=1000&depth=0&where[email][like]=${tag}-`)
    const stock = (await api(`/cms/api/products/${product.id}?depth=0`)).stock
    return { found, stock, key: JSON.stringify([found.docs.map((o) => o.status).sort(), stock]) }
  }
  let reading = await read()
  for (let i = 0; i < 30; i++) {
    await new Promise((r) => setTimeout(r, 2000))
    const next = await read()
    const same = next.key === reading.key
    reading = next
    if (same) break
  }
  const orders = reading.found
  const byStatus = {}
  for (const o of orders.docs) byStatus[o.status] = (byStatus[o.status] ?? 0) + 1
  const stockAfter = reading.stock
  const holding = (byStatus.pending ?? 0) + (byStatus.paid ?? 0)
  // A request in flight when the time is up is abandoned by the load tool and finished by the shop:
  // at most one per checking-out shopper may be stored without its answer having been counted.
  const within = (stored, answered) => stored >= answered && stored <= answered + checkout
  const checks = [
    [
      within(orders.totalDocs, accepted.orders),
      `orders placed: ${orders.totalDocs}, checkouts answered 200: ${accepted.orders}`,
    ],
    [
      within(byStatus.paid ?? 0, accepted.paid),
      `orders paid: ${byStatus.paid ?? 0}, payments answered 200: ${accepted.paid}`,
    ],
    [
      stockBefore - stockAfter === holding,
      `pieces gone from stock: ${stockBefore - stockAfter}, pieces in pending and paid orders: ${holding}`,
    ],
  ]
  const table = Object.values(steps).map((s) => {
    const sorted = [...s.latencies].sort((a, b) => a - b)
    const bad = Object.entries(s.statuses)
      .filter(([code]) => Number(code) >= 400)
      .reduce((a, [, n]) => a + n, 0)
    return {
      step: s.name,
      requests: s.latencies.length,
      rps: Math.round((s.latencies.length / seconds) * 10) / 10,
      p50: Math.round(percentile(sorted, 0.5)),
      p95: Math.round(percentile(sorted, 0.95)),
      p99: Math.round(percentile(sorted, 0.99)),
      errors: bad + s.errors,
      statuses: s.statuses,
    }
  })
  const all = Object.values(steps)
    .flatMap((s) => s.latencies)
    .sort((a, b) => a - b)
  return {
    shoppers,
    split: { browse, cart, checkout },
    seconds: Math.round(seconds),
    table,
    total: {
      requests: all.length,
      rps: Math.round((all.length / seconds) * 10) / 10,
      p50: Math.round(percentile(all, 0.5)),
      p95: Math.round(percentile(all, 0.95)),
      p99: Math.round(percentile(all, 0.99)),
      errors: table.reduce((a, r) => a + r.errors, 0),
    },
    orders: byStatus,
    checks: checks.map(([ok, what]) => ({ ok, what })),
  }
}

let failed = false
const results = []
try {
  for (const n of counts) {
    const r = await run(n)
    results.push(r)
    if (args.json) continue
    console.log(
      `\n${n} shoppers for ${r.seconds} s (${r.split.browse} browsing, ${r.split.cart} changing carts, ${r.split.checkout} checking out; each sends its next request when the last is answered) against ${base}`,
    )
    console.log('| step | requests | req/s | p50 ms | p95 ms | p99 ms | errors |')
    console.log('|---|---|---|---|---|---|---|')
    for (const s of [...r.table, { step: '**all**', ...r.total }])
      console.log(`| ${s.step} | ${s.requests} | ${s.rps} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.errors} |`)
    for (const s of r.table.filter((s) => s.errors)) console.log(`  ${s.step}: answers ${JSON.stringify(s.statuses)}`)
    for (const c of r.checks) console.log(`${c.ok ? '  ok ' : '  FAIL'} ${c.what}`)
    if (r.total.errors || r.checks.some((c) => !c.ok)) failed = true
  }
  if (args.json) console.log(JSON.stringify(results, null, 2))
} finally {
  await shop.stop()
}
process.exit(failed ? 1 : 0)
