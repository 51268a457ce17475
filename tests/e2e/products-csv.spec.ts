import { expect, test } from '@playwright/test'
import { adminToken, cmsLogin, expectNoAxeViolations } from './helpers'

// Issue 54: the operator exports the catalogue from the products' list in /cms, uploads an edited CSV,
// sees the preview (and a refused row), applies it, and the shop shows the new price. On a product of
// its own, deleted afterwards.
test('bulk editing by CSV in /cms: export, upload, preview, apply; the shop follows', async ({ page }) => {
  test.setTimeout(120_000)
  const headers = { Authorization: `JWT ${await adminToken()}` }
  const base = (await (
    await page.request.get('/cms/api/products?where[url][equals]=vaso-onda&depth=0&locale=it', { headers })
  ).json()) as {
    docs: Record<string, unknown>[]
  }
  const copy = { ...base.docs[0]! }
  for (const k of ['id', 'createdAt', 'updatedAt', 'sets', 'fragrance', 'stockAlerts']) delete copy[k]
  const tag = `${Date.now()}`.slice(-7)
  const made = await page.request.post('/cms/api/products?locale=it', {
    headers,
    data: { ...copy, url: `vaso-csv-${tag}`, sku: `E2E-CSV-${tag}`, price: 40, _status: 'published' },
  })
  expect(made.status(), await made.text()).toBe(201)
  const { doc } = (await made.json()) as { doc: { id: number } }
  try {
    await cmsLogin(page)
    await page.goto('/cms/collections/products')
    const panel = page.getByTestId('products-csv')
    await expect(panel.getByRole('heading', { name: 'Modifica in blocco con un CSV' })).toBeVisible({ timeout: 30_000 })
    await expectNoAxeViolations(page, '[data-testid="products-csv"]')

    // The export: UTF-8 with a BOM, our product's row in it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('link', { name: 'Scarica il catalogo (CSV)' }).click(),
    ])
    const exported = await (await download.createReadStream()).toArray()
    const text = Buffer.concat(exported).toString('utf8')
    expect(text.startsWith('\uFEFFsku;variant_sku;name_it')).toBe(true)
    expect(text).toContain(`E2E-CSV-${tag};;`)

    // A refused row first: nothing can be applied.
    const file = (body: string) => ({ name: 'prodotti.csv', mimeType: 'text/csv', buffer: Buffer.from(body) })
    await panel.getByLabel('File CSV da importare').setInputFiles(file(`sku;variant_sku;price\nE2E-CSV-${tag};;=1+1\n`))
    await panel.getByRole('button', { name: 'Controlla il file' }).click()
    await expect(panel.getByRole('table', { name: /1 riga rifiutata/ })).toContainText('sembra una formula')
    await expect(panel.getByRole('button', { name: 'Applica le modifiche' })).toHaveCount(0)

    // The good file: the preview, then apply.
    await panel
      .getByLabel('File CSV da importare')
      .setInputFiles(file(`sku;variant_sku;price\nE2E-CSV-${tag};;47,50\n`))
    await panel.getByRole('button', { name: 'Controlla il file' }).click()
    const changes = panel.getByRole('table', { name: '1 prodotto da cambiare' })
    await expect(changes).toContainText('Prezzo')
    await expect(changes).toContainText('47.50')
    await expectNoAxeViolations(page, '[data-testid="products-csv"]')
    await panel.getByRole('button', { name: 'Applica le modifiche' }).click()
    await expect(panel.getByRole('status')).toHaveText('Fatto: 0 creati, 1 aggiornati.', { timeout: 30_000 })

    await page.goto(`/shop/vaso-csv-${tag}`)
    await expect(page.locator('main')).toContainText('47,50')

    // An operator whose /cms is in English reads each refusal in English, and the Italian beside it.
    await page.context().addCookies([{ name: 'payload-lng', value: 'en', url: new URL(page.url()).origin }])
    await page.goto('/cms/collections/products')
    await expect(panel.getByRole('heading', { name: 'Bulk editing with a CSV' })).toBeVisible({ timeout: 30_000 })
    await panel.getByLabel('CSV file to import').setInputFiles(file(`sku;variant_sku;price\nE2E-CSV-${tag};;=1+1\n`))
    await panel.getByRole('button', { name: 'Check the file' }).click()
    const refused = panel.getByRole('table', { name: /1 row refused/ })
    await expect(refused).toContainText('looks like a formula')
    await expect(refused).toContainText('sembra una formula')
    await expectNoAxeViolations(page, '[data-testid="products-csv"]')
  } finally {
    await page.request.delete(`/cms/api/products/${doc.id}`, { headers })
  }
})
