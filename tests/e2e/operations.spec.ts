import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { paidOrder, uniqueEmail } from './helpers'

/** README "Operations": what an operator's monitoring reads from a running shop. */
const metrics = async (request: APIRequestContext, headers: Record<string, string> = {}) => {
  const res = await request.get('/metrics', { headers })
  return { status: res.status(), text: await res.text() }
}
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(series + ' '))
  return line ? Number(line.slice(series.length + 1)) : 0
}

test('every answer carries a request id of its own', async ({ request }) => {
  const a = await request.get('/shop?lang=en')
  const b = await request.get('/shop?lang=en')
  expect(a.headers()['x-request-id']).toMatch(/^[0-9a-f]{16}$/)
  expect(b.headers()['x-request-id']).toMatch(/^[0-9a-f]{16}$/)
  expect(a.headers()['x-request-id']).not.toBe(b.headers()['x-request-id'])
  // A client's own id is not believed when no trusted proxy stands in front (TRUSTED_PROXIES=0).
  const c = await request.get('/shop?lang=en', { headers: { 'X-Request-Id': 'forged-by-a-client-0001' } })
  expect(c.headers()['x-request-id']).not.toBe('forged-by-a-client-0001')
})

test('/api/ready says the instance can serve; /api/health stays a cheap liveness check', async ({ request }) => {
  // From the machine itself (a direct loopback client): the checks too.
  const ready = await request.get('/api/ready')
  expect(ready.status()).toBe(200)
  expect(await ready.json()).toMatchObject({ ready: true, checks: { database: 'ok', migrations: 'ok' } })
  expect(await (await request.get('/api/health')).json()).toEqual({ ok: true, database: 'up' })
})

test('/api/ready tells a visitor relayed by the proxy its status only, the checks with the metrics token', async ({
  request,
}) => {
  // A relayed request is a visitor's, whatever it claims about its address (the front server overwrites
  // these headers with what the socket says).
  const relayed: Record<string, string>[] = [
    { 'X-Forwarded-For': '203.0.113.5' },
    { 'X-Forwarded-For': '203.0.113.5', 'X-Vetrina-Peer': '127.0.0.1', 'X-Vetrina-Direct': '1' },
    { 'X-Forwarded-For': '127.0.0.1', Authorization: 'Bearer wrong' },
  ]
  for (const headers of relayed) {
    const res = await request.get('/api/ready', { headers })
    expect(res.status()).toBe(200)
    expect(await res.json()).toEqual({ ready: true })
  }
  const withToken = await request.get('/api/ready', {
    headers: { 'X-Forwarded-For': '203.0.113.5', Authorization: 'Bearer e2e-metrics-token' },
  })
  expect(await withToken.json()).toMatchObject({ ready: true, reasons: [], checks: { database: 'ok' } })
})

test('/metrics: refused through a proxy without the token, labelled by route template, counting orders and refused sign-ins', async ({
  page,
  request,
}) => {
  // Relayed by a proxy (a visitor's request): refused, unless it brings the token.
  expect((await metrics(request, { 'X-Forwarded-For': '203.0.113.5' })).status).toBe(403)
  expect((await metrics(request, { 'X-Forwarded-For': '203.0.113.5', Authorization: 'Bearer wrong' })).status).toBe(403)
  const withToken = await metrics(request, {
    'X-Forwarded-For': '203.0.113.5',
    Authorization: 'Bearer e2e-metrics-token',
  })
  expect(withToken.status).toBe(200)

  const before = (await metrics(request)).text
  await request.get('/shop/vaso-onda?lang=en')
  await request.get('/shop/vaso-cilindro-fume')
  const wrong = await request.post('/cms/api/users/login', {
    data: { email: uniqueEmail('metrics'), password: 'not-the-password' },
  })
  expect(wrong.status()).toBe(401)
  await paidOrder(page, uniqueEmail('metrics-buyer'))
  const after = (await metrics(request)).text

  const product = 'vetrina_http_requests_total{method="GET",route="/[lang]/shop/[slug]",status="2xx"}'
  expect(sample(after, product)).toBeGreaterThanOrEqual(sample(before, product) + 2)
  // No label holds a raw path, slug or query.
  const labels = after.split('\n').filter((l) => l.startsWith('vetrina_http_'))
  expect(labels.length).toBeGreaterThan(0)
  for (const l of labels) expect(l).not.toMatch(/vaso-onda|vaso-cilindro|lang=|\?/)
  expect(sample(after, 'vetrina_orders{status="paid"}')).toBeGreaterThanOrEqual(
    sample(before, 'vetrina_orders{status="paid"}') + 1,
  )
  expect(sample(after, 'vetrina_paid_revenue_euros')).toBeGreaterThan(sample(before, 'vetrina_paid_revenue_euros'))
  expect(sample(after, 'vetrina_sign_in_failures_total{path="rest"}')).toBeGreaterThanOrEqual(
    sample(before, 'vetrina_sign_in_failures_total{path="rest"}') + 1,
  )
  expect(sample(after, 'vetrina_ready')).toBe(1)
  expect(after).toContain('vetrina_nodejs_eventloop_lag_seconds')
})

test('traces reach the OpenTelemetry collector, with the route of each request', async ({ request }) => {
  const marker = `trace-${Date.now()}`
  expect((await request.get(`/shop/vaso-onda?lang=en&${marker}=1`)).status()).toBe(200)
  const collector = `http://127.0.0.1:${process.env.E2E_OTLP_PORT}/received`
  await expect
    .poll(
      async () => {
        const received = (await (await fetch(collector)).json()) as { path: string; body: string }[]
        const traces = received
          .filter((r) => r.path === '/v1/traces')
          .map((r) => r.body)
          .join('\n')
        return { service: traces.includes('vetrina'), route: traces.includes('/[lang]/shop/[slug]') }
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toEqual({ service: true, route: true })
})

test('no token or session id from a URL reaches the collector: spans keep the path only', async ({ request }) => {
  const secret = `secret${Date.now()}`
  const marker = `trace-redaction-${Date.now()}`
  await request.get(`/cms/reset?token=${secret}`, { maxRedirects: 0 })
  await request.get(`/success?session_id=cs_test_${secret}&lang=en`, { maxRedirects: 0 })
  await request.get(`/shop/${marker}?token=${secret}`)
  const collector = `http://127.0.0.1:${process.env.E2E_OTLP_PORT}/received`
  const traces = async () =>
    ((await (await fetch(collector)).json()) as { path: string; body: string }[])
      .filter((r) => r.path === '/v1/traces')
      .map((r) => r.body)
      .join('\n')
  // The last request's span has arrived (by its path, which is kept), so the two before it have too.
  await expect.poll(async () => (await traces()).includes(marker), { timeout: 30_000, intervals: [1000] }).toBe(true)
  expect(await traces()).not.toContain(secret)
})

test('a shop whose port is taken stops at once and says why (it kept running without listening, and the runner waited 10 minutes)', async () => {
  test.setTimeout(120_000)
  const taken = net.createServer()
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', () => resolve()))
  const port = (taken.address() as { port: number }).port
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-port-taken-'))
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), BIND_HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  try {
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), 100_000)
      child.on('exit', (c) => {
        clearTimeout(timer)
        resolve(c)
      })
    })
    expect(code, output.slice(-2000)).toBe(1)
    expect(output).toContain('the shop cannot listen on its port')
    expect(output).toContain('EADDRINUSE')
  } finally {
    child.kill('SIGKILL')
    taken.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
