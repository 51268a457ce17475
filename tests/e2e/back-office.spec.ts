import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import sharp from 'sharp'
import {
  adminToken,
  cmsLogin,
  dealerForm,
  download,
  expectNoAxeViolations,
  fillDealer,
  logIn,
  MOBILE,
  placeOrder,
  uniqueEmail,
  romeYear,
} from './helpers'

// The operator's day: each test signs the operator in; one at a time.
test.describe.configure({ mode: 'serial' })

const auth = async () => ({ Authorization: `JWT ${await adminToken()}` })

async function productBySlug(page: Page, slug: string) {
  const res = await page.request.get(`/cms/api/products?where[url][equals]=${slug}&depth=1&locale=it`, {
    headers: await auth(),
  })
  return (await res.json()).docs[0]
}

test('/cms speaks Italian to the operator, with words for fields and the internal records apart', async ({ page }) => {
  test.setTimeout(90_000)
  // An English browser: the CMS is still Italian until the operator picks English.
  await page.setExtraHTTPHeaders({ 'Accept-Language': 'en-US,en;q=0.9' })
  await cmsLogin(page)
  const nav = page.locator('nav').first()
  for (const group of ['Catalogo', 'Pagine', 'Clienti', 'Impostazioni', 'Sistema'])
    await expect(nav.getByText(group, { exact: true }).first()).toBeAttached()
  await expect(nav.getByRole('link', { name: 'Prodotti', exact: true })).toBeAttached()
  await expect(nav.getByRole('link', { name: 'Ordini e esportazioni' })).toBeAttached()
  const product = await productBySlug(page, 'bottiglia-sfaccettata')
  await page.goto(`/cms/collections/products/${product.id}`)
  await expect(page.getByRole('textbox', { name: /^Riassunto/ })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(/^Immagine principale/).first()).toBeVisible()
  await expect(page.getByText('Nell’indirizzo /shop/{url}: minuscole, parole unite da trattini.')).toBeVisible()
  await expect(page.getByText('Product_summary')).toHaveCount(0)
  await expect(page.getByText('Mainimage')).toHaveCount(0)
  // Texts without an English version: the English shop shows the Italian one, the operator is told.
  const translations = page.locator('textarea[name="missingTranslations"]')
  await expect(translations).toHaveValue('Tutto tradotto in inglese.')
  const englishTags = (
    await (await page.request.get(`/cms/api/products/${product.id}?locale=en`, { headers: await auth() })).json()
  ).tags
  const cleared = await page.request.patch(`/cms/api/products/${product.id}?locale=en`, {
    headers: await auth(),
    data: { tags: '', _status: 'published' },
  })
  expect(cleared.ok()).toBe(true)
  try {
    await page.reload()
    await expect(translations).toHaveValue('Manca il testo in inglese per: Etichette', { timeout: 30_000 })
    const shopper = await page.context().browser()!.newPage()
    await shopper.goto('/shop/bottiglia-sfaccettata?lang=en')
    await expect(shopper.locator('dd', { hasText: product.tags })).toBeVisible()
    await shopper.close()
  } finally {
    await page.request.patch(`/cms/api/products/${product.id}?locale=en`, {
      headers: await auth(),
      data: { tags: englishTags, _status: 'published' },
    })
  }
  // An order in the CMS: read-only, and the way to its workflow.
  const orders = await (await page.request.get('/cms/api/orders?limit=1', { headers: await auth() })).json()
  if (orders.docs[0]) {
    await page.goto(`/cms/collections/orders/${orders.docs[0].id}`)
    const open = page.getByRole('link', { name: 'Apri l’ordine nella gestione ordini' })
    await expect(open).toBeVisible({ timeout: 30_000 })
    await expect(open).toHaveAttribute('href', `/admin/orders/${orders.docs[0].id}`)
    await expect(page.locator('input[name="totalAmount"]')).toBeDisabled()
    await expect(page.locator('textarea[name="operatorNote"]')).toBeEditable()
  }
})

test('a product saved as a draft stays off the shop, shows in the operator’s preview, then goes live when published', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const slug = 'bottiglia-sfaccettata'
  const shopper = await (await browser.newContext()).newPage()
  await shopper.goto(`/shop/${slug}`)
  const summary = shopper.locator('#main .summary')
  const published = (await summary.textContent()) ?? ''
  const draft = `Bozza ${Date.now()}: vetro sfaccettato a mano.`

  await cmsLogin(page)
  const product = await productBySlug(page, slug)
  await page.goto(`/cms/collections/products/${product.id}`)
  const field = page.locator('textarea[name="product_summary"]')
  await expect(field).toBeVisible({ timeout: 30_000 })
  await field.fill(draft)
  await page.getByRole('button', { name: 'Salva Bozza' }).click()
  await expect(page.getByText('Bozza salvata con successo.').first()).toBeVisible({ timeout: 15_000 })

  // The shop is unchanged for everyone…
  await shopper.reload()
  await expect(summary).toHaveText(published)
  // A shopper cannot turn the preview on.
  expect((await shopper.request.get(`/api/preview?path=/shop/${slug}`, { maxRedirects: 0 })).status()).toBe(403)
  await shopper.reload()
  await expect(summary).toHaveText(published)
  // …but the operator's preview shows the draft, and says so.
  await page.goto(`/api/preview?path=/shop/${slug}&lang=it`)
  await expect(page.getByRole('status').filter({ hasText: 'Anteprima' })).toBeVisible()
  await expect(page.locator('#main .summary')).toHaveText(draft)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Esci dall’anteprima' }).click()
  await page.goto(`/shop/${slug}`)
  await expect(page.locator('#main .summary')).toHaveText(published)

  // Publishing puts it live; the history keeps every version to restore from.
  await page.goto(`/cms/collections/products/${product.id}`)
  await expect(page.locator('textarea[name="product_summary"]')).toHaveValue(draft, { timeout: 30_000 })
  await page.getByRole('button', { name: 'Pubblica modifiche' }).click()
  await expect(page.getByText('Aggiornato con successo.').first()).toBeVisible({ timeout: 15_000 })
  await shopper.goto(`/shop/${slug}`)
  await expect(shopper.locator('#main .summary')).toHaveText(draft)
  await page.goto(`/cms/collections/products/${product.id}/versions`)
  await expect(page.locator('table tbody tr').nth(1)).toBeVisible({ timeout: 30_000 })

  // Back as it was, through the API (the operator's own rules apply there too).
  const restored = await page.request.patch(`/cms/api/products/${product.id}?locale=it`, {
    headers: await auth(),
    data: { product_summary: published, _status: 'published' },
  })
  expect(restored.ok()).toBe(true)
  await shopper.context().close()
})

test('a sale while the operator has a product open: saving the form keeps the piece sold, a typed count wins', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const slug = 'bottiglia-diffusore-lavanda' // no other spec sells it
  await cmsLogin(page)
  const product = await productBySlug(page, slug)
  const live = async () => (await productBySlug(page, slug)).stock as number
  const before = await live()
  await page.goto(`/cms/collections/products/${product.id}`)
  const stock = page.locator('input[name="stock"]')
  await expect(stock).toHaveValue(String(before), { timeout: 30_000 })

  // A customer orders one while the form is open.
  const shopper = await (await browser.newContext()).newPage()
  await placeOrder(shopper, uniqueEmail('sale'), { slug })
  await shopper.context().close()
  expect(await live()).toBe(before - 1)

  await page.locator('input[name="tags"]').fill(`diffusore, lavanda, ${Date.now()}`)
  await page.getByRole('button', { name: 'Pubblica modifiche' }).click()
  await expect(page.getByText('Aggiornato con successo.').first()).toBeVisible({ timeout: 15_000 })
  expect(await live()).toBe(before - 1)

  // Reopened, the form shows the live count; the operator counts the shelf and types it.
  await page.reload()
  await expect(stock).toHaveValue(String(before - 1), { timeout: 30_000 })
  await stock.fill(String(before + 5))
  await page.getByRole('button', { name: 'Pubblica modifiche' }).click()
  await expect(page.getByText('Aggiornato con successo.').first()).toBeVisible({ timeout: 15_000 })
  expect(await live()).toBe(before + 5)
})

test('replacing a product photo: the product page and the shop grid show the new one, no image URL breaks', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const slug = 'vaso-anfora-salvia'
  await page.goto(`/shop/${slug}`)
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  const mainOnPage = () => page.locator('.product-gallery img, .gallery img').first()
  const before = await mainOnPage().getAttribute('src')
  expect(before).toBeTruthy()

  const product = await productBySlug(page, slug)
  const media = product.mainimage
  const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#2f6b4f' } })
    .png()
    .toBuffer()
  const replaced = await page.request.patch(`/cms/api/media/${media.id}`, {
    headers: await auth(),
    multipart: {
      file: { name: `anfora-nuova-${Date.now()}.png`, mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ alt: media.alt }),
    },
  })
  expect(replaced.ok()).toBe(true)
  const newFile = (await replaced.json()).doc.filename as string

  await page.reload()
  const after = await mainOnPage().getAttribute('src')
  expect(after).not.toBe(before)
  expect(decodeURIComponent(after!)).toContain(newFile)
  // The optimiser serves the new picture; the old URL (a page cached in a browser) is gone, not a server error.
  expect((await page.request.get(after!)).status()).toBe(200)
  expect((await page.request.get(before!)).status()).toBe(404)

  await page.goto('/shop')
  const card = page.locator('article').filter({ hasText: name }).first()
  await expect(card.locator('img').first()).toHaveAttribute('src', new RegExp(newFile.replace('.', '\\.')))
})

test('requests: labelled fields and a handling state; exports: orders CSV adds up to the orders; axe clean', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // A dealer request and an order of today.
  const company = `Bottega ${Date.now()}`
  await page.goto('/espositori')
  await fillDealer(page, uniqueEmail('dealer'), company)
  const form = dealerForm(page)
  await form.locator('altcha-widget label').click()
  await expect(form.locator('altcha-widget .altcha')).toHaveAttribute('data-state', 'verified', { timeout: 30_000 })
  await form.getByRole('button', { name: 'Invia richiesta' }).click()
  await expect(form.getByLabel('Ragione sociale')).toHaveValue('', { timeout: 15_000 })
  const email = uniqueEmail('export')
  await placeOrder(page, email)

  await page.goto('/')
  await logIn(page, 'admin@vetrina.example', 'vetrina-admin')
  // Dealers only: the forms spec may have sent dozens of contact messages since.
  await page.goto('/admin/requests')
  await page.getByRole('navigation', { name: 'Tipo di richiesta' }).getByRole('link', { name: 'Rivenditori' }).click()
  await expect(page).toHaveURL(/kind=business/)
  const request = page.locator('article').filter({ hasText: company })
  await expect(request.getByText('Ragione sociale')).toBeVisible()
  await expect(request.getByText('Partita IVA', { exact: false }).first()).toBeVisible()
  await expect(request).not.toContainText('socialReason')
  await expectNoAxeViolations(page)
  await request.getByLabel('Gestione').selectOption('contacted')
  await request.getByRole('button', { name: 'Salva' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Salvato.' })).toBeVisible()
  // Back to the view the operator was in (dealers), then the requests marked "Contattato".
  await expect(page).toHaveURL(/kind=business/)
  await page.getByRole('link', { name: 'Contattato', exact: true }).click()
  await expect(page).toHaveURL(/state=contacted&kind=business/)
  await expect(page.locator('article').filter({ hasText: company })).toBeVisible()
  const requests = await download(page, 'Richieste dei rivenditori e messaggi (CSV)')
  expect(requests.text).toContain(company)
  expect(requests.text).toContain('Ragione sociale: ')

  await page.goto('/admin/orders')
  await expect(page.getByRole('navigation', { name: 'Gestione' })).toBeVisible()
  await expectNoAxeViolations(page)
  const csv = await download(page, 'Scarica gli ordini di questi giorni (CSV)', 'button')
  expect(csv.name).toMatch(/^ordini-\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/)
  const rows = csv.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((r) => r.split(';'))
  expect(rows[0]).toEqual(expect.arrayContaining(['Ordine', 'Imponibile', 'IVA', 'Spedizione', 'Totale', 'Stato']))
  const mine = rows.find((r) => r.includes(email))!
  expect(mine).toBeTruthy()
  const amount = (s: string) => Number(s.replace(',', '.'))
  const order = await (await page.request.get(`/cms/api/orders/${mine[0]}`, { headers: await auth() })).json()
  expect(amount(mine[10])).toBe(order.totalAmount)
  expect(amount(mine[9])).toBe(order.shippingFee)
  expect(amount(mine[7]) + amount(mine[8])).toBeCloseTo(order.totalAmount, 2)
  // Every row's taxable + VAT is its total.
  for (const r of rows.slice(1)) expect(amount(r[7]) + amount(r[8])).toBeCloseTo(amount(r[10]), 2)
  const subs = await download(page, 'Iscritti alla newsletter, confermati (CSV)')
  expect(subs.text.split('\r\n')[0]).toBe('\uFEFFE-mail;Lingua;Consenso dato il')
})

test('on a phone the operator’s order list shows who ordered, their e-mail and phone, and the total', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: MOBILE })
  const page = await context.newPage()
  const email = uniqueEmail('phonelist')
  await placeOrder(page, email)
  await page.goto('/')
  await logIn(page, 'admin@vetrina.example', 'vetrina-admin')
  await page.goto('/admin/orders?tab=unfulfilled')
  const card = page.locator('.order-card').filter({ hasText: email })
  await expect(card).toBeVisible()
  await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
  await expect(card).toContainText('Cliente')
  await expect(card).toContainText('Totale')
  await expect(card).toContainText('€')
  await expectNoAxeViolations(page)
  await context.close()
})

test('the /cms dashboard shows the last backup the shop took by itself, and a year of e-invoices to download', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // An invoiced, paid order of this year (a business asking for an e-invoice), as a buyer makes it.
  const products = await (
    await page.request.get('/cms/api/products?where[url][equals]=vaso-onda&depth=0', { headers: await auth() })
  ).json()
  const checkout = await page.request.post('/api/create-checkout-session', {
    headers: { origin: baseURL! },
    data: {
      cart: [{ id: String(products.docs[0].id), quantity: 1 }],
      billingData: {
        firstName: 'Archivio',
        lastName: 'Decennale',
        email: uniqueEmail('archive'),
        country: 'Italy',
        state: 'Veneto',
        city: 'Treviso',
        address: 'Via Dieci Anni 10',
        zip: '31100',
        invoice: 'yes',
        azienda: 'Archivio Srl',
        piva: '01234567897',
        sdi: 'M5UXCR1',
      },
    },
  })
  expect(checkout.status()).toBe(200)
  const session = (await checkout.json()).url.split('/').pop()
  const paid = await page.request.post('/api/pay/test', {
    headers: { origin: baseURL! },
    data: { session, card: '4242 4242 4242 4242' },
  })
  expect(paid.status()).toBe(200)

  await cmsLogin(page)
  const panel = page.getByRole('region', { name: 'Backup e archivio delle fatture' })
  // The e2e shop backs itself up every 3 minutes (BACKUP_EVERY_HOURS=0.05), the first soon after it starts.
  await expect(async () => {
    await page.reload()
    await expect(
      panel.getByText(
        /^Ultimo backup: .* — riuscito, dimensione [\d.]+ MB, salvato in .*vetrina-\d{8}-\d{6}\.tar\.gz\.age$/,
      ),
    ).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  await expect(panel.getByRole('status')).toHaveCount(0)
  // Never in clear (issue 52): the shop's BACKUP_AGE_RECIPIENT (playwright.config.ts).
  await expect(panel.getByText('Cifrati con una chiave pubblica age', { exact: false })).toBeVisible()
  await expect(panel.getByRole('link', { name: 'Tutti i backup' })).toHaveAttribute(
    'href',
    '/cms/collections/backup-runs',
  )
  // The panel is the shop's; the admin around it is Payload's.
  await expectNoAxeViolations(page, 'section[aria-labelledby="backup-status"]')
  const year = romeYear()
  const zip = await download(page, `Fatture ${year}`)
  expect(zip.name).toBe(`fatture-${year}.zip`)
  const files = unzipSync(fs.readFileSync(zip.file))
  expect(Object.keys(files)).toContain(`registro-${year}.csv`)
  expect(Object.keys(files).filter((f) => f.startsWith('fatture/')).length).toBeGreaterThan(0)
  expect(strFromU8(files[`registro-${year}.csv`])).toContain('Archivio Srl')
})

test('the audit log: an operator’s edit in /cms is recorded with who, from where and before → after; nobody writes it through /cms/api', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const slug = 'bottiglia-diffusore-lavanda'
  await cmsLogin(page)
  const product = await productBySlug(page, slug)
  await page.goto(`/cms/collections/products/${product.id}`)
  const stock = page.locator('input[name="stock"]')
  await expect(stock).toHaveValue(String(product.stock), { timeout: 30_000 })
  await stock.fill(String(product.stock + 3))
  await page.getByRole('button', { name: 'Pubblica modifiche' }).click()
  await expect(page.getByText('Aggiornato con successo.').first()).toBeVisible({ timeout: 15_000 })

  const res = await page.request.get(
    `/cms/api/audit-log?where[target][equals]=products&where[docId][equals]=${product.id}&sort=-at&limit=1`,
    { headers: await auth() },
  )
  const [entry] = (await res.json()).docs
  expect(entry).toMatchObject({ by: 'admin@vetrina.example', operation: 'update', target: 'products' })
  expect(entry.ip).toBeTruthy()
  expect(entry.changes).toEqual(
    expect.arrayContaining([{ field: 'stock', before: product.stock, after: product.stock + 3 }]),
  )
  // In /cms, under Sistema: read-only, newest first.
  await page.goto('/cms/collections/audit-log')
  await expect(page.locator('table tbody tr').first()).toContainText('admin@vetrina.example')
  await expect(page.locator('table tbody tr').first()).toContainText('products')
  await expect(page.getByRole('link', { name: /Crea nuovo/ })).toHaveCount(0)
  // Nobody writes, edits or deletes an entry through the API, the operator included.
  const headers = { ...(await auth()), 'content-type': 'application/json' }
  const forged = { at: new Date().toISOString(), by: 'someone@example.com', target: 'products', operation: 'update' }
  expect((await page.request.post('/cms/api/audit-log', { headers, data: forged })).status()).toBe(403)
  expect((await page.request.patch(`/cms/api/audit-log/${entry.id}`, { headers, data: { by: 'x' } })).status()).toBe(
    403,
  )
  expect((await page.request.delete(`/cms/api/audit-log/${entry.id}`, { headers })).status()).toBe(403)
  // The day's changes as CSV, from the operator's exports.
  await page.goto('/admin/orders')
  const csv = await download(page, 'Scarica le modifiche di questi giorni (CSV)', 'button')
  expect(csv.name).toMatch(/^registro-modifiche-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/)
  expect(csv.text).toContain(`;products;${product.id};update;`)
  await page.request.patch(`/cms/api/products/${product.id}`, { headers, data: { stock: product.stock } })
})
