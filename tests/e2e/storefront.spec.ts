import { execFileSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, holdScripts, MOBILE, setLang } from './helpers'

test('home: muted looping hero video with poster, new products, explore link, gallery, features', async ({ page }) => {
  await page.goto('/')
  const video = page.locator('video.hero-video')
  await expect(video).toHaveJSProperty('muted', true)
  await expect(video).toHaveJSProperty('loop', true)
  // The poster is painted first, under the video, in a size chosen for the screen.
  const poster = page.locator('.hero img.hero-poster')
  await expect(poster).toBeVisible()
  expect(
    await poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc),
  ).toContain('hero-poster')
  // It starts playing by itself once the page has loaded, over the poster.
  await expect(video).toHaveJSProperty('paused', false)
  const box = (await video.boundingBox())!
  const atCorner = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.className,
    [box.x + 5, box.y + box.height - 5],
  )
  expect(atCorner, 'the playing video covers the poster').toBe('hero-video')
  const cards = page.getByRole('region', { name: 'Nuova collezione' }).locator('article')
  await expect(cards).toHaveCount(4)
  await expect(page.getByRole('region', { name: 'Nuova collezione' })).toContainText('Vaso Onda')
  await expect(page.getByRole('region', { name: 'Nuova collezione' })).not.toContainText('Vaso Bolla Mini')
  await expect(page.getByRole('link', { name: 'Esplora le collezioni' }).first()).toHaveAttribute('href', '/shop')
  await expect(page.locator('.gallery-row')).toHaveCount(2)
  await expect(page.locator('.feature')).toHaveCount(3)
  await expect(page.locator('.social-row a')).toHaveCount(2)
})

test('home gallery: rows of two alternating 65/35 on phones and 80/20 on larger screens', async ({ page }) => {
  for (const [viewport, big] of [
    [MOBILE, 65],
    [{ width: 1280, height: 900 }, 80],
  ] as const) {
    await page.setViewportSize(viewport)
    await page.goto('/')
    const rows = page.locator('.gallery-row')
    for (const [r, bigFirst] of [
      [0, true],
      [1, false],
    ] as const) {
      const widths = await rows
        .nth(r)
        .locator('.gallery-item')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width))
      expect(widths).toHaveLength(2)
      const share = (100 * widths[0]) / (widths[0] + widths[1])
      expect(
        Math.abs(share - (bigFirst ? big : 100 - big)),
        `row ${r + 1} at ${viewport.width}px: ${share.toFixed(1)}%`,
      ).toBeLessThan(2)
    }
  }
})

test('home: no autoplay for visitors who prefer reduced motion', async ({ browser }) => {
  const ctx = await browser.newContext({ reducedMotion: 'reduce' })
  const page = await ctx.newPage()
  await page.goto('/')
  await page.waitForTimeout(800)
  await expect(page.locator('video.hero-video')).toHaveJSProperty('paused', true)
  // What shows is the still poster.
  expect(
    await page
      .locator('.hero img.hero-poster')
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true)
  await ctx.close()
})

test('shop: filter by category and stock (combined, persisted, in the URL), the eight sorts, empty state', async ({
  page,
}) => {
  await page.goto('/shop')
  await expect(page.locator('.product-grid article')).toHaveCount(13)
  const names = async () => page.locator('.product-grid .card-title').allInnerTexts()
  expect(await names()).toEqual([...(await names())].sort((a, b) => a.localeCompare(b, 'it', { sensitivity: 'base' })))

  await page.getByRole('button', { name: 'Filtra' }).click()
  await page.getByRole('dialog', { name: 'Filtri' }).getByRole('link', { name: 'Candele' }).click()
  await expect(page).toHaveURL(/category=Candele/)
  await expect(page.getByRole('heading', { level: 1, name: 'Candele' })).toBeVisible()
  await expect(page.locator('.product-grid article')).toHaveCount(5)
  await page.getByRole('button', { name: 'Filtra' }).click()
  // The Italian shop names availability in Italian (the English shop's "In stock" / "Out of stock").
  await expect(page.getByRole('dialog', { name: 'Filtri' })).not.toContainText('stock')
  await page.getByRole('dialog', { name: 'Filtri' }).getByRole('link', { name: 'Esauriti' }).click()
  await expect(page).toHaveURL(/stock=out/)
  await expect(page.locator('.product-grid article')).toHaveCount(1)
  await expect(page.locator('.product-grid')).toContainText('Candela Tè Bianco')
  // One product is counted in the singular.
  await expect(page.getByText('1 prodotto', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => [localStorage.getItem('category'), localStorage.getItem('stockFilter')])).toEqual([
    'Candele',
    'out',
  ])

  // The saved filters come back on a bare /shop.
  await page.goto('/shop')
  await expect(page).toHaveURL(/category=Candele.*stock=out|stock=out.*category=Candele/)
  await page.getByRole('button', { name: 'Filtra' }).click()
  // 'Tutti i prodotti' clears the category only; the stock filter stays until toggled off.
  await page.getByRole('dialog', { name: 'Filtri' }).getByRole('link', { name: 'Tutti i prodotti' }).click()
  await expect(page).toHaveURL(/\/shop\?stock=out$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Negozio' })).toBeVisible()
  await expect(page.locator('.product-grid article')).toHaveCount(1)
  await page.getByRole('button', { name: 'Filtra' }).click()
  await page.getByRole('dialog', { name: 'Filtri' }).getByRole('link', { name: 'Esauriti' }).click()
  await expect(page).toHaveURL(/\/shop$/)
  await expect(page.locator('.product-grid article')).toHaveCount(13)
  expect(await page.evaluate(() => [localStorage.getItem('category'), localStorage.getItem('stockFilter')])).toEqual([
    null,
    null,
  ])

  const sort = page.getByLabel('Ordina per')
  await expect(sort.locator('option')).toHaveText([
    'In evidenza',
    'Più venduti',
    'Alfabetico A-Z',
    'Alfabetico Z-A',
    'Prezzo crescente',
    'Prezzo decrescente',
    'Data dal meno recente',
    'Data dal più recente',
  ])
  await sort.selectOption('price-asc')
  await expect(page).toHaveURL(/sort=price-asc/)
  await expect(page.locator('.product-grid .price').first()).toHaveText('18,50 €')
  await sort.selectOption('price-desc')
  await expect(page.locator('.product-grid .price').first()).toHaveText('72,00 €')
  await sort.selectOption('date-desc')
  await expect(page.locator('.product-grid .card-title').first()).toHaveText('Vaso Onda')
  await sort.selectOption('featured')
  await expect(page.locator('.product-grid .card-title').first()).toHaveText('Candela Ambra e Vaniglia')

  // A shared filtered URL is rendered by the server.
  const res = await page.request.get('/shop?category=Vasi&sort=z-a')
  const html = await res.text()
  expect(html.indexOf('Vaso Onda')).toBeLessThan(html.indexOf('Vaso Anfora Salvia'))
  expect(html).not.toContain('Candela Ambra e Vaniglia')

  // A category the shop does not have is dropped (the cached pages stay a bounded set); a combination
  // that leaves nothing says so and offers to clear the filters.
  await page.goto('/shop?category=Nothing&sort=z-a')
  await expect(page).toHaveURL(/\/shop\?sort=z-a&lang=it$/)
  await expect(page.locator('.product-grid article')).toHaveCount(13)
  await page.goto('/shop?category=Vasi&price=80-')
  await expect(page.getByText('Nessun prodotto trovato')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Azzera i filtri' })).toBeVisible()
})

test('shop cards: price in EUR, overlay image, add-to-cart hidden for fragrances and disabled when out of stock', async ({
  page,
}) => {
  await page.goto('/shop')
  const ambra = page.locator('article', { has: page.getByRole('heading', { name: 'Candela Ambra e Vaniglia' }) })
  await expect(ambra.locator('.price')).toHaveText('24,90 €')
  await expect(ambra.getByRole('button', { name: /Aggiungi al carrello/ })).toHaveCount(0)
  await expect(ambra.locator('img.card-overlay')).toHaveCount(1)
  // The second photo appears under the pointer (and only a pointer that hovers downloads it).
  await ambra.locator('.card-media').hover()
  await expect(ambra.locator('img.card-overlay')).toHaveCSS('opacity', '1')
  await expect
    .poll(() => ambra.locator('img.card-overlay').evaluate((img: HTMLImageElement) => img.currentSrc))
    .toContain('candela-ambra-vaniglia-overlay')
  // Instead of the cart button, a link to choose the fragrance on the product page (every card has an action).
  const choose = ambra.getByRole('link', { name: 'Scegli', exact: true })
  await expect(choose).toHaveAttribute('href', '/shop/candela-ambra-vaniglia')
  const tea = page.locator('article', { has: page.getByRole('heading', { name: 'Candela Tè Bianco' }) })
  await expect(tea.getByRole('button', { name: 'Esaurito' })).toBeDisabled()
  await expect(
    page
      .locator('article', { has: page.getByRole('heading', { name: 'Vaso Onda' }) })
      .getByRole('button', { name: 'Aggiungi al carrello: Vaso Onda' }),
  ).toBeEnabled()
})

test('shop cards: the wishlist heart and the action sit the same way with and without a fragrance to choose', async ({
  page,
}) => {
  const layout = async (name: string) => {
    const card = page.locator('article', { has: page.getByRole('heading', { name, exact: true }) })
    const [box, heart, action] = await Promise.all([
      card.boundingBox(),
      card.getByRole('button', { name: /lista desideri|wishlist/i }).boundingBox(),
      card.locator('.card-actions > :last-child').boundingBox(),
    ])
    const [c, h, a] = [box!, heart!, action!]
    return {
      // On one row, the heart first: their middles level, the action right of the heart...
      sameRow: Math.abs(h.y + h.height / 2 - (a.y + a.height / 2)) <= 1,
      heartFirst: h.x + h.width <= a.x,
      // ...the action filling the rest of the card's width, the heart at its left edge.
      heartAtLeft: Math.round(h.x - c.x),
      actionToRight: Math.round(c.x + c.width - (a.x + a.width)),
      actionWidth: Math.round(a.width),
    }
  }
  for (const viewport of [MOBILE, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport)
    await page.goto('/shop')
    const choose = await layout('Candela Ambra e Vaniglia') // a fragrance to choose: "Scegli"
    const add = await layout('Vaso Onda') // none: "Aggiungi al carrello"
    expect(choose, `${viewport.width}px`).toMatchObject({ sameRow: true, heartFirst: true, heartAtLeft: 0 })
    expect(add, `${viewport.width}px`).toEqual(choose)
  }
  await expectNoAxeViolations(page)
})

test('shop grid: 2, 3 or 4 columns by width', async ({ page }) => {
  const columns = () =>
    page.locator('.grid-shop').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/shop')
  expect(await columns()).toBe(2)
  await page.setViewportSize({ width: 800, height: 800 })
  expect(await columns()).toBe(3)
  await page.setViewportSize({ width: 1280, height: 800 })
  expect(await columns()).toBe(4)
})

test('product page: breadcrumb, gallery, details, variants, price follows the set, tabs, related, share, JSON-LD', async ({
  page,
}) => {
  await page.goto('/shop/CANDELA-FICO-MEDITERRANEO')
  const crumbs = page.getByRole('navigation', { name: 'Percorso' })
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Candele'])
  await expect(crumbs).toContainText('Candela Fico Mediterraneo')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candela Fico Mediterraneo')
  await expect(page.locator('.meta-list')).toContainText('VC-002')
  const main = page.getByTestId('main-image')
  const first = await main.getAttribute('src')
  await page.getByRole('button', { name: 'Mostra immagine 2' }).click()
  await expect(main).not.toHaveAttribute('src', first!)
  await expect(page.getByRole('button', { name: 'Mostra immagine 2' })).toHaveAttribute('aria-pressed', 'true')

  const add = page.locator('.purchase').getByRole('button', { name: 'Aggiungi al carrello' })
  await expect(add).toBeDisabled()
  await page.getByLabel('Fragranza').selectOption('Cedro')
  await expect(add).toBeDisabled()
  await page.getByLabel('Confezione').selectOption('3')
  await expect(page.getByTestId('price')).toHaveText('79,90 €')
  await expect(add).toBeEnabled()
  const minus = page.locator('.purchase').getByRole('button', { name: 'Diminuisci la quantità' })
  await expect(minus).toBeDisabled()

  const tabs = page.getByRole('tablist')
  await expect(tabs.getByRole('tab')).toHaveText([
    'Descrizione',
    'Come usarlo',
    'Recensioni',
    'Spedizione',
    'Politiche di reso',
  ])
  await tabs.getByRole('tab', { name: 'Recensioni' }).click()
  // No reviews yet: the specification's sentence first, then who can review and how reviews are checked.
  const reviews = page.getByRole('tabpanel')
  await expect(reviews.locator('p').first()).toHaveText(
    'Ancora nessuna recensione. Sii il primo a recensire questo prodotto!',
  )
  await expect(reviews).toContainText('Può recensire solo chi ha acquistato il prodotto')
  await expect(reviews.getByRole('link', { name: 'Come gestiamo le recensioni' })).toHaveAttribute(
    'href',
    '/terms#recensioni',
  )
  await tabs.getByRole('tab', { name: 'Recensioni' }).press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'Spedizione' })).toHaveAttribute('aria-selected', 'true')
  await tabs.getByRole('tab', { name: 'Come usarlo' }).click()
  await expect(page.getByRole('tabpanel')).toContainText('Non lasciare mai una candela accesa incustodita.')

  const related = page.getByRole('region', { name: 'Prodotti correlati' })
  await expect(related.locator('article')).toHaveCount(4)
  await expect(related).not.toContainText('Candela Fico Mediterraneo')
  await expect(related.getByRole('link', { name: 'Candela Ambra e Vaniglia' })).toHaveAttribute(
    'href',
    '/shop/candela-ambra-vaniglia',
  )

  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
  expect(ld).toMatchObject({
    '@type': 'Product',
    sku: 'VC-002',
    offers: { priceCurrency: 'EUR', price: '29.90', availability: 'https://schema.org/InStock' },
  })

  // No browser dialog: the shop's own message, announced politely.
  let dialogs = 0
  page.on('dialog', (d) => {
    dialogs++
    void d.dismiss()
  })
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }))
  await page.getByRole('button', { name: 'Condividi' }).click()
  await expect(page.locator('.toaster[role="status"]')).toContainText('Link copiato negli appunti!')
  expect(dialogs).toBe(0)
  await expectNoAxeViolations(page)
})

test('product page in English; out of stock label; the gallery resets for another product', async ({ page }) => {
  await setLang(page, 'en')
  await page.goto('/shop/candela-te-bianco')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('White Tea Candle')
  await expect(page.locator('.purchase').getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
  await page.goto('/shop/vaso-onda')
  await page.getByRole('button', { name: 'Show image 3' }).click()
  await page
    .getByRole('region', { name: 'Related products' })
    .getByRole('link', { name: 'Smoked Cylinder Vase' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smoked Cylinder Vase')
  await expect(page.getByRole('button', { name: 'Show image 1' })).toHaveAttribute('aria-pressed', 'true')
})

test('FAQ: sections jump, one answer open at a time, clicking the open one closes it', async ({ page }) => {
  await page.goto('/faq')
  await page.getByRole('navigation', { name: 'Sezioni' }).getByRole('link', { name: 'Resi' }).click()
  await expect(page).toHaveURL(/#faq-3/)
  const q1 = page.getByRole('button', { name: 'Come posso seguire il mio ordine?' })
  const q2 = page.getByRole('button', { name: 'Quanto costa la spedizione?' })
  await q1.click()
  await expect(q1).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText('codice e il link di tracciamento')).toBeVisible()
  await q2.click()
  await expect(q1).toHaveAttribute('aria-expanded', 'false')
  await expect(q2).toHaveAttribute('aria-expanded', 'true')
  await q2.click()
  await expect(q2).toHaveAttribute('aria-expanded', 'false')
})

test('content pages: about, contact details and map link, policies with the legal points', async ({ page }) => {
  await page.goto('/about')
  await expect(page.locator('.signature').first()).toHaveText('Giulia e Marco, fondatori')
  await page.goto('/contact')
  await expect(page.locator('.contact-details')).toContainText('Vittorio Veneto')
  await expect(page.locator('.contact-details')).toContainText('Lunedì–Venerdì')
  await expect(page.getByRole('link', { name: /Apri la mappa/ })).toHaveAttribute('href', /openstreetmap/)
  expect((await page.context().cookies()).map((c) => c.name)).toEqual(
    expect.not.arrayContaining([expect.stringMatching(/^_ga|NID|CONSENT/)]),
  )
  await page.goto('/return')
  await expect(page.locator('main')).toContainText('entro 14 giorni dalla consegna')
  await page.goto('/privacy')
  await expect(page.locator('main')).toContainText('Ultima modifica: 27/11/2026')
  await expect(page.locator('main')).toContainText('Versione precedente: 26/11/2026')
  // Review invitations and back-in-stock alerts (issue 40).
  await expect(page.locator('main')).toContainText('un solo invito a recensire')
  await expect(page.locator('main')).toContainText('avviso di disponibilità')
  await expect(page.locator('main')).toContainText('entro un mese')
  await expect(page.getByRole('heading', { name: 'Destinatari e responsabili del trattamento' })).toBeVisible()
  await expect(page.getByRole('heading', { name: "Trasferimenti fuori dall'Unione Europea" })).toBeVisible()
  await page.goto('/shipping?lang=en')
  await expect(page.locator('main')).toContainText('free for orders from 89,69 €')
})

test('display-stand pages: product blocks, dealers accordion, candle carousel pausing on hover', async ({ page }) => {
  await page.goto('/espositori')
  await expect(page.locator('.stand-products article')).toHaveCount(2)
  await expect(page.locator('.carousel')).toHaveCount(0)
  await page.getByText('Veneto', { exact: true }).click()
  await expect(page.getByText('Casa Bella Arredi')).toBeVisible()
  await page.goto('/candele')
  const carousel = page.locator('.carousel')
  await expect(carousel.locator('.carousel-slide')).toHaveCount(4)
  await expect(carousel.getByRole('group', { name: 'Immagine 1 di 4' })).toBeVisible()
  const track = carousel.locator('.carousel-track')
  await page.mouse.move(0, 0)
  await expect.poll(async () => track.getAttribute('style'), { timeout: 12_000 }).toContain('-100%')
  await carousel.locator('.carousel-track').hover()
  const at = await track.getAttribute('style')
  await page.waitForTimeout(4500)
  expect(await track.getAttribute('style')).toBe(at)
  await carousel.getByRole('button', { name: 'Immagine successiva' }).click()
  expect(await track.getAttribute('style')).not.toBe(at)
})

test('SEO: the canonical and the alternates agree on the bare and the per-language URL of every page type', async ({
  playwright,
}) => {
  const origin = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT}`
  for (const path of ['/', '/shop', '/shop/vaso-onda', '/faq'])
    for (const form of ['', '?lang=it', '?lang=en']) {
      const url = new URL(path + form, origin)
      // A first visit each time (no language cookie from the previous one: the bare URL is Italian).
      const visitor = await playwright.request.newContext({ baseURL: origin })
      const html = await (await visitor.get(url.pathname + url.search)).text()
      await visitor.dispose()
      const head = html.slice(0, html.indexOf('</head>'))
      const canonical = new URL(/<link rel="canonical" href="([^"]+)"/.exec(head)![1]!.replace(/&amp;/g, '&'))
      const alternates = new Map(
        [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
          m[1],
          m[2]!.replace(/&amp;/g, '&'),
        ]),
      )
      const lang = form.includes('en') ? 'en' : 'it'
      const where = `${path}${form}`
      expect(canonical.pathname + canonical.search, where).toBe(`${path}?lang=${lang}`)
      expect([...alternates.keys()].sort(), where).toEqual(['en', 'it', 'x-default'])
      expect(alternates.get('x-default'), where).toBe(alternates.get('it'))
      // Lighthouse's rule: a page whose own address is an hreflang alternate must be its own canonical.
      const hreflangs = new Set([...alternates.values()].map((h) => new URL(h).pathname + new URL(h).search))
      if (hreflangs.has(url.pathname + url.search))
        expect(canonical.pathname + canonical.search, where).toBe(url.pathname + url.search)
    }
})

test('SEO: hreflang alternates, canonical, sitemap in both languages, robots', async ({ page, request }) => {
  await page.goto('/shop/vaso-onda?lang=en')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/shop\/vaso-onda\?lang=en$/)
  await expect(page.locator('link[rel="alternate"][hreflang="it"]')).toHaveAttribute(
    'href',
    /\/shop\/vaso-onda\?lang=it$/,
  )
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    /\/shop\/vaso-onda\?lang=it$/,
  )
  await expect(page).toHaveTitle('Wave Vase · Vetrina')
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /vaso-onda-main/)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/shop/vaso-onda?lang=it</loc>')
  expect(sitemap).toContain('/shop/vaso-onda?lang=en</loc>')
  expect(sitemap).toContain('/faq?lang=en</loc>')
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:')
})

test('product feeds: Google and Meta per language, well-formed, served from the cache', async ({ request }) => {
  const first = await request.get('/feeds/google-it.xml')
  expect(first.status()).toBe(200)
  expect(first.headers()['content-type']).toBe('application/xml; charset=utf-8')
  const xml = await first.text()
  expect(() => execFileSync('xmllint', ['--noout', '-'], { input: xml })).not.toThrow()
  expect(xml).toContain('xmlns:g="http://base.google.com/ns/1.0"')
  expect(xml).toMatch(/<g:link>http[^<]+\/shop\/vaso-onda\?lang=it<\/g:link>/)
  // One item per product: a set's page shows the single piece, so sets are left out (README "Product feeds").
  expect(xml.match(/<item>/g)!.length).toBeGreaterThanOrEqual(8)
  expect(xml).not.toContain('<g:multipack>')
  expect(xml).toContain('<g:brand>Vetrina S.r.l.</g:brand>')
  // The landing page's structured data names the same brand.
  const page = await (await request.get('/shop/vaso-onda')).text()
  expect(page).toContain('"brand":{"@type":"Brand","name":"Vetrina S.r.l."}')
  expect(xml).toContain('<g:availability>in_stock</g:availability>')
  expect(first.headers()['cache-control']).toBe('public, max-age=900')
  // Asked again, the same file (its lastBuildDate too: the cache answered, nothing was rebuilt), so the
  // copy Google or Meta kept is still good: 304 on its ETag.
  const again = await request.get('/feeds/google-it.xml', { headers: { 'if-none-match': first.headers().etag! } })
  expect(again.status()).toBe(304)
  const head = await request.head('/feeds/google-it.xml')
  expect([head.status(), head.headers().etag]).toEqual([200, first.headers().etag])
  const meta = await request.get('/feeds/meta-en.xml')
  expect(meta.headers()['content-type']).toBe('application/xml; charset=utf-8')
  const metaXml = await meta.text()
  expect(metaXml).toMatch(/<g:link>http[^<]+\/shop\/vaso-onda\?lang=en<\/g:link>/)
  expect(metaXml).toContain('<g:availability>in stock</g:availability>')
  expect((await request.get('/feeds/google-fr.xml')).status()).toBe(404)
})

test('axe: no violations on the storefront pages, desktop and mobile', async ({ page }) => {
  test.setTimeout(120_000)
  for (const path of [
    '/shop',
    '/shop/vaso-onda',
    '/about',
    '/contact',
    '/faq',
    '/privacy',
    '/return',
    '/shipping',
    '/espositori',
    '/candele',
    '/cart',
    '/this-is-not-a-page',
  ]) {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(path)
    await expectNoAxeViolations(page)
    await page.setViewportSize(MOBILE)
    await expectNoAxeViolations(page)
  }
})

test('add-to-cart and wishlist buttons announce themselves unavailable until the page can handle them', async ({
  browser,
}) => {
  // With scripts off, the server's HTML is what a visitor has before hydration.
  const ctx = await browser.newContext({ javaScriptEnabled: false })
  const page = await ctx.newPage()
  await page.goto('/shop')
  await expect(page.getByRole('button', { name: 'Aggiungi al carrello: Vaso Onda' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await expect(page.getByRole('button', { name: 'Aggiungi alla lista desideri: Vaso Onda' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await ctx.close()
  const live = await browser.newPage()
  await live.goto('/shop/vaso-onda')
  await expect(live.locator('.purchase').getByRole('button', { name: 'Aggiungi al carrello' })).toBeEnabled()
  await expect(live.locator('.purchase').getByRole('button', { name: 'Aggiungi al carrello' })).not.toHaveAttribute(
    'aria-disabled',
    /.*/,
  )
  await expect(
    live.getByRole('button', { name: 'Aggiungi alla lista desideri: Vaso Onda' }).first(),
  ).not.toHaveAttribute('aria-disabled', /.*/)
  await live.close()
})

test("a fragrance and a country chosen before the page's scripts have run are kept once they run", async ({ page }) => {
  // The scripts held back: the visitor chooses in the server's HTML, then they load and hydrate it.
  const release = await holdScripts(page)
  await page.goto('/shop/candela-ambra-vaniglia', { waitUntil: 'commit' })
  await page.getByLabel('Fragranza').selectOption('Vaniglia')
  release()
  const add = page.locator('.purchase').getByRole('button', { name: 'Aggiungi al carrello' })
  await expect(add).toBeEnabled()
  await expect(add).not.toHaveAttribute('aria-disabled', /.*/)
  await expect(page.getByLabel('Fragranza')).toHaveValue('Vaniglia')
  await add.click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')

  await page.unrouteAll()
  const releaseCheckout = await holdScripts(page)
  await page.goto('/checkout', { waitUntil: 'commit' })
  await page.getByLabel('Paese').selectOption('Germany')
  releaseCheckout()
  await expect(page.getByTestId('checkout-shipping')).toHaveText('14,99\u00a0€')
  await expect(page.getByLabel('Paese')).toHaveValue('Germany')
})

test('product tabs stay on one row on a phone (the row scrolls), and the keyboard reaches the last one', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE)
  await setLang(page, 'en')
  await page.goto('/shop/candela-ambra-vaniglia')
  const tabs = page.getByRole('tab')
  await expect(tabs.first()).toBeAttached()
  expect(await tabs.count()).toBeGreaterThanOrEqual(5)
  const tops = await tabs.evaluateAll((els) => els.map((e) => (e as HTMLElement).offsetTop))
  expect(new Set(tops).size).toBe(1)
  await tabs.first().focus()
  await page.keyboard.press('End')
  const last = tabs.last()
  await expect(last).toBeFocused()
  await expect(last).toBeInViewport()
  await expect(last).toHaveAttribute('aria-selected', 'true')
})

test('the product page shows its price once, with "IVA inclusa", and it follows the chosen set', async ({ page }) => {
  await page.goto('/shop/candela-fico-mediterraneo')
  const info = page.locator('.product-info')
  await expect(info.getByText('29,90 €')).toHaveCount(1)
  await expect(info).toContainText('IVA inclusa')
  // (A choice made before the page is interactive is made again.)
  await expect(async () => {
    await page.getByLabel('Confezione').selectOption('2')
    await expect(page.getByTestId('price')).toHaveText('54,90 €', { timeout: 1_000 })
  }).toPass()
  await expect(info.getByText('29,90 €')).toHaveCount(0)
})

test('home: the hero headline keeps at least 3 : 1 contrast even where the picture is white (a scrim under the text)', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('.hero h1')).toBeVisible()
  const result = await page.evaluate(() => {
    const rgba = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number)
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((v) => {
        const c = v / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const h1 = document.querySelector('.hero h1')!
    const text = rgba(getComputedStyle(h1).color).slice(0, 3)
    const scrim = document.querySelector('.hero-scrim')
    if (!scrim) return { ratio: (1 + 0.05) / (luminance(text) + 0.05), covers: false }
    const [r, g, b, a = 1] = rgba(getComputedStyle(scrim).backgroundColor)
    // The worst picture under the headline is pure white: what shows through the scrim there.
    const behind = [r, g, b].map((v) => v * a + 255 * (1 - a))
    const [l1, l2] = [luminance(text), luminance(behind)].sort((x, y) => y - x)
    const s = scrim.getBoundingClientRect()
    const t = h1.getBoundingClientRect()
    return {
      ratio: (l1 + 0.05) / (l2 + 0.05),
      covers: s.left <= t.left && s.right >= t.right && s.top <= t.top && s.bottom >= t.bottom,
    }
  })
  expect(result.covers).toBe(true)
  expect(result.ratio).toBeGreaterThanOrEqual(3)
})
