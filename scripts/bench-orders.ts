// Benchmark (not a test): the operator's order list with 10,000 orders in the database.
// Usage: npm run bench:orders   — seeds a temporary database, then times /admin/orders on the production build.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const COUNT = Number(process.env.BENCH_ORDERS || 10_000)
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-bench-'))

async function main() {
  const { getShopPayload } = await import('../src/boot')
  const payload = await getShopPayload()
  const started = Date.now()
  const statuses = ['pending', 'paid', 'shipped', 'delivered'] as const
  for (let i = 0; i < COUNT; i++) {
    await payload.db.create({
      collection: 'orders',
      data: {
        ref: '',
        email: `buyer${i}@example.com`,
        status: statuses[i % 4],
        locale: 'it',
        items: [{ id: randomBytes(12).toString('hex'), name: 'Vaso Onda', sku: 'VV-201', price: 59, quantity: 1 }],
        subtotal: 59,
        shippingFee: 5.99,
        totalAmount: 64.99,
        createdAt: new Date(Date.now() - i * 60_000).toISOString(),
        updatedAt: new Date().toISOString(),
      },
    })
  }
  // Fill `ref` (the id as text) as the app's hook does for orders created through Payload.
  const db = payload.db as unknown as {
    execute?: (q: unknown) => Promise<unknown>
    drizzle: { run?: (q: unknown) => Promise<unknown>; execute?: (q: unknown) => Promise<unknown> }
  }
  const { sql } = await import('@payloadcms/db-sqlite')
  await (db.drizzle.run
    ? db.drizzle.run(sql`UPDATE orders SET ref = CAST(id AS TEXT)`)
    : db.drizzle.execute!(sql`UPDATE orders SET ref = CAST(id AS TEXT)`))
  console.log(`inserted ${COUNT} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`)

  const { listOrdersForOperator: listOrders } = await import('@/features/orders/server')
  for (const [label, args] of [
    ['unfulfilled, page 1', { tab: 'unfulfilled', q: '', page: 1 }],
    ['delivered, page 50', { tab: 'delivered', q: '', page: 50 }],
    ['search "123"', { tab: 'unfulfilled', q: '123', page: 1 }],
  ] as const) {
    const t0 = performance.now()
    const res = await listOrders(payload, args)
    console.log(
      `query  ${label.padEnd(22)} ${(performance.now() - t0).toFixed(0).padStart(5)} ms  (${res.totalDocs} matching)`,
    )
  }

  // The /cms dashboard's figures (issue 42: under 500 ms with 10,000 orders).
  const { dashboardData } = await import('@/features/dashboard/server')
  for (const kind of ['day', 'week', 'month'] as const) {
    const t0 = performance.now()
    const d = await dashboardData(payload, kind)
    console.log(
      `query  dashboard ${kind.padEnd(12)} ${(performance.now() - t0).toFixed(0).padStart(5)} ms  (${d.current.orders} sales)`,
    )
  }

  const port = 3000 + Math.floor(Math.random() * 2000)
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), BIND_HOST: '127.0.0.1' },
    stdio: 'ignore',
  })
  try {
    const base = `http://127.0.0.1:${port}`
    for (let i = 0; i < 120; i++) {
      const ok = await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
      if (ok) break
      await new Promise((r) => setTimeout(r, 1000))
    }
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@vetrina.example', password: 'vetrina-admin' }),
    })
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    for (const url of [
      '/admin/orders',
      '/admin/orders',
      '/admin/orders?tab=delivered&page=40',
      '/admin/orders?q=999',
      '/cms?period=month',
    ]) {
      const t0 = performance.now()
      // Same-origin, as a browser's page load (Payload believes the session cookie only then).
      const res = await fetch(base + url, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })
      await res.text()
      console.log(
        `render ${url.padEnd(36)} ${(performance.now() - t0).toFixed(0).padStart(5)} ms  (HTTP ${res.status})`,
      )
    }
  } finally {
    server.kill()
    fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true })
  }
  process.exit(0)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
