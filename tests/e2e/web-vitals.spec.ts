import { expect, test, type APIRequestContext } from '@playwright/test'
import { cmsLogin, expectNoAxeViolations } from './helpers'

// Real visits' Core Web Vitals (issue 56, ADR 0039). The e2e shop samples every page load
// (WEB_VITALS_SAMPLE_RATE=1, playwright.config.ts).

const series = 'vetrina_web_vitals_lcp_seconds_count{page_type="product",lang="it",device="phone"}'
async function productPhoneLcpCount(request: APIRequestContext): Promise<number> {
  const text = await (await request.get('/metrics', { headers: { Authorization: 'Bearer e2e-metrics-token' } })).text()
  const line = text.split('\n').find((l) => l.startsWith(series))
  return line ? Number(line.split(' ').at(-1)) : 0
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('a phone visit reports its vitals once, without identifiers; /metrics and the /cms dashboard count it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const before = await productPhoneLcpCount(request)
  // web-vitals comes in its own chunk once the page is idle, never in the first load.
  const library = page.waitForResponse(
    async (r) => r.url().includes('/_next/static/chunks/') && (await r.text()).includes('largest-contentful-paint'),
  )
  await page.goto('/shop/vaso-onda')
  await library
  await page.getByRole('button', { name: 'Aggiungi al carrello', exact: true }).tap()
  await expect(page.getByTestId('cart-count').first()).toHaveText('1')

  // Leaving the page hides it: one beacon with what it measured.
  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/vitals') && r.method() === 'POST')
  await page.goto('/faq')
  const sent = await beacon
  const body = JSON.parse(sent.postData() ?? '{}') as {
    page: string
    lang: string
    device: string
    metrics: { name: string; value: number }[]
  }
  expect(Object.keys(body).sort()).toEqual(['device', 'lang', 'metrics', 'page'])
  expect(body).toMatchObject({ page: 'product', lang: 'it', device: 'phone' })
  const names = body.metrics.map((m) => m.name)
  for (const name of ['LCP', 'FCP', 'TTFB', 'CLS']) expect(names).toContain(name)
  expect(new Set(names).size).toBe(names.length)
  // No cookie travels with it, and the page set none for the measurement.
  expect(sent.headers()['cookie'] ?? '').not.toMatch(/vital/i)
  expect((await sent.response())?.status()).toBe(204)

  await expect.poll(() => productPhoneLcpCount(request), { timeout: 15_000 }).toBeGreaterThan(before)

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
