import { describe, expect, it } from 'vitest'
import { POST as vitalsRoute } from '@/app/api/vitals/route'
import { KEEP_DAYS, pruneVitals, recordVitals, vitalsFigures } from '@/features/vitals/server'
import { LIMITS } from '@/services/rate-limit'
import { shop } from './helpers'

/**
 * Issue 56, review: the days a figure rests on across a change of summer time, what is pruned and when,
 * and what the abuse bound keeps (never an address).
 */
const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const send = (ip: string, ua: string | null = CHROME, page = 'home') =>
  vitalsRoute(
    new Request('http://shop.test/api/vitals', {
      method: 'POST',
      body: JSON.stringify({ page, lang: 'it', device: 'tablet', metrics: [{ name: 'TTFB', value: 300 }] }),
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'x-vetrina-peer': ip,
        ...(ua ? { 'user-agent': ua } : {}),
      },
    }),
  )
const visits = async (page: 'home' | 'checkout') =>
  (await vitalsFigures((await shop()) as never, { days: 7 }))[page].TTFB.visits

describe('the days of the figures', () => {
  it('a week is seven Rome days on the day summer time begins and on the day it ends', async () => {
    const payload = await shop()
    for (const [now, first, outside] of [
      ['2027-03-28T22:30:00Z', '2027-03-23', '2027-03-22'], // already Monday 29 March in Rome (summer time)
      ['2026-10-25T22:30:00Z', '2026-10-19', '2026-10-18'], // still Sunday 25 October in Rome (winter time)
    ] as const) {
      const at = (day: string) => new Date(`${day}T10:00:00Z`)
      const visit = (day: string, page: 'content' | 'listing') =>
        recordVitals(payload, { page, lang: 'en', device: 'desktop', metrics: [{ name: 'FCP', value: 700 }] }, at(day))
      await visit(first, 'content')
      await visit(outside, 'listing')
      const week = await vitalsFigures(payload, { days: 7, now: new Date(now) })
      expect(week.content.FCP.visits, now).toBeGreaterThanOrEqual(1)
      expect(week.listing.FCP.visits, now).toBe(0)
    }
  })

  it('the first beacon of a day deletes counts past 35 days and the abuse counters whose window has passed', async () => {
    const payload = await shop()
    const old = new Date(Date.now() - 40 * 24 * 3600_000)
    await recordVitals(
      payload,
      { page: 'account', lang: 'it', device: 'phone', metrics: [{ name: 'CLS', value: 0.3 }] },
      old,
    )
    await payload.create({
      collection: 'rate-limits',
      data: { key: 'vitals:ip:expired-sender', count: 3, windowStart: new Date(Date.now() - 3600_000).toISOString() },
      overrideAccess: true,
    })
    const count = async (where: object) =>
      (await payload.count({ collection: 'web-vitals', where, overrideAccess: true } as never)).totalDocs
    const keys = async () =>
      (await payload.find({ collection: 'rate-limits', limit: 1000, overrideAccess: true })).docs.map((d) =>
        String(d.key),
      )
    expect(await count({ pageType: { equals: 'account' }, metric: { equals: 'CLS' } })).toBeGreaterThanOrEqual(1)
    // Today's first beacon of this process (the module's day changes from the old visit's to today's).
    expect((await send('203.0.113.50')).status).toBe(204)
    expect(await count({ pageType: { equals: 'account' }, metric: { equals: 'CLS' } })).toBe(0)
    expect(await keys()).not.toContain('vitals:ip:expired-sender')
    // What the bound keeps is a keyed hash, never the address.
    const vitalsKeys = (await keys()).filter((k) => k.startsWith('vitals:'))
    expect(vitalsKeys.length).toBeGreaterThan(0)
    for (const k of vitalsKeys) expect(k).not.toContain('203.0.113')
  })
})

describe('what is not a visit', () => {
  it('a beacon without a user agent is dropped like a bot’s', async () => {
    const before = await visits('checkout')
    expect((await send('203.0.113.60', null, 'checkout')).status).toBe(204)
    expect((await send('203.0.113.61', CHROME, 'checkout')).status).toBe(204)
    expect((await visits('checkout')) - before).toBe(1)
  })

  it('one address counts at most its daily bound, whatever the pace', async () => {
    const payload = await shop()
    const scale = Math.max(1, Number(process.env.RATE_LIMIT_SCALE) || 1)
    const perWindow = LIMITS['vitals:ip'].limit * scale
    const perDay = LIMITS['vitals:ip-day'].limit * scale
    expect(perDay).toBeGreaterThan(perWindow)
    const before = await visits('home')
    // Windows of 10 minutes long past: each new window counts again, until the day's bound.
    const ip = '203.0.113.70'
    let sent = 0
    while (sent < perDay + perWindow) {
      const burst = Math.min(perWindow, perDay + perWindow - sent)
      for (let i = 0; i < burst; i++) expect((await send(ip)).status).toBe(204)
      sent += burst
      // Move this sender's 10-minute window into the past (what ten minutes of waiting would do).
      await payload.update({
        collection: 'rate-limits',
        where: { key: { like: 'vitals:ip:%' } },
        data: { windowStart: new Date(Date.now() - 11 * 60_000).toISOString() },
        overrideAccess: true,
      })
    }
    expect((await visits('home')) - before).toBe(perDay)
  })
})

describe('the daily counts', () => {
  it('make up the 7- and 28-day windows by Rome’s day, and are pruned after 35 days', async () => {
    const payload = await shop()
    // Days long past, so that the pruning leaves this run's other counts (today's) alone.
    const now = new Date('2020-06-30T10:00:00Z')
    const daysAgo = (n: number) => new Date(now.getTime() - n * 24 * 3600_000)
    const visit = (at: Date, value: number) =>
      recordVitals(payload, { page: 'account', lang: 'it', device: 'desktop', metrics: [{ name: 'INP', value }] }, at)
    await visit(daysAgo(0), 100) // (50, 100]
    await visit(daysAgo(6), 100)
    await visit(daysAgo(10), 400) // (300, 500]
    await visit(daysAgo(27), 400)
    await visit(daysAgo(40), 4000) // past the 28 days, and past what is kept
    const week = (await vitalsFigures(payload, { days: 7, now })).account.INP
    expect(week).toEqual({ p75: 87.5, visits: 2, threshold: 200, good: true })
    const month = (await vitalsFigures(payload, { days: 28, now })).account.INP
    // Two in (50, 100], two in (300, 500]: the 3rd of 4 is half-way through (300, 500].
    expect(month).toEqual({ p75: 400, visits: 4, threshold: 200, good: false })

    const rows = () =>
      payload.count({ collection: 'web-vitals', where: { pageType: { equals: 'account' } }, overrideAccess: true })
    expect((await rows()).totalDocs).toBe(5)
    await pruneVitals(payload, now)
    expect((await rows()).totalDocs).toBe(4)
    // Counts are kept for KEEP_DAYS days, more than the dashboard's longest window; today's are untouched.
    expect(KEEP_DAYS).toBeGreaterThanOrEqual(28)
    expect((await vitalsFigures(payload, { days: 28, now })).account.INP.visits).toBe(4)
    // Read at the present (the dashboard), the figures prune what is past its time: 2020's counts go.
    expect((await vitalsFigures(payload, { days: 7 })).home.TTFB.visits).toBeGreaterThan(0)
    expect((await rows()).totalDocs).toBe(0)
  })
})
