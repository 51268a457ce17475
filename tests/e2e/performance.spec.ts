import { expect, test, type Page } from '@playwright/test'
import { adminToken, PASSWORD, setLang, signUp, uniqueEmail } from './helpers'

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
  const res = await page.goto('/shop/vaso-onda')
  // The page's own HTML (links the router prefetches later can add theirs: the open finding in the README).
  const preloads = [...((await res!.text()).match(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/g) ?? [])]
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

test('the performance reference is a static page whose scripts run under the shared policy', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  const res = await page.goto('/perf-reference')
  expect(res?.headers()['cache-control']).toMatch(/s-maxage=\d+/)
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'")
  await expect(page.getByRole('img', { name: 'Vaso in vetro' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').length)).toBeGreaterThan(1)
  expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([])
})

test('storefront pages are rendered once per language and served from the cache; per-visitor pages are not', async ({
  request,
}) => {
  for (const path of ['/', '/shop', '/shop/vaso-onda', '/about', '/faq', '/espositori']) {
    for (const lang of ['it', 'en']) {
      const url = `${path}?lang=${lang}`
      await request.get(url)
      const res = await request.get(url)
      expect(res.status(), url).toBe(200)
      // A CDN may keep the per-language URL (the canonical and hreflang ones) and serve it stale while it asks again.
      expect(res.headers()['cache-control'], url).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/)
      // From the cache (STALE: served at once while the page is rendered again behind it).
      expect(['HIT', 'STALE'], url).toContain(res.headers()['x-nextjs-cache'])
      const html = await res.text()
      expect(html, url).toContain(`<html lang="${lang}"`)
      // The payload carries the texts the browser uses, not the server's (invoices, operator pages).
      expect(html, url).not.toContain('Contenuti e impostazioni (CMS)')
      expect(html, url).not.toContain('supplier')
      // HTML made once carries no nonce: the policy allows the shop's own and inline scripts.
      expect(res.headers()['content-security-policy'], url).toContain("script-src 'self' 'unsafe-inline'")
    }
  }
  // Without ?lang= the same URL is another language for another cookie: no shared cache may keep it.
  const bare = await request.get('/shop', { headers: { cookie: 'lang=en' } })
  expect(bare.headers()['cache-control']).toBe('private, no-cache')
  expect(['HIT', 'STALE']).toContain(bare.headers()['x-nextjs-cache'])
  expect(await bare.text()).toContain('<html lang="en"')
  // A filtered listing, the checkout and the account are rendered per request, with a fresh nonce.
  for (const path of ['/shop?category=Candele', '/checkout', '/account', '/orders']) {
    const a = await request.get(path)
    const b = await request.get(path)
    expect(a.headers()['cache-control'], path).toContain('no-store')
    expect(a.headers()['x-nextjs-cache'], path).toBeUndefined()
    const nonce = (r: typeof a) => /'nonce-([^']+)' 'strict-dynamic'/.exec(r.headers()['content-security-policy'])?.[1]
    expect(nonce(a), path).toBeTruthy()
    expect(nonce(a), path).not.toBe(nonce(b))
    expect(await a.text(), path).toContain(`nonce="${nonce(a)}"`)
  }
  // The language route is the proxy's: typed by hand it is no page.
  expect((await request.get('/en/shop')).status()).toBe(404)
})

test('the optimiser encodes a picture once: the next request for it is served from its cache', async ({ request }) => {
  const html = await (await request.get('/?lang=it')).text()
  const src = /<img[^>]*class="hero-poster"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
  expect(src).toContain('/_next/image?url=')
  const headers = { accept: 'image/avif,image/webp' }
  await request.get(src!, { headers })
  const again = await request.get(src!, { headers })
  expect(again.status()).toBe(200)
  expect(again.headers()['x-nextjs-cache']).toBe('HIT')
})

test('a cached page never shows one visitor what belongs to another: name, cart count, language', async ({
  browser,
}) => {
  // Visitor A: signed in, English, two pieces in the account's cart; A's requests render the pages first.
  const a = await browser.newContext()
  const pageA = await a.newPage()
  const email = uniqueEmail('cached')
  await signUp(pageA, email, PASSWORD, 'Ottavia', 'Cachetti')
  await setLang(pageA, 'en')
  await pageA.goto('/shop/vaso-onda')
  await pageA.getByRole('button', { name: 'Add to Cart' }).first().click()
  await pageA.getByRole('button', { name: 'Add to Cart' }).first().click()
  await expect(pageA.getByTestId('cart-count').first()).toHaveText('2')
  for (const path of ['/', '/shop', '/shop/vaso-onda', '/about']) {
    await pageA.goto(path)
    await expect(pageA.locator('html')).toHaveAttribute('lang', 'en')
    await expect(pageA.getByTestId('cart-count').first()).toHaveText('2')
    await expect(pageA.locator('header').getByRole('link', { name: 'Account' }).first()).toBeAttached()
  }

  // Visitor B: signed out, Italian (the default), on the same URLs right after.
  const b = await browser.newContext()
  const pageB = await b.newPage()
  for (const path of ['/', '/shop', '/shop/vaso-onda', '/about']) {
    const res = await pageB.goto(path)
    const html = (await res?.text()) ?? ''
    expect(html, path).toContain('<html lang="it"')
    expect(html, path).not.toContain('Ottavia')
    expect(html, path).not.toContain(email)
    await expect(pageB.locator('html')).toHaveAttribute('lang', 'it')
    await expect(pageB.getByTestId('cart-count').first()).toHaveText('0')
    await expect(pageB.locator('header .desktop-only').getByRole('button', { name: 'Accedi' })).toBeVisible()
  }
  // …and A, served the same cached pages again, is still A.
  await pageA.goto('/shop')
  await expect(pageA.getByTestId('cart-count').first()).toHaveText('2')
  await expect(pageA.getByRole('heading', { level: 1 })).toHaveText('Shop')
  await a.close()
  await b.close()
})

test('a save in the back office shows on the next request of a cached page, in its language', async ({
  request,
  page,
}) => {
  const token = await adminToken()
  const auth = { Authorization: `JWT ${token}` }
  const found = await request.get('/cms/api/products?where[url][equals]=vaso-onda&locale=en&depth=0', {
    headers: auth,
  })
  const product = ((await found.json()) as { docs: { id: number; name: string }[] }).docs[0]
  const url = '/shop/vaso-onda?lang=en'
  await request.get(url)
  expect((await request.get(url)).headers()['x-nextjs-cache']).toBe('HIT')
  const renamed = `${product.name} ${Date.now()}`
  const saved = await request.patch(`/cms/api/products/${product.id}?locale=en`, {
    headers: auth,
    data: { name: renamed },
  })
  expect(saved.status()).toBe(200)
  try {
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed)
    await page.goto('/shop?lang=en')
    await expect(page.getByText(renamed)).toBeVisible()
    // The Italian page was not touched by the English name.
    await page.goto('/shop/vaso-onda?lang=it')
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(renamed)
  } finally {
    await request.patch(`/cms/api/products/${product.id}?locale=en`, { headers: auth, data: { name: product.name } })
  }
})
