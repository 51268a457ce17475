import { expect, test } from '@playwright/test'
import { adminToken, cmsLogin, expectNoAxeViolations } from './helpers'

// One after the other: the offers below would change the first test's fee (free shipping from 40 €).
test.describe.configure({ mode: 'default' })

// Runs after every other spec (its own project in playwright.config.ts): it changes the shop-wide fees.
test('the operator changes the Italian shipping fee in the settings: checkout and the shipping page follow', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await page.goto('/cms/login')
  await page.getByLabel(/email/i).fill('admin@vetrina.example')
  await page.getByLabel(/password/i).fill('vetrina-admin')
  await page.getByRole('button', { name: /login|accedi/i }).click()
  await expect(page).toHaveURL(/\/cms\/?$/, { timeout: 30_000 })
  await page.goto('/cms/globals/shop-settings')
  const fee = page.getByLabel('Costo in Italia')
  await expect(fee).toBeVisible({ timeout: 30_000 })
  await expect(fee).toHaveValue('5.99')
  await fee.fill('6.5')
  await page.getByRole('button', { name: /^salva$/i }).click()
  await expect(page.getByText(/aggiornat/i).first()).toBeVisible({ timeout: 15_000 })

  const shopper = await (await browser.newContext()).newPage()
  try {
    await shopper.goto('/shipping')
    await expect(shopper.locator('main')).toContainText('6,50 € in Italia')
    await expect(shopper.locator('main')).not.toContainText('{spedizione_')
    await shopper.goto('/shop/vaso-cilindro-fume')
    await shopper.getByRole('button', { name: 'Aggiungi al carrello' }).first().click()
    await expect(shopper.getByTestId('cart-count')).toHaveText('1')
    await shopper.goto('/checkout')
    await expect(shopper.getByTestId('checkout-shipping')).toHaveText('6,50 €')
    await shopper.goto('/shipping?lang=en')
    await expect(shopper.locator('main')).toContainText('6,50 € to Italy')
  } finally {
    const restored = await page.request.post('/cms/api/globals/shop-settings', {
      headers: { Authorization: `JWT ${await adminToken()}` },
      data: { shipping: { italy: 5.99 } },
    })
    expect(restored.ok()).toBe(true)
    await shopper.context().close()
  }
})

// Offers change every cart of a category: here too, after every other spec.
test('offers without a code: 3 candles for the price of 2 and free shipping in Italy from 40 €, in the cart and at checkout, in both languages', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const headers = { Authorization: `JWT ${await adminToken()}` }
  const created: number[] = []
  const make = async (data: Record<string, unknown>, en: string) => {
    const res = await page.request.post('/cms/api/offers?locale=it', { headers, data })
    expect(res.status(), await res.text()).toBe(201)
    const { doc } = (await res.json()) as { doc: { id: number } }
    created.push(doc.id)
    await page.request.patch(`/cms/api/offers/${doc.id}?locale=en`, { headers, data: { label: en } })
  }
  try {
    await make(
      { label: '3×2 sulle candele', kind: 'buy-x-get-y', category: 'Candele', buy: 3, free: 1 },
      '3 for 2 on candles',
    )
    await make(
      { label: 'Spedizione gratuita in Italia da 40 €', kind: 'free-shipping', zone: 'italy', threshold: 40 },
      'Free shipping in Italy from 40 €',
    )
    // Candela Ambra e Vaniglia, 24,90 € a piece.
    await page.goto('/shop/candela-ambra-vaniglia')
    await page.getByLabel('Fragranza').selectOption('Vaniglia')
    await page.getByRole('button', { name: 'Aumenta la quantità' }).first().click()
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).first().click()
    await expect(page.getByTestId('cart-count')).toHaveText('2')
    await page.goto('/cart')
    // Two candles (49,80 €): one more makes the offer; Italy ships free from 40 € already.
    await expect(page.getByTestId('offer-missing')).toHaveText('3×2 sulle candele: aggiungi ancora un pezzo')
    await expect(page.getByTestId('to-free-shipping')).toHaveCount(0)
    await page.locator('table').getByRole('button', { name: 'Aumenta la quantità' }).click()
    await expect(page.getByTestId('cart-offer')).toHaveText('3×2 sulle candele−24,90\u00a0€')
    await expect(page.getByTestId('cart-subtotal')).toHaveText('74,70\u00a0€')
    await expect(page.getByTestId('offer-missing')).toHaveCount(0)
    await page.goto('/checkout')
    await expect(page.getByTestId('checkout-discount')).toHaveText('−24,90\u00a0€')
    await expect(page.getByTestId('checkout-shipping')).toHaveText('Gratuita')
    await expect(page.getByTestId('checkout-total')).toHaveText('49,80\u00a0€')
    await page.getByLabel('Paese').selectOption('Germany')
    await expect(page.getByTestId('checkout-shipping')).toHaveText('14,99\u00a0€')
    await expect(page.getByTestId('checkout-total')).toHaveText('64,79\u00a0€')
    await page.goto('/cart?lang=en')
    await expect(page.getByTestId('cart-offer')).toHaveText('3 for 2 on candles−24,90\u00a0€')
  } finally {
    for (const id of created) await page.request.delete(`/cms/api/offers/${id}`, { headers })
  }
})

// Synonyms change every search: here too, after every other spec.
test('search: the operator adds a synonym in /cms, the next search uses it, and the searches show in /cms', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const shopper = await (await browser.newContext()).newPage()
  try {
    await shopper.goto('/search?q=portacandele')
    await expect(shopper.getByText('Nessun risultato per “portacandele”.')).toBeVisible()

    await cmsLogin(page)
    await page.goto('/cms/globals/search-settings')
    await page.getByRole('button', { name: /aggiungi gruppo/i }).click()
    await page.getByLabel('Parole (separate da virgole)').fill('portacandele, candela')
    await page.getByRole('button', { name: /^salva$/i }).click()
    await expect(page.getByText(/aggiornat/i).first()).toBeVisible({ timeout: 15_000 })

    // At once: the next search finds the candles, in either language.
    await shopper.goto('/search?q=portacandele')
    await expect(shopper.getByRole('heading', { level: 1, name: 'Risultati per “portacandele”' })).toBeVisible()
    await expect(shopper.locator('.product-grid .card').first()).toBeVisible()
    await expect(shopper.getByRole('heading', { name: 'Candela Fico Mediterraneo' })).toBeVisible()

    // The operator's report: counts only, most frequent and fruitless of the last 30 days.
    await page.goto('/cms/collections/search-queries')
    const report = page.getByRole('region', { name: 'Ricerche degli ultimi 30 giorni' })
    await expect(report).toBeVisible({ timeout: 30_000 })
    await expect(report.getByRole('list', { name: 'Le più frequenti' })).toContainText('portacandele — 2 volte')
    // The operator's own look from the report is not a shopper's search.
    await expect(report.getByRole('link', { name: 'portacandele' })).toHaveAttribute('href', /from=cms/)
    await shopper.goto('/search?q=portacandele&from=cms')
    await expect(shopper.locator('.product-grid .card').first()).toBeVisible()
    // A shopper's search after it is counted: three, not four.
    await shopper.goto('/search?q=portacandele')
    await expect(shopper.locator('.product-grid .card').first()).toBeVisible()
    await expect(async () => {
      await page.reload()
      await expect(report.getByRole('list', { name: 'Le più frequenti' })).toContainText('portacandele — 3 volte', {
        timeout: 2_000,
      })
    }).toPass({ timeout: 20_000 })
    // It finds something now: no longer among the fruitless ones (which list what still finds nothing).
    await expect(report.getByRole('heading', { name: 'Senza risultati' })).toBeVisible()
    await expectNoAxeViolations(page, 'section[aria-labelledby="search-stats"]')
    await expect(report.getByRole('list', { name: 'Senza risultati' }).filter({ hasText: 'portacandele' })).toHaveCount(
      0,
    )
  } finally {
    const restored = await page.request.post('/cms/api/globals/search-settings', {
      headers: { Authorization: `JWT ${await adminToken()}` },
      data: { synonyms: [] },
    })
    expect(restored.ok()).toBe(true)
    await shopper.context().close()
  }
})
