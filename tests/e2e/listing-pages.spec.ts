import { expect, test, type Page } from '@playwright/test'
import { adminToken, expectNoAxeViolations } from './helpers'

/**
 * The listing paged in the database (issue 54), with the operator's page size set to 6 for the demo's 13
 * products: after every other spec (the settings project), since it changes what every /shop shows.
 */
test.describe.configure({ mode: 'default' })

async function pageSize(page: Page, n: number) {
  const res = await page.request.post('/cms/api/globals/shop-settings', {
    headers: { Authorization: `JWT ${await adminToken()}` },
    data: { pageSize: n },
  })
  expect(res.ok(), await res.text()).toBe(true)
}

const cards = (page: Page) => page.locator('.product-grid .card-title')

test('before any script: pages as links in both languages, 404 past the last, canonical and ItemList per page', async ({
  browser,
  page: operator,
}) => {
  await pageSize(operator, 6)
  const ctx = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await ctx.newPage()
    await page.goto('/shop?lang=it')
    await expect(cards(page)).toHaveCount(6)
    await expect(page.getByText('13 prodotti · Pagina 1 di 3')).toBeVisible()
    const pager = page.getByRole('navigation', { name: 'Pagine' })
    await expect(pager.getByRole('link', { name: 'Pagina 1', exact: true })).toHaveAttribute('aria-current', 'page')
    const seen = await cards(page).allInnerTexts()
    await pager.getByRole('link', { name: 'Pagina 2', exact: true }).click()
    await expect(page).toHaveURL(/\/shop\?page=2$/)
    await expect(pager.getByRole('link', { name: 'Pagina 2', exact: true })).toHaveAttribute('aria-current', 'page')
    seen.push(...(await cards(page).allInnerTexts()))
    await pager.getByRole('link', { name: 'Pagina successiva' }).click()
    await expect(cards(page)).toHaveCount(1)
    seen.push(...(await cards(page).allInnerTexts()))
    // Every product once, across the three pages.
    expect(new Set(seen).size).toBe(13)

    expect((await page.goto('/shop?page=4'))?.status()).toBe(404)
    // A value the listing cannot read is dropped: the first page, not an error.
    expect((await page.goto('/shop?page=abc&stock=maybe&price=1-2'))?.status()).toBe(200)
    await expect(cards(page)).toHaveCount(6)

    await page.goto('/shop?lang=en&sort=price-asc&page=2')
    await expect(page.getByText('13 products · Page 2 of 3')).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Previous page' }),
    ).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/shop\?sort=price-asc&page=2&lang=en$/,
    )
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
    expect(ld).toMatchObject({ '@type': 'ItemList', numberOfItems: 13 })
    expect(ld.itemListElement.map((i: { position: number }) => i.position)).toEqual([7, 8, 9, 10, 11, 12])
    expect(ld.itemListElement[0].url).toMatch(/\/shop\/[a-z0-9-]+\?lang=en$/)
  } finally {
    await ctx.close()
    await pageSize(operator, 24)
  }
})

test('with scripts: facet counts, a filter back to page 1, an empty combination offers to clear; axe clean', async ({
  page,
}) => {
  await pageSize(page, 6)
  try {
    await page.goto('/shop?page=2')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Filtra' }).click()
    const dialog = page.getByRole('dialog', { name: 'Filtri' })
    await expect(dialog.getByRole('link', { name: 'Candele 5 prodotti' })).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Prezzo' })).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByRole('link', { name: /^Candele/ }).click()
    await expect(page).toHaveURL(/\/shop\?category=Candele$/)
    await expect(cards(page)).toHaveCount(5)
    await expect(page.getByRole('navigation', { name: 'Pagine' })).toHaveCount(0)

    await page.goto('/shop?lang=en&price=80-')
    await expect(page.getByText('No product matches these filters.')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/shop$/)
    await expect(cards(page)).toHaveCount(6)
  } finally {
    await pageSize(page, 24)
  }
})

/** Layout shifts not caused by the visitor's input from now on (the page's CLS), summed in the page. */
async function watchShifts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { shifts: number }
    w.shifts = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.shifts += e.value
    }).observe({ type: 'layout-shift' })
  })
  return () => page.evaluate(() => (window as unknown as { shifts: number }).shifts)
}

test('show more (ADR 0044): the next page appended in place, the URL naming it, focus and a polite status; a link before any script', async ({
  browser,
  page,
}) => {
  await pageSize(page, 6)
  const ctx = await browser.newContext({ javaScriptEnabled: false })
  try {
    await page.goto('/shop?lang=it')
    await expect(cards(page)).toHaveCount(6)
    // Hydrated: the status region is put in <main> by the grid's script.
    const status = page.locator('main #listing-status[role="status"]')
    await expect(status).toHaveCount(1)
    const first = await cards(page).allInnerTexts()
    const shifts = await watchShifts(page)
    const more = page.getByRole('link', { name: 'Mostra altri' })
    await expect(more).toHaveAttribute('href', '/shop?page=2')
    await more.click()
    await expect(cards(page)).toHaveCount(12)
    await expect(page).toHaveURL(/\/shop\?page=2$/)
    expect((await cards(page).allInnerTexts()).slice(0, 6)).toEqual(first)
    await expect(cards(page).nth(6).getByRole('link')).toBeFocused()
    await expect(status).toHaveText('Mostrati altri 6 prodotti')
    const pager = page.getByRole('navigation', { name: 'Pagine' })
    await expect(pager.getByRole('link', { name: 'Pagina 2', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByText('13 prodotti · Pagina 2 di 3')).toBeVisible()
    expect(await shifts()).toBeLessThan(0.01)
    await expectNoAxeViolations(page)

    // By keyboard, to the last page: its one product focused and announced, no link left.
    await more.focus()
    await page.keyboard.press('Enter')
    await expect(cards(page)).toHaveCount(13)
    await expect(page).toHaveURL(/\/shop\?page=3$/)
    await expect(cards(page).nth(12).getByRole('link')).toBeFocused()
    await expect(status).toHaveText('Mostrato 1 altro prodotto')
    await expect(more).toHaveCount(0)
    expect(new Set(await cards(page).allInnerTexts()).size).toBe(13)
    // A reload (or a shared link) shows the page the URL names.
    await page.reload()
    await expect(cards(page)).toHaveCount(1)
    await expect(pager.getByRole('link', { name: 'Pagina 3', exact: true })).toHaveAttribute('aria-current', 'page')

    // English, an order kept.
    await page.goto('/shop?lang=en&sort=price-asc')
    await expect(status).toHaveCount(1)
    await page.getByRole('link', { name: 'Show more' }).click()
    await expect(cards(page)).toHaveCount(12)
    await expect(page).toHaveURL(/\/shop\?sort=price-asc&page=2$/)
    await expect(status).toHaveText('6 more products shown')
    await expect(cards(page).nth(6).getByRole('link')).toBeFocused()
    await expectNoAxeViolations(page)

    // Before any script: a link to the next page, which shows that page alone.
    const plain = await ctx.newPage()
    await plain.goto('/shop?lang=en')
    await plain.getByRole('link', { name: 'Show more' }).click()
    await expect(plain).toHaveURL(/\/shop\?page=2$/)
    await expect(cards(plain)).toHaveCount(6)
    await expect(
      plain.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2', exact: true }),
    ).toHaveAttribute('aria-current', 'page')
    await plain.goto('/shop?lang=it&page=2')
    await plain.getByRole('link', { name: 'Mostra altri' }).click()
    await expect(plain).toHaveURL(/\/shop\?page=3$/)
    await expect(cards(plain)).toHaveCount(1)
    await expect(plain.getByRole('link', { name: 'Mostra altri' })).toHaveCount(0)
  } finally {
    await ctx.close()
    await pageSize(page, 24)
  }
})

test('one address per value: other spellings redirect to the shop spelling, unknown values and pages answer before any page is cached', async ({
  page,
}) => {
  const get = (url: string) => page.request.get(url, { maxRedirects: 0 })
  const location = async (url: string) => {
    const res = await get(url)
    return { status: res.status(), to: res.headers()['location']?.replace(/^https?:\/\/[^/]+/, '') }
  }
  // Case, spaces and the Unicode form: each a permanent redirect to the one spelling (one cached page).
  for (const v of ['CANDELE', 'candele', 'Candele%20%20', 'cAnDeLe']) {
    expect(await location(`/shop?category=${v}`), v).toEqual({ status: 308, to: '/shop?category=Candele&lang=it' })
  }
  expect(await location('/shop?lang=en&category=CANDLES&fragrance=vanilla&sort=z-a')).toEqual({
    status: 308,
    to: '/shop?category=Candles&fragrance=Vanilla&sort=z-a&lang=en',
  })
  expect(await location('/shop?fragrance=ROSA%20SCURA')).toEqual({
    status: 308,
    to: '/shop?fragrance=Rosa+scura&lang=it',
  })
  // Another language's value, or a made-up one, is dropped (temporary: the operator may add it), page 1.
  expect(await location('/shop?category=Nessuna&stock=in&page=2')).toEqual({
    status: 307,
    to: '/shop?stock=in&lang=it',
  })
  expect(await location('/shop?lang=en&category=Candele')).toEqual({ status: 307, to: '/shop?lang=en' })
  // The proxy's facts follow the operator's page size at once (the settings' save revalidates them).
  expect((await get('/shop?sort=z-a&page=1')).status()).toBe(200)
  await pageSize(page, 6)
  try {
    expect((await get('/shop?page=3&sort=z-a')).status()).toBe(200)
  } finally {
    await pageSize(page, 24)
  }
  expect((await get('/shop?page=3&sort=z-a')).status()).toBe(404)
  // Past the catalogue's last page (13 products, 24 a page): 404 in the page's language, from one page.
  const past = await page.goto('/shop?page=777&lang=en')
  expect(past?.status()).toBe(404)
  await expect(page.getByText('Oops! Page not found.')).toBeVisible()
  expect((await page.goto('/shop?page=2&lang=it'))?.status()).toBe(404)
  await expect(page.getByText('Oops! Pagina non trovata.')).toBeVisible()
  // The cached pages are reached only through /shop's checks.
  const key = Buffer.from('category=Nessuna').toString('base64url')
  expect((await get(`/shop-page/${key}`)).status()).toBe(404)
  // The shop's spelling is the page: its title and its canonical address, in both languages.
  const it_ = await page.goto('/shop?category=CANDELE&lang=it')
  expect(it_?.status()).toBe(200)
  await expect(page).toHaveURL(/\/shop\?category=Candele&lang=it$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candele')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/shop\?category=Candele(&lang=it)?$/)
  await page.goto('/shop?lang=en&category=candles')
  await expect(page).toHaveURL(/\/shop\?category=Candles&lang=en$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candles')
})
