#!/usr/bin/env node
// The two-instance drill (CI, after `npm test`; README "Running several instances"): two production app
// processes on one PostgreSQL (DRILL_DATABASE_URL), an SMTP sink that refuses every message for its
// first minute, and 50 buyers at once of a product with 3 pieces, paying through the built-in checkout
// on both processes. It asserts what the integrity issue promises and prints its figures:
// exactly 3 paid orders, the rest refused before payment; stock 0, never negative; invoice numbers
// unique and gapless; one confirmation and one seller copy per paid order delivered once the sink
// accepts mail, none twice; a repeated and an out-of-order webhook delivery change nothing.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import Stripe from 'stripe'

const root = path.resolve(import.meta.dirname, '..')
const databaseUrl = process.env.DRILL_DATABASE_URL
if (!databaseUrl) throw new Error('DRILL_DATABASE_URL is required (an empty PostgreSQL database)')
const BUYERS = Number(process.env.DRILL_BUYERS || 50)
const STOCK = Number(process.env.DRILL_STOCK || 3)
const REFUSE_MS = Number(process.env.DRILL_SMTP_REFUSE_MS || 60_000)
const SHOP_INFO = 'shop@vetrina.example'
const WEBHOOK_SECRET = 'whsec_drill_' + Math.random().toString(36).slice(2)
const t0 = Date.now()
const since = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`
const failures = []
const check = (ok, what) => {
  console.log(`${ok ? '  ok ' : '  FAIL'} ${what}`)
  if (!ok) failures.push(what)
}

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer()
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })

// The SMTP sink: 451 (try later) for the first REFUSE_MS, then every message is kept.
const delivered = []
let refused = 0
const smtpPort = await freePort()
const smtpStart = Date.now()
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, done) {
    const chunks = []
    stream.on('data', (c) => chunks.push(c))
    stream.on('end', () => {
      if (Date.now() - smtpStart < REFUSE_MS) {
        refused += 1
        const err = new Error('Mailbox busy, try again later')
        err.responseCode = 451
        return done(err)
      }
      const raw = Buffer.concat(chunks).toString('utf8')
      const subject = (raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ')
      delivered.push({ to: session.envelope.rcptTo.map((r) => r.address), subject })
      done()
    })
  },
})
await new Promise((resolve) => sink.listen(smtpPort, '127.0.0.1', resolve))

// Two app processes, each with its own data directory, sharing the database and the secrets.
const instances = []
const env = (port, dataDir) => ({
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  BIND_HOST: '127.0.0.1',
  SITE_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  PAYLOAD_SECRET: 'drill-payload-secret-0123456789abcdef',
  TEST_WEBHOOK_SECRET: WEBHOOK_SECRET,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  SHOP_INFO_EMAIL: SHOP_INFO,
  MAIL_RETRY_MS: '3000',
  RATE_LIMIT_SCALE: '1000',
  LOG_LEVEL: 'warn',
})
async function startInstance(name) {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vetrina-drill-${name}-`))
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: env(port, dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log = fs.createWriteStream(path.join(os.tmpdir(), `vetrina-drill-${name}.log`))
  child.stdout.pipe(log)
  child.stderr.pipe(log)
  const base = `http://127.0.0.1:${port}`
  instances.push({ name, child, base, dataDir })
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return base
    if (child.exitCode !== null)
      throw new Error(`instance ${name} exited (${child.exitCode}); see its log in ${os.tmpdir()}`)
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`instance ${name} did not answer /api/health`)
}
function stopAll() {
  for (const i of instances) if (i.child.exitCode === null) i.child.kill('SIGTERM')
  sink.close()
}
process.on('exit', stopAll)

try {
  // The first start migrates and seeds; the second joins the same database.
  const A = await startInstance('a')
  const B = await startInstance('b')
  console.log(`drill: instances ${A} and ${B}, SMTP sink refusing for ${REFUSE_MS / 1000} s (${since()})`)

  const json = { 'content-type': 'application/json' }
  const login = await fetch(`${A}/cms/api/users/login`, {
    method: 'POST',
    headers: { ...json, origin: A },
    body: JSON.stringify({ email: 'admin@vetrina.example', password: 'vetrina-admin' }),
  })
  const { token } = await login.json()
  const admin = { authorization: `JWT ${token}` }
  const api = async (base, p, init = {}) => {
    const res = await fetch(`${base}${p}`, { ...init, headers: { ...admin, ...json, origin: base, ...init.headers } })
    return res.json()
  }
  const product = (await api(A, '/cms/api/products?where[url][equals]=vaso-onda&limit=1')).docs[0]
  await api(A, `/cms/api/products/${product.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ stock: STOCK, instock: true }),
  })

  // 50 buyers at once, half on each instance; each pays on the other one.
  const billing = (i) => ({
    firstName: 'Drill',
    lastName: `Buyer${i}`,
    email: `drill-buyer-${i}@example.com`,
    country: 'Italy',
    state: 'Lombardia',
    city: 'Milano',
    address: 'Via Drill 1',
    zip: '20100',
    // Businesses asking for an invoice: only they take numbers of the e-invoice series under test.
    invoice: 'yes',
    azienda: `Drill ${i} S.r.l.`,
    piva: '01234567897',
    sdi: 'M5UXCR1',
  })
  const buy = async (i) => {
    const shop = i % 2 ? A : B
    const payOn = i % 2 ? B : A
    const res = await fetch(`${shop}/api/create-checkout-session`, {
      method: 'POST',
      headers: { ...json, origin: shop, 'x-forwarded-for': `10.9.${i}.1` },
      body: JSON.stringify({ cart: [{ id: String(product.id), quantity: 1 }], billingData: billing(i) }),
    })
    const body = await res.json()
    if (!res.ok) return { i, status: res.status }
    const session = body.url.split('/').pop()
    const paid = await fetch(`${payOn}/api/pay/test`, {
      method: 'POST',
      headers: { ...json, origin: payOn },
      body: JSON.stringify({ session, card: '4242 4242 4242 4242' }),
    })
    return { i, status: res.status, orderId: body.orderId, paid: paid.status }
  }
  const results = await Promise.all(Array.from({ length: BUYERS }, (_, i) => buy(i)))
  const made = results.filter((r) => r.orderId)
  const statusCounts = results.reduce((m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {})
  console.log(`drill: ${BUYERS} buyers → checkout answers ${JSON.stringify(statusCounts)} (${since()})`)
  check(made.length === STOCK, `${STOCK} orders made of ${BUYERS} buyers (made ${made.length})`)
  check(
    results.filter((r) => !r.orderId).every((r) => r.status === 409),
    'every other buyer refused with 409 before paying',
  )
  check(
    made.every((r) => r.paid === 200),
    'each order paid on the other instance',
  )

  const paidOrders = (await api(A, `/cms/api/orders?where[status][equals]=paid&limit=100&sort=invoiceNumber`)).docs
  check(paidOrders.length === STOCK, `exactly ${STOCK} paid orders (found ${paidOrders.length})`)
  const stock = (await api(B, `/cms/api/products/${product.id}`)).stock
  check(stock === 0, `stock 0, never negative (found ${stock})`)
  const numbers = paidOrders.map((o) => o.invoiceNumber).sort()
  const seq = numbers.map((n) => Number(String(n).split('/')[1]))
  check(new Set(numbers).size === numbers.length, `invoice numbers unique: ${numbers.join(', ')}`)
  check(
    seq.every((n, k) => k === 0 || n === seq[k - 1] + 1),
    'invoice numbers gapless (consecutive)',
  )

  // A repeated delivery and an out-of-order one, through the webhook endpoint of each instance.
  const stripe = new Stripe('sk_test_offline')
  const target = paidOrders[0]
  const sign = (event) => {
    const body = JSON.stringify(event)
    return { body, signature: stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }) }
  }
  const completed = {
    id: `evt_drill_${Date.now()}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: target.checkoutSessionId,
        object: 'checkout.session',
        amount_total: Math.round(target.totalAmount * 100),
        payment_status: 'paid',
        payment_intent: 'pi_drill_repeat',
        metadata: { orderId: String(target.id) },
      },
    },
  }
  const failed = {
    ...completed,
    id: `evt_drill_late_${Date.now()}`,
    type: 'checkout.session.async_payment_failed',
    data: { object: { ...completed.data.object, payment_status: 'unpaid' } },
  }
  const deliver = async (base, event) => {
    const { body, signature } = sign(event)
    return (
      await fetch(`${base}/api/webhooks/stripe`, {
        method: 'POST',
        headers: { ...json, 'stripe-signature': signature },
        body,
      })
    ).status
  }
  const codes = [await deliver(A, completed), await deliver(B, completed), await deliver(B, failed)]
  check(
    codes.every((c) => c === 200),
    `repeated and late webhook deliveries answered 200 (${codes.join(', ')})`,
  )
  const after = await api(A, `/cms/api/orders/${target.id}`)
  check(
    after.status === 'paid' &&
      after.invoiceNumber === target.invoiceNumber &&
      after.paymentIntentId !== 'pi_drill_repeat',
    'they changed nothing on the order',
  )
  const paidAgain = (await api(B, `/cms/api/orders?where[status][equals]=paid&limit=100`)).docs.length
  check(paidAgain === STOCK, `still ${STOCK} paid orders`)

  // The e-mails: none get through while the sink refuses; all of them, once each, after.
  const expected = paidOrders.flatMap((o) => [`confirmation:${o.id}`, `seller:${o.id}`])
  const mailKey = (m) => {
    const id = m.subject.match(/#(\d+)/)?.[1]
    if (!id) return null
    return m.to.includes(SHOP_INFO) ? `seller:${id}` : `confirmation:${id}`
  }
  const deadline = Date.now() + REFUSE_MS + 4 * 60_000
  while (Date.now() < deadline) {
    const got = new Set(delivered.map(mailKey))
    if (expected.every((k) => got.has(k))) break
    await new Promise((r) => setTimeout(r, 2000))
  }
  await new Promise((r) => setTimeout(r, 10_000)) // time for a duplicate to show, if any
  const keys = delivered.map(mailKey).filter((k) => k && expected.includes(k))
  const counts = keys.reduce((m, k) => ({ ...m, [k]: (m[k] ?? 0) + 1 }), {})
  console.log(`drill: SMTP sink refused ${refused} attempts, then accepted ${delivered.length} messages (${since()})`)
  check(
    expected.every((k) => counts[k] === 1),
    `one confirmation and one seller copy per paid order, none twice: ${JSON.stringify(counts)}`,
  )
  check(refused > 0, 'the outage was real: sends were refused and retried')
  const outbox = await api(A, `/cms/api/mail-queue?where[status][not_equals]=sent&limit=100&depth=0`)
  check(
    outbox.docs.filter((m) => m.status === 'pending' || m.status === 'failed').length === 0,
    `outbox drained (left: ${outbox.docs.map((m) => `${m.status}:${m.subject ?? m.kind}`).join(', ') || 'none'})`,
  )
} catch (err) {
  failures.push(String(err?.stack ?? err))
  console.error(err)
} finally {
  stopAll()
}
console.log(`drill: ${failures.length ? `FAILED (${failures.length})` : 'passed'} in ${since()}`)
process.exit(failures.length ? 1 : 0)
