import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, holdScripts, MOBILE, setLang } from './helpers'

// Issue 39: the header's search (an ARIA combobox driven by the keyboard alone) and the results page.

test('header search by keyboard alone in Italian: / focuses, arrows choose, Enter opens, Escape closes', async ({
  page,
}) => {
  await page.goto('/shop')
  const box = page.getByRole('combobox', { name: 'Cerca nel negozio' })
  // The field announces its shortcut once the shortcut works (what a screen reader reads out): press it then.
  await expect(box).toHaveAttribute('aria-keyshortcuts', '/')
  await page.locator('body').press('/')
  await expect(box).toBeFocused()
  // From the second character: products with photo and price, marked when sold out.
  await box.pressSequentially('vaniglai')
  const list = page.getByRole('listbox', { name: 'Suggerimenti' })
  await expect(list).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  const product = list.getByRole('option', { name: /Candela Ambra e Vaniglia/ })
  await expect(product).toBeVisible()
  await expect(product).toContainText('€')
  await expect(product.locator('img')).toHaveAttribute('src', /\/_next\/image\?/)
  await expectNoAxeViolations(page)
  // Arrows move the active option (announced through aria-activedescendant).
  await box.press('ArrowDown')
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await list.getByRole('option').first().getAttribute('id'))!,
  )
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  // Escape closes the list and keeps the text; a second Escape clears it.
  await box.press('Escape')
  await expect(list).toBeHidden()
  await expect(box).toHaveValue('vaniglai')
  await box.press('Escape')
  await expect(box).toHaveValue('')
  // Enter on an option opens it.
  await box.pressSequentially('fichi mediteranei')
  await expect(list.getByRole('option', { name: /Candela Fico Mediterraneo/ })).toBeVisible()
  await box.press('ArrowDown')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/shop\/candela-fico-mediterraneo/)
  await expect(page.getByRole('heading', { level: 1, name: 'Candela Fico Mediterraneo' })).toBeVisible()
})

test('header search in English: Enter without an option opens the results page, filters and sort keep the query', async ({
  page,
}) => {
  await setLang(page, 'en')
  await page.goto('/')
  const box = page.getByRole('combobox', { name: 'Search the shop' })
  await box.focus()
  await box.pressSequentially('candles')
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible()
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=candles/)
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “candles”' })).toBeVisible()
  const cards = page.locator('.product-grid .card')
  await expect(cards.first()).toBeVisible()
  const all = await cards.count()
  expect(all).toBeGreaterThan(2)
  // Results pages are not for search engines.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  // The results page came with a full load: its Filter button does nothing until the page's script has
  // run, and the cards' buttons say when it has (aria-disabled until then). A click before was lost.
  await expect(
    page
      .locator('.product-grid')
      .getByRole('button', { name: /^Add to cart: / })
      .first(),
  ).toBeEnabled()
  // Availability filter: the query stays in the URL.
  await page.getByRole('button', { name: 'Filter' }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'Out of stock' }).click()
  await expect(page).toHaveURL(/\/search\?q=candles&stock=out/)
  await expect(page.locator('.product-grid .card').first()).toBeVisible()
  expect(await page.locator('.product-grid .card').count()).toBeLessThan(all)
  // Sort by price: the query and the filter stay.
  await page.getByLabel('Sort by').selectOption('price-asc')
  await expect(page).toHaveURL(/q=candles&stock=out&sort=price-asc/)
  await expectNoAxeViolations(page)
})

test('nothing found: did you mean, categories and bestsellers; hostile input answers 200', async ({
  page,
  request,
}) => {
  await page.goto('/search?q=vaniggliia&lang=it')
  await expect(page.getByText('Nessun risultato per “vaniggliia”.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'vaniglia', exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Sfoglia una categoria' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Candele' }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'I più venduti' })).toBeVisible()
  await expect(page.locator('.search-none .card')).toHaveCount(4)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'vaniglia', exact: true }).click()
  await expect(page).toHaveURL(/\/search\?q=vaniglia/)
  await expect(page.locator('.product-grid .card').first()).toBeVisible()

  for (const q of ['"', '*', 'NEAR(', '-', 'OR', "'", '%', '_', '🕯️', '\u0007', 'a'.repeat(500), '"vaniglia', 'x OR y'])
    for (const path of ['/search', '/api/search']) {
      const res = await request.get(`${path}?${new URLSearchParams({ q, lang: 'en' })}`)
      expect(res.status(), `${path} ${JSON.stringify(q)}`).toBe(200)
    }
  const api = await request.get('/api/search?q=vaniglia&lang=en')
  expect(api.headers()['cache-control']).toContain('public')
  const body = (await api.json()) as { products: { name: string; other: boolean }[] }
  expect(body.products[0]).toMatchObject({ name: 'Amber and Vanilla Candle' })
})

test('phone: the search opens over the header and suggests', async ({ page }) => {
  await page.setViewportSize(MOBILE)
  await page.goto('/')
  const box = page.getByRole('combobox', { name: 'Cerca nel negozio' })
  await page.getByRole('button', { name: 'Mostra i risultati' }).click({ force: true })
  await box.focus()
  await box.pressSequentially('lavan')
  await expect(page.getByRole('option', { name: /Lavanda/ }).first()).toBeVisible()
  const width = await box.evaluate((el) => el.getBoundingClientRect().width)
  expect(width).toBeGreaterThan(250)
})

test('home page: WebSite JSON-LD with the SearchAction', async ({ page }) => {
  await page.goto('/?lang=en')
  const ld = await page.locator('script[type="application/ld+json"]').first().textContent()
  const data = JSON.parse(ld!)
  expect(data['@type']).toBe('WebSite')
  expect(data.potentialAction.target.urlTemplate).toMatch(/\/search\?q=\{search_term_string\}&lang=en$/)
})

test('a shopper who types in the search before the scripts have run gets the suggestions for it once they run', async ({
  page,
}) => {
  // The scripts held back: the shopper clicks into the server's field and types, then they load and hydrate it.
  const release = await holdScripts(page)
  await page.goto('/shop', { waitUntil: 'commit' })
  const box = page.getByRole('combobox', { name: 'Cerca nel negozio' })
  await box.focus()
  await box.pressSequentially('vaniglia')
  // Not announced before it works.
  await expect(box).not.toHaveAttribute('aria-keyshortcuts', /.*/)
  release()
  // Without another key: the text is kept and suggested for.
  const list = page.getByRole('listbox', { name: 'Suggerimenti' })
  await expect(list.getByRole('option', { name: /Candela Ambra e Vaniglia/ })).toBeVisible()
  await expect(box).toHaveValue('vaniglia')
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await expect(box).toHaveAttribute('aria-keyshortcuts', '/')
})

test('a page that is only read does not download the suggestions: they load when the shopper reaches for the field', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url())
  })
  await page.goto('/shop/vaso-onda')
  await page.waitForLoadState('networkidle')
  const box = page.getByRole('combobox', { name: 'Cerca nel negozio' })
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  const before = scripts.length
  await box.focus()
  await expect.poll(() => scripts.length).toBeGreaterThan(before)
  await box.pressSequentially('vaso')
  await expect(page.getByRole('listbox', { name: 'Suggerimenti' }).getByRole('option').first()).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
})
