import { expect, test } from '@playwright/test'
import { adminToken } from './helpers'

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
