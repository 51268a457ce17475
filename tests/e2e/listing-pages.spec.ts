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
