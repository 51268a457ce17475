import { expect, test, type Page } from '@playwright/test'

// What a phone shows first must be the picture the page is about, preloaded ahead of the scripts:
// the conditions behind the Lighthouse figures of `npm run perf` (which stays a report, not a test).

/** Lighthouse's mobile profile (Moto G Power): the screen `npm run perf` measures. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }

/** The element the browser reported as the largest contentful paint. */
async function largestPaint(page: Page) {
  return page.evaluateHandle(
    () =>
      new Promise<Element | null>((resolve) => {
        let last: Element | null = null
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) last = e.element
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        setTimeout(() => resolve(last), 500)
      }),
  )
}

for (const { path, selector, what } of [
  { path: '/', selector: 'img.hero-poster', what: 'the hero poster (under the video)' },
  {
    path: '/shop',
    selector: '.product-grid li:nth-child(-n+2) .card-media img:not(.card-overlay)',
    what: 'a photo of the first row',
  },
  { path: '/shop/vaso-onda', selector: '[data-testid="main-image"]', what: 'the product photo' },
]) {
  test(`${path}: the largest paint on a phone is ${what}, preloaded with high priority`, async ({
    browser,
    page: warm,
  }) => {
    // As on a live shop, the server has rendered the page and optimised its pictures before.
    await warm.goto(path, { waitUntil: 'load' })
    const ctx = await browser.newContext(PHONE)
    const page = await ctx.newPage()
    await page.goto(path, { waitUntil: 'load' })
    const el = page.locator(selector).first()
    const picture = await el.evaluate((e) =>
      e instanceof HTMLVideoElement ? e.poster : (e as HTMLImageElement).currentSrc,
    )
    expect(picture, `${what} has a picture`).toContain('/_next/image?url=')
    await expect(el).not.toHaveAttribute('loading', 'lazy')
    // The head preloads it (a srcset entry or the exact URL) with high priority.
    const file = new URL(picture).searchParams.get('url') ?? ''
    const preloads = page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')
    const hrefs = await preloads.evaluateAll((links) =>
      links.map((l) => `${l.getAttribute('href') ?? ''} ${l.getAttribute('imagesrcset') ?? ''}`),
    )
    expect(
      hrefs.some((h) => h.includes(encodeURIComponent(file))),
      `a high-priority preload of ${file}`,
    ).toBe(true)
    const lcp = await largestPaint(page)
    const found = await lcp.evaluate((e, sel) => (e?.matches(sel) ? 'ok' : `${e?.tagName}.${e?.className}`), selector)
    expect(found, `largest paint should be ${what}`).toBe('ok')
    await ctx.close()
  })
}

test('the product page preloads its main photo and nothing else ahead of it', async ({ page }) => {
  await page.goto('/shop/vaso-onda')
  const preloads = await page
    .locator('link[rel="preload"][as="image"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? l.getAttribute('imagesrcset') ?? ''))
  expect(preloads.length).toBeGreaterThan(0)
  expect(preloads.filter((p) => !p.includes('vaso-onda-main'))).toEqual([])
  // The language flags are drawn inline, not fetched.
  await expect(page.locator('.lang-switch svg.flag').first()).toBeVisible()
})

test('a first visit is requested once: storefront pages ask for no critical client hint (the admin keeps its own)', async ({
  request,
}) => {
  // Critical-CH makes Chrome discard the response and send the navigation again with the hint.
  for (const path of ['/', '/shop', '/shop/vaso-onda', '/about']) {
    const res = await request.get(path)
    expect(res.headers()['critical-ch'], path).toBeUndefined()
  }
  const admin = await request.get('/cms/login')
  expect(admin.headers()['critical-ch']).toContain('Sec-CH-Prefers-Color-Scheme')
})

test('a first visit on a phone lays the page out once: no layout shift on home, shop and a product (brand fonts included)', async ({
  browser,
}) => {
  for (const path of ['/', '/shop', '/shop/vaso-onda']) {
    const ctx = await browser.newContext(PHONE)
    const page = await ctx.newPage()
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: string[] }
      w.shifts = []
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          value: number
          sources: { node?: Node | null }[]
        })[])
          w.shifts.push(`${e.value.toFixed(4)} ${e.sources.map((s) => s.node?.nodeName ?? '?').join(',')}`)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready)
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), path).toEqual([])
    await ctx.close()
  }
})

test('the performance reference is a static page whose scripts run under its own policy; shop pages keep a fresh nonce per response', async ({
  page,
  request,
}) => {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  const res = await page.goto('/perf-reference')
  expect(res?.headers()['cache-control']).toMatch(/s-maxage=\d+/)
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'")
  await expect(page.getByRole('img', { name: 'Vaso in vetro' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').length)).toBeGreaterThan(1)
  expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([])
  // Nowhere else: every storefront page is still rendered per request with its own nonce.
  const policies = await Promise.all(
    ['/', '/shop', '/perf-reference/x'].map(async (p) => (await request.get(p)).headers()['content-security-policy']),
  )
  for (const policy of policies) expect(policy).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/)
})
