// The drill's harm done to a running shop (scripts/restore-drill.mjs): a SIGKILL while buyers pay, and a
// full disk during an upload; what must hold afterwards.
import crypto from 'node:crypto'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { createClient } from '@libsql/client'
import sharp from 'sharp'
import { freePort, heldConnection, startShop } from '../shop-process.mjs'
import { check, logFile, shopEnv, since } from './restore-context.mjs'
import { buy, operator, operatorAuth } from './shop-client.mjs'

/**
 * 20 buyers check out and pay in waves of 5 on a running shop; the process is killed (SIGKILL) while
 * the third wave is in flight, the fourth never pays. After the restart nothing answered is lost.
 */
export async function crashWhilePaying(label, running, { dataDir, databaseUrl }) {
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

/**
 * A full disk during an upload: a 1 MB tmpfs mounted over the media folder (root only, as CI runs) and a
 * 2 MB photo. The operator gets 507 with the reason; the part written is not served.
 */
export async function fullDiskUpload(base, mediaDir) {
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

/**
 * A stop with an idle keep-alive connection open, answered 503 while the shop started (a proxy's or a
 * probe's): a fresh shop of its own (first start: migrations and the demo seed), stopped at once. The stop
 * must not wait for that connection; it waited out the whole grace (20 s) until 29 November.
 */
export async function stopWithIdleConnection(dataDir) {
  const port = await freePort()
  const [held, shop] = await Promise.all([
    heldConnection(port),
    // The grace as shipped: a shorter one would end the stop (and close the socket) by itself.
    startShop({ port, dataDir, env: { ...shopEnv(), STOP_GRACE_MS: '20000' }, logFile }),
  ])
  const stopping = Date.now()
  const heldUntilStop = held.closedAt() === undefined
  await shop.stop()
  const stopMs = Date.now() - stopping
  for (let i = 0; i < 40 && held.closedAt() === undefined; i++) await new Promise((r) => setTimeout(r, 50))
  held.close()
  check(
    held.statuses.at(-1) === 503 && heldUntilStop && held.closedAt() >= stopping && stopMs < 12_000,
    `a stop does not wait for an idle connection answered ${held.statuses.join(', ')} while the shop started (${stopMs} ms; the grace is 20 s)`,
  )
}
