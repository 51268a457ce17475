import { expect, test, type Page } from '@playwright/test'
import { adminToken, PASSWORD, setLang, signUp, uniqueEmail } from './helpers'

// What a phone shows first must be the picture the page is about, fetched with high priority from the
// HTML itself: the conditions behind the Lighthouse figures of `npm run perf` (a report, not a test).

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
  test(`${path}: the largest paint on a phone is ${what}, fetched with high priority from the HTML`, async ({
    browser,
    page: warm,
  }) => {
    // As on a live shop, the server has rendered the page and optimised its pictures before.
    const res = await warm.goto(path, { waitUntil: 'load' })
    const html = (await res!.text()).replace(/<script[\s\S]*?<\/script>/g, '')
    const ctx = await browser.newContext(PHONE)
    const page = await ctx.newPage()
    await page.goto(path, { waitUntil: 'load' })
    const el = page.locator(selector).first()
    const picture = await el.evaluate((e) => (e as HTMLImageElement).currentSrc)
    expect(picture, `${what} has a picture`).toContain('/_next/image?url=')
    await expect(el).not.toHaveAttribute('loading', 'lazy')
    await expect(el).toHaveAttribute('fetchpriority', 'high')
    // In the server's HTML (the browser's preload scanner finds it before any script runs).
    const file = new URL(picture).searchParams.get('url') ?? ''
    expect(html, `${file} in the page's HTML`).toContain(encodeURIComponent(file))
    const lcp = await largestPaint(page)
    const found = await lcp.evaluate((e, sel) => (e?.matches(sel) ? 'ok' : `${e?.tagName}.${e?.className}`), selector)
    expect(found, `largest paint should be ${what}`).toBe('ok')
    await ctx.close()
  })
}

/** The source files (`url` of the optimiser) of every picture the page's <img> elements name. */
const shownFiles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('img')].flatMap((img) =>
      [img.currentSrc, img.src, ...img.srcset.split(',').map((s) => s.trim().split(' ')[0])]
        .filter(Boolean)
        .map((u) => new URL(u, location.href).searchParams.get('url') ?? new URL(u, location.href).pathname),
    ),
  )

for (const path of ['/shop', '/shop/vaso-onda']) {
  test(`${path} fetches only pictures it shows: the pages the router prefetches for its links add none`, async ({
    page,
  }) => {
    // A prefetched page's picture preloads used to act on the page being read: the home hero (1280 px) and
    // the shop's first photos were fetched at high priority on every product page.
    const fetched: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'image' && r.url().includes('/_next/image'))
        fetched.push(new URL(r.url()).searchParams.get('url') ?? '')
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    await page.mouse.wheel(0, 4000) // lazy pictures further down, and their links' prefetches
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    const shown = new Set(await shownFiles(page))
    expect(fetched.length).toBeGreaterThan(0)
    expect(fetched.filter((f) => !shown.has(f))).toEqual([])
    expect(await page.locator('link[rel="preload"][as="image"]').count()).toBe(0)
    // The language flags are drawn inline, not fetched.
    await expect(page.locator('.lang-switch svg.flag').first()).toBeVisible()
  })
}

test('pointing at a product card warms the photo of its page: the product page shows it without asking again', async ({
  page,
}) => {
  await page.goto('/shop', { waitUntil: 'networkidle' })
  const card = page.locator('.product-grid li').nth(2)
  const file = new URL((await card.locator('img[data-warm-photo]').getAttribute('src'))!, page.url()).searchParams.get(
    'url',
  )!
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/_next/image') && new URL(r.url()).searchParams.get('url') === file) asked.push(r.url())
  })
  const warmed = page.waitForRequest((r) => {
    const u = new URL(r.url())
    return u.pathname === '/_next/image' && u.searchParams.get('url') === file && u.searchParams.get('q') === '60'
  })
  await card.locator('.card-media').hover()
  await warmed
  await page.waitForLoadState('networkidle')
  const before = [...asked]
  await card.locator('.card-title a').click()
  const photo = page.getByTestId('main-image').first()
  await expect(photo).toBeVisible()
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const shown = await photo.evaluate((img: HTMLImageElement) => img.currentSrc)
  expect(before.map((u) => new URL(u).href)).toContain(shown)
  // The page's photo came from what the card warmed: no second request for it.
  expect(asked.filter((u) => u === shown)).toHaveLength(1)
})

test('a phone downloads no hover-only photo: the cards second photos stay on devices with a pointer that hovers', async ({
  browser,
}) => {
  const ctx = await browser.newContext(PHONE)
  const page = await ctx.newPage()
  const fetched: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/_next/image')) fetched.push(new URL(r.url()).searchParams.get('url') ?? '')
  })
  await page.goto('/shop', { waitUntil: 'networkidle' })
  await page.mouse.wheel(0, 6000)
  await page.waitForLoadState('networkidle')
  expect(fetched.filter((f) => f.includes('-main.'))).not.toEqual([])
  expect(fetched.filter((f) => f.includes('-overlay.'))).toEqual([])
  await ctx.close()
})

test('files of public/ are served as they are: the social-preview picture a page names answers', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const og = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(og).toBeTruthy()
  const res = await request.get(new URL(og!).pathname)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('image/png')
  // The icon every browser asks for (it was the 404 page, 11 KB, on every first visit).
  for (const file of ['/favicon.ico', '/logo.svg', '/demo/reference.webp'])
    expect((await request.get(file)).status(), file).toBe(200)
})

test('each page inlines the rules it uses: the shell everywhere, a page type’s own rules only on its pages', async ({
  request,
}) => {
  const inlined = async (path: string) => {
    const html = await (await request.get(path)).text()
    return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n')
  }
  const has = (css: string, rule: string) => new RegExp(`\\${rule}[{,:\\s]`).test(css)
  const [home, shop, product, faq] = await Promise.all(
    ['/?lang=it', '/shop?lang=it', '/shop/vaso-onda?lang=it', '/faq?lang=it'].map(inlined),
  )
  for (const [name, css] of Object.entries({ home, shop, product, faq })) {
    // The frame (features/shell/frame/*.css) everywhere; the listings' cards where a page lists products.
    expect(has(css, '.site-header'), name).toBe(true)
    expect(has(css, '.card'), name).toBe(name !== 'faq')
    // The account, cart and checkout pages' rules stay with those pages.
    expect(has(css, '.checkout-layout'), name).toBe(false)
    expect(has(css, '.order-card'), name).toBe(false)
  }
  expect(has(home, '.hero')).toBe(true)
  expect(has(product, '.product-layout')).toBe(true)
  expect(has(faq, '.faq-layout')).toBe(true)
  for (const css of [shop, product, faq]) expect(has(css, '.hero')).toBe(false)
  for (const css of [home, shop, faq]) expect(has(css, '.product-layout')).toBe(false)
  for (const css of [home, shop, product]) expect(has(css, '.faq-layout')).toBe(false)
  // Smaller than the one sheet every page inlined before (35 KB of source, 26 KB minified).
  for (const [name, css] of Object.entries({ home, shop, product })) expect(css.length, name).toBeLessThan(22_000)
})

test('the shell’s rules come before a page type’s own, whatever imported them first', async ({ request }) => {
  // A build once put the account and cart sheet above the shell's: the orders list showed its table and its
  // phone cards at once, and an operator's tab went white on cream under the pointer.
  for (const path of ['/cart?lang=it', '/orders?lang=it', '/account?lang=en']) {
    const html = await (await request.get(path)).text()
    const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n')
    const shell = css.search(/\.btn-outline[{,]/)
    const own = css.search(/\.account-menu[{,\s]/)
    expect(shell, path).toBeGreaterThanOrEqual(0)
    expect(own, path).toBeGreaterThan(shell)
  }
})

test('pages reached by the router bring their own rules: a product and the FAQ laid out after client navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/?lang=it')
  const layout = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => {
        const style = getComputedStyle(el)
        return `${style.display} ${style.gridTemplateColumns.split(' ').length}`
      })
  await page.locator('.product-grid a[href^="/shop/"]').first().click()
  await expect(page).toHaveURL(/\/shop\/[a-z-]+$/)
  // Two columns on a wide screen: the product page's own sheet arrived with the page.
  await expect.poll(() => layout('.product-layout')).toBe('grid 2')
  await page.getByRole('button', { name: 'Pagine' }).click()
  await page.locator('.disclosure-panel a[href="/faq"]').click()
  await expect(page).toHaveURL(/\/faq$/)
  await expect.poll(() => layout('.faq-layout')).toBe('grid 2')
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
        type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }
        const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`
        const where = (s: Source) =>
          `${s.node?.nodeName ?? '?'}.${(s.node as Element | null)?.className ?? ''} ${rect(s.previousRect)} → ${rect(s.currentRect)}`
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; sources: Source[] })[])
          w.shifts.push(`${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${e.sources.map(where).join('; ')}`)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready)
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), path).toEqual([])
    await ctx.close()
  }
})

test('the header stays put while the page arrives: what is not received yet keeps its room (a slow phone paints what it has)', async ({
  browser,
}) => {
  const cases = [
    { device: PHONE, cutBefore: '<span class="desktop-only">', watched: '.lang-switch' },
    {
      device: { viewport: { width: 1280, height: 800 } },
      cutBefore: '<div class="disclosure lang-switch">',
      watched: '.header-search',
    },
    {
      device: { viewport: { width: 1280, height: 800 } },
      cutBefore: '<span class="desktop-only">',
      watched: '.lang-switch',
    },
  ]
  for (const { device, cutBefore, watched } of cases) {
    const ctx = await browser.newContext(device)
    const page = await ctx.newPage()
    const whole = await (await page.request.get('/')).text()
    expect(whole.indexOf(cutBefore), cutBefore).toBeGreaterThan(0)
    // The page as painted with only its beginning received (and no script to run on it yet).
    await page.route('**/*', (route) => {
      if (route.request().isNavigationRequest())
        return route.fulfill({
          body: whole.slice(0, whole.indexOf(cutBefore)),
          contentType: 'text/html; charset=utf-8',
        })
      if (route.request().resourceType() === 'script') return route.abort()
      return route.continue()
    })
    await page.goto('/')
    const early = await page.locator(watched).boundingBox()
    await page.unrouteAll()
    await page.goto('/')
    expect(early, `${watched} before ${cutBefore}`).toEqual(await page.locator(watched).boundingBox())
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
  // A listing's other pages, orders and filters are cached pages too (ADR 0040).
  for (const path of [
    '/',
    '/shop',
    '/shop?sort=price-asc&page=1',
    '/shop/vaso-onda',
    '/about',
    '/faq',
    '/espositori',
  ]) {
    for (const lang of ['it', 'en']) {
      const url = `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`
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
      // Only its own client texts: the checkout's, the account's and the order desk's stay on their pages.
      // (In the HTML, React's payload is a script string: its quotes are escaped.)
      for (const other of ['checkout', 'account', 'admin', 'pay'])
        expect(html, `${url} carries the '${other}' texts`).not.toMatch(new RegExp(`\\\\?"${other}\\\\?":\\{`))
      // HTML made once carries no nonce: the policy allows the shop's own and inline scripts.
      expect(res.headers()['content-security-policy'], url).toContain("script-src 'self' 'unsafe-inline'")
    }
  }
  // Without ?lang= the same URL is another language for another cookie: no shared cache may keep it.
  const bare = await request.get('/shop', { headers: { cookie: 'lang=en' } })
  expect(bare.headers()['cache-control']).toBe('private, no-cache')
  expect(['HIT', 'STALE']).toContain(bare.headers()['x-nextjs-cache'])
  expect(await bare.text()).toContain('<html lang="en"')
  await request.get('/shop?category=Candele&stock=in&lang=it')
  const category = await request.get('/shop?category=Candele&stock=in&lang=it')
  expect(category.status()).toBe(200)
  expect(['HIT', 'STALE']).toContain(category.headers()['x-nextjs-cache'])
  // The checkout and the account are rendered per request, with a fresh nonce.
  for (const path of ['/checkout', '/account', '/orders']) {
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
