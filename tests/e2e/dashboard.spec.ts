import { expect, test } from '@playwright/test'
import { cmsLogin, expectNoAxeViolations, paidOrder } from './helpers'

test('the /cms home shows sales against the previous period, in a chart with its table, and what needs doing', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await paidOrder(page, `dash-${Date.now()}@example.com`)
  await page.context().clearCookies()
  await cmsLogin(page)
  const dash = page.getByTestId('sales-dashboard')
  await expect(dash.getByRole('heading', { name: 'Andamento del negozio' })).toBeVisible()
  await expect(dash.getByRole('link', { name: 'Ultimi 7 giorni' })).toHaveAttribute('aria-current', 'page')
  await dash.getByRole('link', { name: 'Oggi' }).click()
  await expect(page).toHaveURL(/period=day/)
  await expect(dash.getByRole('link', { name: 'Oggi' })).toHaveAttribute('aria-current', 'page')
  const tile = dash.locator('dt', { hasText: 'Ordini pagati' }).first().locator('..')
  expect(Number(await tile.locator('dd').first().textContent())).toBeGreaterThanOrEqual(1)
  await expect(dash.getByRole('img', { name: 'Vendite nette per giorno' })).toBeVisible()
  await dash.getByText('Mostra i numeri in una tabella').click()
  await expect(dash.getByRole('table', { name: 'Vendite nette per giorno' }).getByRole('row')).toHaveCount(15)
  await expect(dash.getByRole('link', { name: /Ordini da spedire: \d+/ })).toBeVisible()
  await expect(dash.getByText(/Ultimo backup:/)).toBeVisible()
  // The period's orders as the CSV the figures match (tested in the integration suite).
  await expect(dash.getByRole('link', { name: 'Scarica gli ordini di questi giorni (CSV)' })).toHaveAttribute(
    'href',
    /\/api\/admin\/exports\/orders\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d/,
  )
  await expectNoAxeViolations(page, '[data-testid="sales-dashboard"]')
})
