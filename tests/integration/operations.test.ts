import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { GET as health } from '@/app/api/health/route'
import { GET as readyRoute } from '@/app/api/ready/route'
import { GET as metricsRoute } from '@/app/metrics/route'
import { login } from '@/features/sign-in/auth-service'
import { checkReadiness } from '@/features/ops/readiness'
import { enqueue } from '@/services/outbox'
import { allowPolicy, LIMITS } from '@/services/rate-limit'
import { payOrder, pendingGuestOrder, shop } from './helpers'

/** README "Operations": /api/ready and /metrics, as a load balancer and Prometheus read them. */
const STOPPING = Symbol.for('vetrina.stopping')
const saved = { ...process.env }
afterEach(() => {
  for (const k of ['REDIS_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'METRICS_TOKEN']) {
    if (saved[k] === undefined) delete process.env[k]
    else process.env[k] = saved[k]
  }
  delete (globalThis as Record<symbol, unknown>)[STOPPING]
})

/** /api/ready asked from the machine itself (a direct loopback client), or with other headers. */
const ready = (headers: Record<string, string> = { 'x-vetrina-peer': '127.0.0.1', 'x-vetrina-direct': '1' }) =>
  readyRoute(new Request('http://shop.test/api/ready', { headers }))

const scrape = async (headers: Record<string, string> = { 'x-vetrina-peer': '127.0.0.1', 'x-vetrina-direct': '1' }) => {
  const res = await metricsRoute(new Request('http://shop.test/metrics', { headers }))
  return { status: res.status, text: await res.text() }
}
/** A sample's value in the Prometheus text (0 when the series is absent). */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(series + ' '))
  return line ? Number(line.slice(series.length + 1)) : 0
}

describe('/api/ready', () => {
  beforeAll(async () => {
    await shop() // migrated and seeded (the first start's own answer is 'starting')
  })

  it('answers 200 when the database is up and every committed migration is applied', async () => {
    const res = await ready()
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      ready: true,
      reasons: [],
      checks: { database: 'ok', migrations: 'ok', redis: 'off', bucket: 'off', process: 'ok' },
    })
  })

  it('answers 503 with the reason while the process is shutting down', async () => {
    ;(globalThis as Record<symbol, unknown>)[STOPPING] = true
    const res = await ready()
    expect(res.status).toBe(503)
    expect((await res.json()).reasons).toEqual(['shutting down'])
  })

  it('says which migration is missing, and that the database is unreachable when it is', async () => {
    const payload = await shop()
    const applied = await payload.find({
      collection: 'payload-migrations',
      sort: '-name',
      limit: 1,
      overrideAccess: true,
    })
    const last = applied.docs[0] as unknown as { id: number | string; name: string; batch: number }
    await payload.delete({ collection: 'payload-migrations', id: last.id, overrideAccess: true })
    try {
      const r = await checkReadiness(shop)
      expect(r.ready).toBe(false)
      expect(r.reasons).toEqual([`migrations not applied: ${last.name}`])
    } finally {
      await payload.create({
        collection: 'payload-migrations',
        data: { name: last.name, batch: last.batch },
        overrideAccess: true,
      })
    }
    expect((await checkReadiness(shop)).ready).toBe(true)
    const down = await checkReadiness(() => Promise.reject(new Error('connect ECONNREFUSED 10.1.2.3:5432')))
    expect(down).toMatchObject({ ready: false, reasons: ['database unreachable'], checks: { database: 'down' } })
    expect(JSON.stringify(down)).not.toContain('10.1.2.3') // no address of the infrastructure in a public answer
  })

  it('answers 503 when a configured Redis or bucket cannot be reached', async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:1'
    process.env.S3_BUCKET = 'vetrina-media'
    process.env.S3_ENDPOINT = 'http://127.0.0.1:1'
    const res = await ready()
    expect(res.status).toBe(503)
    const body = await res.json()
    expect(body.checks).toMatchObject({ database: 'ok', redis: 'down', bucket: 'down' })
    expect(body.reasons).toEqual(['redis unreachable', expect.stringMatching(/^bucket unreachable/)])
  })

  it('tells an anonymous caller whether it is ready, nothing more; the reasons go to the token or the machine itself', async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:1'
    process.env.METRICS_TOKEN = 'scrape-token-0123456789'
    const relayed = { 'x-vetrina-peer': '127.0.0.1', 'x-vetrina-direct': '0' }
    for (const headers of [{}, { 'x-vetrina-peer': '198.51.100.2', 'x-vetrina-direct': '1' }, relayed]) {
      const res = await ready(headers)
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ ready: false })
    }
    const wrong = await ready({ ...relayed, authorization: 'Bearer nope' })
    expect(await wrong.json()).toEqual({ ready: false })
    const withToken = await ready({ ...relayed, authorization: 'Bearer scrape-token-0123456789' })
    expect(withToken.status).toBe(503)
    expect((await withToken.json()).reasons).toEqual(['redis unreachable'])
    expect((await (await ready()).json()).checks).toMatchObject({ redis: 'down', database: 'ok' })
  })
})

describe('/api/health', () => {
  it('says the database is down without the error’s text (no address, no driver message)', async () => {
    expect(await (await health()).json()).toEqual({ ok: true, database: 'up' })
    const payload = await shop()
    const spy = vi
      .spyOn(payload, 'count')
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED 10.1.2.3:5432 (user vetrina, database vetrina_prod)'))
    try {
      const res = await health()
      expect(res.status).toBe(503)
      const text = await res.text()
      expect(JSON.parse(text)).toEqual({ ok: false, database: 'down' })
      expect(text).not.toMatch(/10\.1\.2\.3|ECONNREFUSED|vetrina_prod/)
    } finally {
      spy.mockRestore()
    }
  })
})

describe('/metrics', () => {
  it('is refused to a visitor relayed by the proxy or from another machine, and read with the token', async () => {
    expect((await scrape({})).status).toBe(403)
    expect((await scrape({ 'x-vetrina-peer': '127.0.0.1', 'x-vetrina-direct': '0' })).status).toBe(403)
    expect((await scrape({ 'x-vetrina-peer': '198.51.100.2' })).status).toBe(403)
    process.env.METRICS_TOKEN = 'scrape-token-0123456789'
    expect((await scrape({ 'x-vetrina-peer': '198.51.100.2', authorization: 'Bearer nope' })).status).toBe(403)
    const ok = await scrape({ 'x-vetrina-peer': '198.51.100.2', authorization: 'Bearer scrape-token-0123456789' })
    expect(ok.status).toBe(200)
    expect(ok.text).toContain('# TYPE vetrina_http_request_duration_seconds histogram')
    expect(ok.text).toContain('vetrina_process_cpu_seconds_total')
    expect(sample(ok.text, 'vetrina_ready')).toBe(1)
  })

  it('counts a paid order and its revenue, and the outbox waiting to send its e-mails', async () => {
    const payload = await shop()
    const before = (await scrape()).text
    const order = await pendingGuestOrder(`metrics-${Date.now()}`)
    const mid = (await scrape()).text
    expect(sample(mid, 'vetrina_orders{status="pending"}')).toBe(sample(before, 'vetrina_orders{status="pending"}') + 1)
    await payOrder(order)
    const after = (await scrape()).text
    expect(sample(after, 'vetrina_orders{status="paid"}')).toBe(sample(before, 'vetrina_orders{status="paid"}') + 1)
    expect(sample(after, 'vetrina_orders{status="pending"}')).toBe(sample(before, 'vetrina_orders{status="pending"}'))
    expect(sample(after, 'vetrina_paid_revenue_euros')).toBeCloseTo(
      sample(before, 'vetrina_paid_revenue_euros') + order.totalAmount,
      2,
    )
    const pendingRows = async () =>
      (
        await payload.count({
          collection: 'mail-queue',
          where: { status: { equals: 'pending' } },
          overrideAccess: true,
        })
      ).totalDocs
    expect(sample(after, 'vetrina_outbox_messages{state="pending"}')).toBe(await pendingRows())
    // A message the relay has not taken yet: one more waiting, and an age from its creation.
    const { id } = await enqueue(payload, {
      message: { to: 'x@example.com', subject: 'metrics', html: '<p>x</p>', text: 'x' },
    })
    const queued = (await scrape()).text
    expect(sample(queued, 'vetrina_outbox_messages{state="pending"}')).toBe(await pendingRows())
    expect(sample(queued, 'vetrina_outbox_messages{state="pending"}')).toBe(
      sample(after, 'vetrina_outbox_messages{state="pending"}') + 1,
    )
    await payload.update({ collection: 'mail-queue', id, overrideAccess: true, data: { status: 'failed' } })
    const failed = (await scrape()).text
    expect(sample(failed, 'vetrina_outbox_messages{state="failed"}')).toBe(
      sample(queued, 'vetrina_outbox_messages{state="failed"}') + 1,
    )
  })

  it('counts refused sign-ins and abuse-limit refusals', async () => {
    const payload = await shop()
    const before = (await scrape()).text
    const r = await login(payload, 'it', 'nobody-metrics@example.com', 'wrong-password-1', '192.0.2.77')
    expect(r.ok).toBe(false)
    const scale = Math.max(1, Number(process.env.RATE_LIMIT_SCALE) || 1)
    let refused = 0
    for (let i = 0; i < LIMITS['reset:ip'].limit * scale + 2; i++)
      if (!(await allowPolicy(payload, 'reset:ip', '192.0.2.78'))) refused += 1
    expect(refused).toBe(2)
    const after = (await scrape()).text
    expect(sample(after, 'vetrina_sign_in_failures_total{path="shop"}')).toBe(
      sample(before, 'vetrina_sign_in_failures_total{path="shop"}') + 1,
    )
    expect(sample(after, 'vetrina_rate_limit_refusals_total{policy="reset:ip"}')).toBe(
      sample(before, 'vetrina_rate_limit_refusals_total{policy="reset:ip"}') + 2,
    )
    // Labels are the policy's name, never the address or the account it counted.
    expect(after).not.toContain('192.0.2.78')
  })
})
