#!/usr/bin/env node
// The restore drill (CI, in `npm run test:postgres`; README "Backups and restore"): what an operator does
// after a lost disk, played from outside against the production build with the real commands.
//  1. An embedded (SQLite) shop: a customer, an uploaded photo, paid orders with e-invoices, e-mails
//     still queued (its SMTP server is down). `npm run backup` while shoppers load /shop (throughput
//     with and without the backup is printed). The data folder is lost; `npm run restore` into a new
//     one; the restored shop has the same orders, statuses, invoice numbers, queued e-mails, the
//     customer signs in with the old password, the photo is served byte-identical; the next invoice
//     continues the series.
//  2. The same archive moved into PostgreSQL (`--to postgres://…`): the same checks.
//  3. That PostgreSQL shop backed up (pg_dump), restored into a new database, and moved back into SQLite
//     (`--to sqlite`): the same checks.
//  4. A truncated archive and a wrong passphrase are refused, and nothing is written.
//  5. SIGKILL while 20 buyers pay, on SQLite and on PostgreSQL: after the restart the database is whole
//     (PRAGMA integrity_check), every payment answered 200 is a paid order with its e-mails queued,
//     every paid order has its invoice number, the numbers are unique and gapless, and stock adds up.
// RESTORE_DRILL_DATABASE_URL names a PostgreSQL database whose user may CREATE DATABASE; without it the
// PostgreSQL steps are skipped and said so.
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import autocannon from 'autocannon'
import pg from 'pg'
import sharp from 'sharp'
import { freePort, startShop } from './shop-process.mjs'

const root = path.resolve(import.meta.dirname, '..')
const pgAdminUrl = process.env.RESTORE_DRILL_DATABASE_URL
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-restore-drill-'))
const logFile = path.join(work, 'shop.log')
const t0 = Date.now()
const since = () => `${((Date.now() - t0) / 1000).toFixed(0)} s`
const failures = []
const check = (ok, what) => {
  console.log(`${ok ? '  ok ' : '  FAIL'} ${what}`)
  if (!ok) failures.push(what)
}
const ADMIN = { email: 'admin@vetrina.example', password: 'vetrina-admin' }
const CUSTOMER = { email: 'drill-customer@example.com', password: 'old-password-kept-1' }
const PASSPHRASE = 'drill passphrase, long and secret'
// Mail stays queued: nothing listens on this port.
const deadSmtp = `smtp://127.0.0.1:${await freePort()}`
const shopEnv = (databaseUrl) => ({
  DATABASE_URL: databaseUrl,
  SMTP_URL: deadSmtp,
  RATE_LIMIT_SCALE: '1000',
  LOG_LEVEL: 'warn',
  BACKUP_EVERY_HOURS: '0',
  BACKUP_PASSPHRASE: PASSPHRASE,
})

/** `npm run <script> -- args` with DATA_DIR (and DATABASE_URL): { code, out }. */
function npmRun(script, args, { dataDir, databaseUrl, env = {} }) {
  return new Promise((resolve) => {
    const childEnv = { ...process.env, ...shopEnv(databaseUrl), DATA_DIR: dataDir, ...env }
    if (!databaseUrl) delete childEnv.DATABASE_URL
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: root, env: childEnv })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('exit', (code) => resolve({ code, out: out.trim() }))
  })
}

async function newDatabase(name) {
  const admin = new pg.Client({ connectionString: pgAdminUrl })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${name}`)
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(pgAdminUrl)
  url.pathname = `/${name}`
  return url.href
}

/** The operator's `Authorization` header for a running shop (signed in through Payload's REST API). */
async function operatorAuth(base) {
  const res = await fetch(`${base}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(ADMIN),
  })
  if (!res.ok) throw new Error(`operator sign-in refused: ${res.status}`)
  return `JWT ${(await res.json()).token}`
}

/** The operator's REST client of a running shop. */
async function operator(base) {
  const auth = { 'content-type': 'application/json', origin: base, authorization: await operatorAuth(base) }
  return async (p, init = {}) => {
    const r = await fetch(`${base}${p}`, { ...init, headers: { ...auth, ...init.headers } })
    if (!r.ok) throw new Error(`${init.method ?? 'GET'} ${p}: ${r.status} ${await r.text()}`)
    return r.json()
  }
}

const billing = (i, invoice) => ({
  firstName: 'Drill',
  lastName: `Buyer${i}`,
  email: `restore-drill-${i}@example.com`,
  country: 'Italy',
  state: 'Lombardia',
  city: 'Milano',
  address: 'Via Ripristino 1',
  zip: '20100',
  ...(invoice ? { invoice: 'yes', azienda: `Drill ${i} S.r.l.`, piva: '01234567897', sdi: 'M5UXCR1' } : {}),
})

/** A guest's order of one piece of `productId` (and its payment with the test card unless `pay` is false). */
async function buy(base, productId, i, { invoice = true, pay = true } = {}) {
  const json = { 'content-type': 'application/json', origin: base }
  const res = await fetch(`${base}/api/create-checkout-session`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ cart: [{ id: String(productId), quantity: 1 }], billingData: billing(i, invoice) }),
  })
  const body = await res.json()
  if (!res.ok) throw new Error(`checkout ${i}: ${res.status} ${JSON.stringify(body)}`)
  const session = body.url.split('/').pop()
  if (!pay) return { orderId: body.orderId, session }
  const paid = await fetch(`${base}/api/pay/test`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ session, card: '4242 4242 4242 4242' }),
  })
  return { orderId: body.orderId, session, paid: paid.status }
}

const written = (out) => out.split('\n').find((l) => l.startsWith('backup ')) ?? out

const sha = (buf) => crypto.createHash('sha256').update(buf).digest('hex')

/** What must survive a restore, read through the shop as its operator and customer see it. */
async function snapshot(base, media) {
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

function compare(label, got, want) {
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
async function nextInvoice(label, base, snap) {
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
async function shopLoad(base, seconds, until) {
  const started = Date.now()
  const run = autocannon({ url: `${base}/shop`, connections: 10, duration: seconds })
  until?.finally(() => run.stop())
  const r = await run
  return r.requests.total / ((Date.now() - started) / 1000)
}

function newestArchive(dir) {
  return path.join(
    dir,
    fs
      .readdirSync(dir)
      .filter((f) => /^vetrina-.*\.tar\.gz(\.age)?$/.test(f))
      .sort()
      .at(-1),
  )
}

/**
 * 20 buyers check out and pay in waves of 5 on a running shop; the process is killed (SIGKILL) while
 * the third wave is in flight, the fourth never pays. After the restart nothing answered is lost.
 */
async function crashWhilePaying(label, running, { dataDir, databaseUrl }) {
  let shop = running
  let api = await operator(shop.base)
  const product = (await api('/cms/api/products?where[url][equals]=vaso-onda&depth=0')).docs[0]
  await api(`/cms/api/products/${product.id}`, { method: 'PATCH', body: JSON.stringify({ stock: 500, instock: true }) })
  const sessions = await Promise.all(
    Array.from({ length: 20 }, (_, i) => buy(shop.base, product.id, 500 + i, { pay: false })),
  )
  const json = { 'content-type': 'application/json', origin: shop.base }
  const pay = (s) =>
    fetch(`${shop.base}/api/pay/test`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ session: s.session, card: '4242 4242 4242 4242' }),
    }).then(
      (r) => ({ ...s, paid: r.status }),
      () => ({ ...s, paid: 'cut' }),
    )
  const answered = [...(await Promise.all(sessions.slice(0, 5).map(pay)))]
  answered.push(...(await Promise.all(sessions.slice(5, 10).map(pay))))
  const inFlight = sessions.slice(10, 15).map(pay)
  await new Promise((r) => setTimeout(r, 60))
  await shop.stop('SIGKILL')
  answered.push(...(await Promise.all(inFlight)))
  const ok = answered.filter((a) => a.paid === 200)
  console.log(
    `restore drill: ${label}: killed with ${ok.length} payments answered, ${answered.length - ok.length} cut (${since()})`,
  )
  if (!databaseUrl) {
    const db = createClient({ url: `file:${path.join(dataDir, 'vetrina.db')}` })
    const integrity = (await db.execute('PRAGMA integrity_check')).rows[0][0]
    db.close()
    check(integrity === 'ok', `${label}: PRAGMA integrity_check after SIGKILL: ${integrity}`)
  }
  shop = await startShop({ dataDir, env: shopEnv(databaseUrl), logFile })
  api = await operator(shop.base)
  const ids = sessions.map((s) => s.orderId)
  const orders = (await api(`/cms/api/orders?limit=100&depth=0&where[id][in]=${ids.join(',')}`)).docs
  const byId = new Map(orders.map((o) => [o.id, o]))
  check(orders.length === 20, `${label}: all 20 orders are there after the restart (${orders.length})`)
  check(
    ok.every((a) => byId.get(a.orderId)?.status === 'paid'),
    `${label}: every payment answered 200 is a paid order (${ok.length})`,
  )
  const paid = orders.filter((o) => o.status === 'paid')
  check(
    paid.every((o) => /^\d{4}\/\d+$/.test(o.invoiceNumber ?? '')),
    `${label}: every paid order (${paid.length}) has its invoice number`,
  )
  const numbers = (await api('/cms/api/orders?limit=1000&depth=0&where[invoiceNumber][exists]=true')).docs
    .map((o) => Number(o.invoiceNumber.split('/')[1]))
    .sort((a, b) => a - b)
  check(new Set(numbers).size === numbers.length, `${label}: invoice numbers unique (${numbers.length})`)
  check(
    numbers.every((n, k) => k === 0 || n === numbers[k - 1] + 1),
    `${label}: invoice numbers gapless (${numbers.join(', ')})`,
  )
  const mails = (await api(`/cms/api/mail-queue?limit=1000&depth=0&where[ref][in]=${paid.map((o) => o.id).join(',')}`))
    .docs
  check(
    paid.every((o) => mails.some((m) => String(m.ref) === String(o.id))),
    `${label}: every paid order has its e-mails queued (${mails.length} rows)`,
  )
  const stock = (await api(`/cms/api/products/${product.id}?depth=0`)).stock
  const holding = orders.filter((o) => ['pending', 'paid'].includes(o.status)).length
  check(500 - stock === holding, `${label}: stock adds up (${500 - stock} pieces gone, ${holding} orders hold one)`)
  await shop.stop()
}

try {
  // 1. The embedded shop, its data, and a backup under load.
  const dirA = path.join(work, 'a')
  let shop = await startShop({ dataDir: dirA, env: shopEnv(), logFile })
  console.log(`restore drill: SQLite shop at ${shop.base} (${since()})`)
  let api = await operator(shop.base)
  await api('/cms/api/users', {
    method: 'POST',
    body: JSON.stringify({ ...CUSTOMER, firstName: 'Cliente', lastName: 'Fedele', role: 'customer' }),
  })
  const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7a4b2a' } })
    .webp()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([picture], { type: 'image/webp' }), 'restore-drill.webp')
  form.append('_payload', JSON.stringify({ alt: 'Restore drill' }))
  const upload = await fetch(`${shop.base}/cms/api/media`, {
    method: 'POST',
    headers: { origin: shop.base, authorization: await operatorAuth(shop.base) },
    body: form,
  })
  const media = (await upload.json()).doc
  check(upload.status === 201, `photo uploaded (${upload.status})`)
  await fullDiskUpload(shop.base, path.join(dirA, 'media'))
  const product = (await api('/cms/api/products?where[url][equals]=vaso-onda&depth=0')).docs[0]
  await api(`/cms/api/products/${product.id}`, { method: 'PATCH', body: JSON.stringify({ stock: 100, instock: true }) })
  for (let i = 0; i < 4; i++) await buy(shop.base, product.id, i, { invoice: i !== 1 })
  await buy(shop.base, product.id, 9, { pay: false }) // a pending order holds a piece

  const backups = path.join(work, 'backups')
  await shopLoad(shop.base, 2) // warm
  const quiet = await shopLoad(shop.base, 6)
  const started = Date.now()
  const running = npmRun('backup', [], { dataDir: dirA, env: { BACKUP_DIR: backups } })
  const [backup, busy] = await Promise.all([running, shopLoad(shop.base, 120, running)])
  const backupMs = Date.now() - started
  check(backup.code === 0, `npm run backup while shoppers load /shop: ${written(backup.out)}`)
  const archive = newestArchive(backups)
  check(
    archive.endsWith('.tar.gz.age') && (fs.statSync(archive).mode & 0o777) === 0o600,
    `the archive is encrypted and readable by its owner only: ${path.basename(archive)}, mode ${(fs.statSync(archive).mode & 0o777).toString(8)}`,
  )
  console.log(
    `restore drill: backup ${(backupMs / 1000).toFixed(1)} s, ${(fs.statSync(archive).size / 1024).toFixed(0)} KB; ` +
      `/shop ${quiet.toFixed(0)} req/s without, ${busy.toFixed(0)} req/s during the backup (${Math.round((busy / quiet) * 100)} %)`,
  )
  const before = await snapshot(shop.base, media)
  await shop.stop()

  // The disk is lost.
  fs.renameSync(dirA, `${dirA}.lost`)
  const dirB = path.join(work, 'b')
  const restored = await npmRun('restore', [archive], { dataDir: dirB })
  check(restored.code === 0, `npm run restore into a new DATA_DIR: ${restored.out.split('\n').at(-1)}`)
  shop = await startShop({ dataDir: dirB, env: shopEnv(), logFile })
  compare('SQLite → SQLite', await snapshot(shop.base, media), before)
  await nextInvoice('SQLite → SQLite', shop.base, before)
  // 5. A crash on SQLite.
  await crashWhilePaying('SIGKILL on SQLite', shop, { dataDir: dirB })

  // 4. Refusals: nothing written.
  const truncated = path.join(work, 'truncated.tar.gz.age')
  fs.writeFileSync(truncated, fs.readFileSync(archive).subarray(0, Math.floor(fs.statSync(archive).size / 2)))
  const dirT = path.join(work, 'refused')
  const [cut, wrong] = await Promise.all([
    npmRun('restore', [truncated], { dataDir: dirT }),
    npmRun('restore', [archive], { dataDir: dirT, env: { BACKUP_PASSPHRASE: 'not the one' } }),
  ])
  check(cut.code === 1 && !fs.existsSync(path.join(dirT, 'vetrina.db')), `a truncated archive is refused: ${cut.out}`)
  check(
    wrong.code === 1 && /wrong passphrase/.test(wrong.out) && !fs.existsSync(path.join(dirT, 'vetrina.db')),
    `a wrong passphrase is refused: ${wrong.out}`,
  )

  if (!pgAdminUrl) console.log('restore drill: RESTORE_DRILL_DATABASE_URL unset: the PostgreSQL steps are skipped')
  else {
    // 2. Moved into PostgreSQL.
    const moveUrl = await newDatabase('vetrina_restore_move')
    const dirC = path.join(work, 'c')
    const moved = await npmRun('restore', [archive, '--to', moveUrl], { dataDir: dirC })
    check(moved.code === 0, `npm run restore -- --to postgres://…: ${moved.out.split('\n').at(-1)}`)
    shop = await startShop({ dataDir: dirC, env: shopEnv(moveUrl), logFile })
    compare('SQLite → PostgreSQL', await snapshot(shop.base, media), before)
    await nextInvoice('SQLite → PostgreSQL', shop.base, before)

    // 3. That shop's own backup (pg_dump), restored into a new database, and moved back to SQLite.
    const pgBefore = await snapshot(shop.base, media)
    const pgBackups = path.join(work, 'pg-backups')
    const pgBackup = await npmRun('backup', [], { dataDir: dirC, databaseUrl: moveUrl, env: { BACKUP_DIR: pgBackups } })
    check(pgBackup.code === 0, `npm run backup on PostgreSQL: ${written(pgBackup.out)}`)
    await shop.stop()
    const pgArchive = newestArchive(pgBackups)
    const restoreUrl = await newDatabase('vetrina_restore_pg')
    const dirD = path.join(work, 'd')
    const pgRestored = await npmRun('restore', [pgArchive], { dataDir: dirD, databaseUrl: restoreUrl })
    check(pgRestored.code === 0, `npm run restore into an empty database: ${pgRestored.out.split('\n').at(-1)}`)
    shop = await startShop({ dataDir: dirD, env: shopEnv(restoreUrl), logFile })
    compare('PostgreSQL → PostgreSQL', await snapshot(shop.base, media), pgBefore)
    await nextInvoice('PostgreSQL → PostgreSQL', shop.base, pgBefore)
    // 5. A crash on PostgreSQL.
    await crashWhilePaying('SIGKILL on PostgreSQL', shop, { dataDir: dirD, databaseUrl: restoreUrl })
    const dirE = path.join(work, 'e')
    const back = await npmRun('restore', [pgArchive, '--to', 'sqlite'], { dataDir: dirE })
    check(back.code === 0, `npm run restore -- --to sqlite: ${back.out.split('\n').at(-1)}`)
    shop = await startShop({ dataDir: dirE, env: shopEnv(), logFile })
    compare('PostgreSQL → SQLite', await snapshot(shop.base, media), pgBefore)
    await nextInvoice('PostgreSQL → SQLite', shop.base, pgBefore)
    await shop.stop()
  }
} catch (err) {
  failures.push(err.stack ?? String(err))
  console.log(`restore drill: stopped by an error: ${err.stack ?? err}\n(shop log: ${logFile})`)
}

/**
 * A full disk during an upload: a 1 MB tmpfs mounted over the media folder (root only, as CI runs) and a
 * 2 MB photo. The operator gets 507 with the reason; the part written is not served.
 */
async function fullDiskUpload(base, mediaDir) {
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mediaDir]).status === 0
  if (!mounted) {
    console.log('restore drill: cannot mount a small disk here (not root): the full-disk upload is not tried')
    return
  }
  try {
    const noise = await sharp(crypto.randomBytes(1200 * 1200 * 3), { raw: { width: 1200, height: 1200, channels: 3 } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([noise], { type: 'image/png' }), 'disco-pieno.png')
    form.append('_payload', JSON.stringify({ alt: 'Disco pieno' }))
    const res = await fetch(`${base}/cms/api/media`, {
      method: 'POST',
      headers: { origin: base, authorization: await operatorAuth(base) },
      body: form,
    })
    const message = (await res.json()).errors?.[0]?.message ?? ''
    check(
      res.status === 507 && /Il disco è pieno/.test(message),
      `an upload of ${(noise.length / 1024 / 1024).toFixed(1)} MB on a full disk: ${res.status} "${message}"`,
    )
    for (const name of ['disco-pieno.png', 'disco-pieno.webp']) {
      const served = await fetch(`${base}/cms/api/media/file/${name}`)
      check(served.status === 404, `the half-written ${name} is not served (${served.status})`)
    }
  } finally {
    spawnSync('umount', [mediaDir])
  }
}

if (failures.length) {
  console.log(`restore drill: FAILED (${failures.length}) in ${since()}; the shops' log: ${logFile}`)
  process.exit(1)
}
console.log(`restore drill: passed in ${since()}`)
fs.rmSync(work, { recursive: true, force: true })
