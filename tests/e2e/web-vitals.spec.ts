import { expect, test, type APIRequestContext } from '@playwright/test'
import { cmsLogin, expectNoAxeViolations } from './helpers'
import { E2E_CHROMIUM } from './browser'

// Real visits' Core Web Vitals (issue 56, ADR 0039). The e2e shop samples every page load
// (WEB_VITALS_SAMPLE_RATE=1, playwright.config.ts).

/** A count of the e2e shop's histograms of real visits (product pages, Italian, phones). */
async function count(request: APIRequestContext, metric: string): Promise<number> {
  const text = await (await request.get('/metrics', { headers: { Authorization: 'Bearer e2e-metrics-token' } })).text()
  const series = `vetrina_web_vitals_${metric}_count{page_type="product",lang="it",device="phone"}`
  const line = text.split('\n').find((l) => l.startsWith(series))
  return line ? Number(line.split(' ').at(-1)) : 0
}
const METRICS = ['lcp_seconds', 'fcp_seconds', 'ttfb_seconds', 'cls'] as const

// A phone with a phone's browser: headless Chromium names itself HeadlessChrome, which the shop rightly
// takes for a bot (isbot) and does not count; a beacon sent while a page unloads carries the browser's own
// user agent, not a context's override, so the browser is launched as a phone's Chrome.
const PHONE_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: PHONE_CHROME,
  launchOptions: {
    executablePath: E2E_CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', `--user-agent=${PHONE_CHROME}`],
  },
})

test('a phone visit reports its vitals once when it leaves, with nothing kept on the phone; /metrics and the /cms dashboard count it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const before = Object.fromEntries(await Promise.all(METRICS.map(async (m) => [m, await count(request, m)])))
  // web-vitals comes in its own chunk once the page is idle, never in the first load.
  const library = page.waitForResponse(
    async (r) => r.url().includes('/_next/static/chunks/') && (await r.text()).includes('largest-contentful-paint'),
  )
  await page.goto('/shop/vaso-onda')
  const cookies = (await page.context().cookies()).map((c) => c.name)
  await library
  await page.getByRole('button', { name: 'Aggiungi al carrello', exact: true }).tap()
  await expect(page.getByTestId('cart-count').first()).toHaveText('1')
  // Nothing of the measurement is kept on the phone: no cookie, no storage key beside the cart's.
  // (the shop's own language cookie may be set as the page settles, as on any page).
  const added = (await page.context().cookies()).map((c) => c.name).filter((n) => !cookies.includes(n))
  expect(added.filter((n) => n !== 'lang')).toEqual([])
  const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)])
  expect(stored.filter((k) => /vital|beacon|metric|visit/i.test(k))).toEqual([])

  // Leaving the page hides it: its beacon reaches the shop, one count per metric.
  await page.goto('/faq')
  for (const m of METRICS)
    await expect.poll(() => count(request, m), { message: m, timeout: 15_000 }).toBe(before[m] + 1)

  // The operator's dashboard reads the same visits from the database.
  await page.context().clearCookies()
  await page.setViewportSize({ width: 1280, height: 900 })
  await cmsLogin(page)
  const panel = page.getByTestId('web-vitals')
  await expect(panel.getByRole('heading', { name: 'Velocità delle visite reali' })).toBeVisible()
  const week = panel.getByRole('table', { name: 'Ultimi 7 giorni' })
  const cell = week.locator('[data-vital="7:product:LCP"]')
  await expect(cell).toContainText(/\d+,\d\d s/)
  await expect(cell).toContainText(/entro la soglia|oltre la soglia/)
  await expect(cell).toContainText(/\d+ visit[ae]/)
  await expect(
    panel.getByRole('table', { name: 'Ultimi 28 giorni' }).locator('[data-vital="28:product:LCP"]'),
  ).toContainText(/\d+ visit[ae]/)
  await expectNoAxeViolations(page, '[data-testid="web-vitals"]')
})
