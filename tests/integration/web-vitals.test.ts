import { afterEach, describe, expect, it, vi } from 'vitest'
import { POST as vitalsRoute } from '@/app/api/vitals/route'
import { GET as metricsRoute } from '@/app/metrics/route'
import { vitalsFigures } from '@/features/vitals/server'
import { messages } from '@/i18n/messages'
import { LIMITS } from '@/services/rate-limit'
import { shop } from './helpers'

/**
 * Issue 56, real visits' Core Web Vitals: POST /api/vitals as the browser's beacons reach it (through
 * scripts/start.mjs, which puts the connecting address in `x-vetrina-peer`), /metrics as Prometheus reads
 * it, and the dashboard's figures read from the database.
 */
const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

type Send = { ip?: string; ua?: string; cookie?: string; type?: string }
let ipN = 0
const freshIp = () => `198.51.100.${++ipN}`

const send = (body: string | ReadableStream<Uint8Array>, { ip = freshIp(), ua = CHROME, cookie, type }: Send = {}) =>
  vitalsRoute(
    new Request('http://shop.test/api/vitals', {
      method: 'POST',
      body,
      headers: {
        'content-type': type ?? 'application/json',
        'x-vetrina-peer': ip,
        'user-agent': ua,
        ...(cookie ? { cookie } : {}),
      },
      ...(typeof body === 'string' ? {} : { duplex: 'half' }),
    } as RequestInit),
  )
const beacon = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ page: 'content', lang: 'en', device: 'phone', metrics: [{ name: 'LCP', value: 1800 }], ...over })

/** /metrics as Prometheus scrapes it from the machine itself. */
const scrape = async () => {
  const res = await metricsRoute(
    new Request('http://shop.test/metrics', { headers: { 'x-vetrina-peer': '127.0.0.1', 'x-vetrina-direct': '1' } }),
  )
  expect(res.status).toBe(200)
  return res.text()
}
/** A sample of the Prometheus text whose labels include `labels` (in any order); 0 when absent. */
const sample = (text: string, name: string, labels: Record<string, string>) => {
  for (const line of text.split('\n')) {
    const m = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line)
    if (!m || m[1] !== name) continue
    const got = Object.fromEntries([...m[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]))
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(m[3])
  }
  return 0
}
const lcpCount = (text: string, page: string, lang = 'en', device = 'phone') =>
  sample(text, 'vetrina_web_vitals_lcp_seconds_count', { page_type: page, lang, device })

/** Every measurement counted in the database over 28 days, all page types and metrics together. */
const allVisits = async () => {
  const figures = await vitalsFigures(await shop(), { days: 28 })
  return Object.values(figures).reduce(
    (n, byMetric) => n + Object.values(byMetric).reduce((m, f) => m + f.visits, 0),
    0,
  )
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('POST /api/vitals: accepted beacons', () => {
  it('move the /metrics histograms and the dashboard’s 75th percentile and visits', async () => {
    const payload = await shop()
    const before = await scrape()
    const figuresBefore = await vitalsFigures(payload, { days: 7 })
    expect(figuresBefore.content.LCP).toEqual({ p75: null, visits: 0, threshold: 2500, good: false })

    // Four visits of a content page on an English phone: LCPs of 1.2, 1.8, 2.2 and 3.5 s, one INP, one CLS.
    const lcps = [1200, 1800, 2200, 3500]
    for (const value of lcps) {
      const metrics = [{ name: 'LCP', value }]
      if (value === 2200)
        metrics.push({ name: 'INP', value: 180 }, { name: 'CLS', value: 0.02 }, { name: 'TTFB', value: 350 })
      const res = await send(beacon({ metrics }))
      expect(res.status).toBe(204)
      expect(await res.text()).toBe('')
    }
    // sendBeacon's text/plain body is the same JSON.
    expect(
      (await send(beacon({ metrics: [{ name: 'FCP', value: 900 }] }), { type: 'text/plain;charset=UTF-8' })).status,
    ).toBe(204)

    const after = await scrape()
    expect(after).toContain('# TYPE vetrina_web_vitals_lcp_seconds histogram')
    expect(after).toContain('# TYPE vetrina_web_vitals_cls histogram')
    const labels = { page_type: 'content', lang: 'en', device: 'phone' }
    expect(lcpCount(after, 'content') - lcpCount(before, 'content')).toBe(4)
    const sum = (t: string) => sample(t, 'vetrina_web_vitals_lcp_seconds_sum', labels)
    expect(sum(after) - sum(before)).toBeCloseTo(8.7, 6)
    // The thresholds are buckets: two of the four LCPs are at or under 2 s, three under 2.5 s.
    const le = (t: string, bound: string) =>
      sample(t, 'vetrina_web_vitals_lcp_seconds_bucket', { ...labels, le: bound })
    expect(le(after, '2.5') - le(before, '2.5')).toBe(3)
    expect(le(after, '2') - le(before, '2')).toBe(2)
    for (const [name, bound] of [
      ['vetrina_web_vitals_inp_seconds_bucket', '0.2'],
      ['vetrina_web_vitals_cls_bucket', '0.1'],
      ['vetrina_web_vitals_ttfb_seconds_bucket', '0.8'],
    ] as const)
      expect(sample(after, name, { ...labels, le: bound }) - sample(before, name, { ...labels, le: bound })).toBe(1)
    expect(
      sample(after, 'vetrina_web_vitals_fcp_seconds_count', labels) -
        sample(before, 'vetrina_web_vitals_fcp_seconds_count', labels),
    ).toBe(1)

    const figures = await vitalsFigures(payload, { days: 7 })
    // The buckets of the four LCPs: (1000, 1500], (1500, 2000], (2000, 2500], (3000, 4000]: the 3rd of 4
    // is at the top of (2000, 2500], exactly Google's bound, which is good.
    expect(figures.content.LCP).toEqual({ p75: 2500, visits: 4, threshold: 2500, good: true })
    // One INP of 180 ms in (150, 200]: 150 + 0.75·50.
    expect(figures.content.INP).toEqual({ p75: 187.5, visits: 1, threshold: 200, good: true })
    expect(figures.content.CLS.visits).toBe(1)
    expect(figures.content.CLS.p75).toBeCloseTo(0.01 + 0.015 * 0.75, 10) // 0.02 in (0.01, 0.025]
    expect(figures.content.TTFB).toMatchObject({ visits: 1, threshold: 800, good: true })
    expect(figures.content.FCP).toMatchObject({ visits: 1, threshold: 1800, good: true })
    expect(figures.home.LCP.visits).toBe(0)
    // Across instances the dashboard reads the database: the 28 days hold the same counts.
    expect((await vitalsFigures(payload, { days: 28 })).content.LCP.visits).toBe(4)

    // A slow fifth and sixth visit move the percentile past the bound.
    for (const value of [9000, 9000]) await send(beacon({ metrics: [{ name: 'LCP', value }] }))
    const slower = (await vitalsFigures(payload, { days: 7 })).content.LCP
    expect(slower.visits).toBe(6)
    expect(slower.p75).toBeGreaterThan(2500)
    expect(slower.good).toBe(false)
  })

  it('keep nothing about the visitor: a row is a day, a metric, a page type, language, device and bucket', async () => {
    const payload = await shop()
    const ip = freshIp()
    expect((await send(beacon({ page: 'home', metrics: [{ name: 'CLS', value: 0.3 }] }), { ip })).status).toBe(204)
    const rows = await payload.find({
      collection: 'web-vitals',
      where: { pageType: { equals: 'home' } },
      overrideAccess: true,
      depth: 0,
    })
    expect(rows.docs).toHaveLength(1)
    const row = rows.docs[0] as unknown as Record<string, unknown>
    expect(row).toMatchObject({ metric: 'CLS', pageType: 'home', lang: 'en', device: 'phone', le: 0.5, count: 1 })
    expect(row.day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(JSON.stringify(row)).not.toContain(ip)
    expect(JSON.stringify(row)).not.toContain('Chrome')
    // Nobody writes or reads the counts through the REST API without being the operator.
    await expect(
      payload.find({ collection: 'web-vitals', overrideAccess: false, user: null } as never),
    ).rejects.toThrow()
  })

  it('all count when twenty arrive at once (one atomic statement per beacon)', async () => {
    const payload = await shop()
    const before = await scrape()
    const visitsBefore = (await vitalsFigures(payload, { days: 7 })).checkout
    // Half of them list their metrics the other way round: the same rows, added to in either order.
    const lcp = { name: 'LCP', value: 2400 }
    const cls = { name: 'CLS', value: 0.05 }
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(beacon({ page: 'checkout', metrics: i % 2 ? [lcp, cls] : [cls, lcp] })),
      ),
    )
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(204))
    const figures = await vitalsFigures(payload, { days: 7 })
    expect(figures.checkout.LCP.visits - visitsBefore.LCP.visits).toBe(20)
    expect(figures.checkout.CLS.visits - visitsBefore.CLS.visits).toBe(20)
    expect(lcpCount(await scrape(), 'checkout') - lcpCount(before, 'checkout')).toBe(20)
    const rows = await payload.find({
      collection: 'web-vitals',
      where: { pageType: { equals: 'checkout' }, metric: { equals: 'LCP' } },
      overrideAccess: true,
    })
    expect(rows.docs).toHaveLength(1) // one row for the day's bucket, added to twenty times
  })
})

describe('POST /api/vitals: what is not counted', () => {
  it('refuses garbage with 400 and the reason in the body’s language, the cookie’s, or Italian; records nothing', async () => {
    const before = await scrape()
    const visitsBefore = await allVisits()
    const en = messages.en.webVitals
    const it_ = messages.it.webVitals
    const m = (value: unknown, name = 'LCP') => beacon({ metrics: [{ name, value }] })
    const cases: [string, string, string, Send?][] = [
      ['not JSON', '{"page":"home",', it_.notJson],
      ['not JSON, English cookie', 'page=home', en.notJson, { cookie: 'theme=x; lang=en' }],
      ['an empty body', '', it_.notJson],
      ['an array', `[${beacon()}]`, it_.shape],
      ['an array, English cookie', '[]', en.shape, { cookie: 'lang=en' }],
      ['a string', '"LCP"', it_.shape],
      ['no metrics', beacon({ metrics: [] }), en.shape],
      ['six metrics', beacon({ metrics: Array(6).fill({ name: 'LCP', value: 1 }) }), en.shape],
      ['an unknown metric', m(10, 'FID'), en.unknownValue],
      ['NaN (as JSON can say it: a string)', m('NaN'), en.shape],
      ['a value as a string', m('1200'), en.shape],
      ['a negative value', m(-5), en.outOfRange],
      [
        'an infinite value',
        '{"page":"home","lang":"en","device":"phone","metrics":[{"name":"LCP","value":1e999}]}',
        en.outOfRange,
      ],
      ['a huge timing', m(120_001), en.outOfRange],
      ['a huge CLS', m(11, 'CLS'), en.outOfRange],
      ['an unknown page type', beacon({ page: 'cms' }), en.unknownValue],
      ['an unknown page type in Italian', beacon({ page: 'cms', lang: 'it' }), it_.unknownValue],
      ['an unknown language, English cookie', beacon({ lang: 'de' }), en.unknownValue, { cookie: 'lang=en' }],
      ['an unknown language', beacon({ lang: 'de' }), it_.unknownValue],
      ['an unknown device', beacon({ device: 'watch' }), en.unknownValue],
      ['an extra key (the URL)', beacon({ url: '/order/12?token=abc' }), en.shape],
      ['an extra key in a metric', beacon({ metrics: [{ name: 'LCP', value: 1, id: 'v5-1' }] }), en.shape],
      [
        'a duplicate metric',
        beacon({
          metrics: [
            { name: 'LCP', value: 1 },
            { name: 'LCP', value: 2 },
          ],
        }),
        en.duplicate,
      ],
    ]
    for (const [what, body, error, opts] of cases) {
      const res = await send(body, opts)
      expect(res.status, what).toBe(400)
      expect(await res.json(), what).toEqual({ error })
    }
    expect(await allVisits()).toBe(visitsBefore)
    const after = await scrape()
    for (const page of ['home', 'content'])
      for (const lang of ['it', 'en'])
        expect(lcpCount(after, page, lang), `${page} ${lang}`).toBe(lcpCount(before, page, lang))
  })

  it('refuses a body past a couple of KB with 413, by its length or while reading it, and records nothing', async () => {
    const visitsBefore = await allVisits()
    const big = beacon({ metrics: [{ name: 'LCP', value: 1 }], pad: 'x'.repeat(4000) })
    const declared = await send(big)
    expect(declared.status).toBe(413)
    expect(await declared.json()).toEqual({ error: messages.it.webVitals.tooLarge })
    // No length announced (chunked): the stream is cut once it passes the bound.
    let pulled = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        if (pulled > 1000) controller.close()
        else controller.enqueue(new TextEncoder().encode('x'.repeat(512)))
      },
    })
    const chunked = await send(endless, { cookie: 'lang=en' })
    expect(chunked.status).toBe(413)
    expect(await chunked.json()).toEqual({ error: messages.en.webVitals.tooLarge })
    expect(pulled).toBeLessThan(20)
    expect(await allVisits()).toBe(visitsBefore)
  })

  it('answers a bot 204 and records nothing', async () => {
    const before = await scrape()
    const visitsBefore = await allVisits()
    const res = await send(beacon({ page: 'product' }), { ua: GOOGLEBOT })
    expect(res.status).toBe(204)
    expect(await allVisits()).toBe(visitsBefore)
    expect(lcpCount(await scrape(), 'product')).toBe(lcpCount(before, 'product'))
  })

  it('lets a flood from one address move the figures by its bound at most, while another address still counts', async () => {
    const payload = await shop()
    const bound = LIMITS['vitals:ip'].limit * Math.max(1, Number(process.env.RATE_LIMIT_SCALE) || 1)
    const before = await scrape()
    const visitsBefore = (await vitalsFigures(payload, { days: 7 })).listing.LCP.visits
    const flooder = freshIp()
    const statuses: number[] = []
    for (let wave = 0; wave < 10; wave++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          send(beacon({ page: 'listing', metrics: [{ name: 'LCP', value: 60_000 }] }), { ip: flooder }),
        ),
      )
      statuses.push(...answers.map((r) => r.status))
    }
    // Every beacon is answered 204 (a browser is never told to retry), but only `bound` are counted.
    expect(statuses).toEqual(Array(200).fill(204))
    const flooded = (await vitalsFigures(payload, { days: 7 })).listing.LCP
    expect(flooded.visits - visitsBefore).toBe(bound)
    const mid = await scrape()
    expect(lcpCount(mid, 'listing') - lcpCount(before, 'listing')).toBe(bound)
    expect(
      sample(mid, 'vetrina_rate_limit_refusals_total', { policy: 'vitals:ip' }) -
        sample(before, 'vetrina_rate_limit_refusals_total', { policy: 'vitals:ip' }),
    ).toBe(200 - bound)

    expect((await send(beacon({ page: 'listing', metrics: [{ name: 'LCP', value: 900 }] }))).status).toBe(204)
    expect((await vitalsFigures(payload, { days: 7 })).listing.LCP.visits - visitsBefore).toBe(bound + 1)
    expect(lcpCount(await scrape(), 'listing') - lcpCount(before, 'listing')).toBe(bound + 1)
  })

  it('answers 204 and logs when the database fails: a beacon is never answered with a 5xx', async () => {
    const payload = await shop()
    const visitsBefore = await allVisits()
    const db = payload.db as unknown as { drizzle: { insert: (...a: unknown[]) => unknown } }
    vi.spyOn(db.drizzle, 'insert').mockImplementation(() => {
      throw new Error('database is locked')
    })
    const res = await send(beacon({ page: 'account' }))
    expect(res.status).toBe(204)
    vi.restoreAllMocks()
    expect(await allVisits()).toBe(visitsBefore)
  })
})
