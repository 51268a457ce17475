// What must survive a restore (scripts/restore-drill.mjs), read through the shop as its operator and
// customer see it, compared with the shop before; the invoice series continuing; shoppers' load.
import crypto from 'node:crypto'
import autocannon from 'autocannon'
import { CUSTOMER, check } from './restore-context.mjs'
import { buy, operator } from './shop-client.mjs'

const sha = (buf) => crypto.createHash('sha256').update(buf).digest('hex')

/** What must survive a restore, read through the shop as its operator and customer see it. */
export async function snapshot(base, media) {
  const api = await operator(base)
  const orders = (await api('/cms/api/orders?limit=1000&depth=0&sort=id')).docs.map((o) => ({
    id: o.id,
    status: o.status,
    invoiceNumber: o.invoiceNumber ?? null,
    total: o.totalAmount,
    history: (o.history ?? []).map((h) => h.status).join('>'),
  }))
  const queued = (await api('/cms/api/mail-queue?limit=1000&depth=0&where[status][not_equals]=sent&sort=id')).docs
    .map((m) => `${m.kind}:${m.ref ?? m.subject}`)
    .sort()
  const signIn = await fetch(`${base}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(CUSTOMER),
  })
  const photo = await fetch(`${base}${media.url}`)
  const product = (await api('/cms/api/products?where[url][equals]=vaso-onda&depth=0')).docs[0]
  return {
    orders,
    queued,
    customerSignIn: signIn.status,
    photo: photo.ok ? sha(Buffer.from(await photo.arrayBuffer())) : `HTTP ${photo.status}`,
    stock: product.stock,
  }
}

export function compare(label, got, want) {
  check(
    got.orders.length === want.orders.length,
    `${label}: ${got.orders.length} orders (${want.orders.length} before)`,
  )
  check(
    JSON.stringify(got.orders) === JSON.stringify(want.orders),
    `${label}: the same orders, statuses, histories, totals and invoice numbers`,
  )
  check(
    JSON.stringify(got.queued) === JSON.stringify(want.queued) && want.queued.length > 0,
    `${label}: the same ${want.queued.length} e-mails still queued`,
  )
  check(got.customerSignIn === 200, `${label}: the customer signs in with the old password (${got.customerSignIn})`)
  check(got.photo === want.photo, `${label}: the uploaded photo is served byte-identical`)
  check(got.stock === want.stock, `${label}: stock ${got.stock} (${want.stock} before)`)
}

const lastNumber = (snap) =>
  snap.orders
    .map((o) => o.invoiceNumber)
    .filter(Boolean)
    .sort()
    .at(-1)
const nextOf = (number) => {
  const [year, n] = number.split('/')
  return `${year}/${String(Number(n) + 1).padStart(n.length, '0')}`
}

/** One more invoiced purchase on a restored shop: its number follows the archive's last one. */
export async function nextInvoice(label, base, snap) {
  const api = await operator(base)
  const product = (await api('/cms/api/products?where[url][equals]=vaso-onda&depth=0')).docs[0]
  const { orderId, paid } = await buy(base, product.id, 900 + Math.floor(Math.random() * 99))
  const order = await api(`/cms/api/orders/${orderId}?depth=0`)
  const want = nextOf(lastNumber(snap))
  check(
    paid === 200 && order.invoiceNumber === want,
    `${label}: the next invoice is ${order.invoiceNumber} (expected ${want}: no gap, no duplicate)`,
  )
}

/** Shoppers on /shop for `seconds`, or until `until` settles: requests per second. */
export async function shopLoad(base, seconds, until) {
  const started = Date.now()
  const run = autocannon({ url: `${base}/shop`, connections: 10, duration: seconds })
  until?.finally(() => run.stop())
  const r = await run
  return r.requests.total / ((Date.now() - started) / 1000)
}
