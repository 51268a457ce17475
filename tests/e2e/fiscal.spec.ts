import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import {
  adminToken,
  download,
  downloadEInvoice,
  expectNoAxeViolations,
  expectValidFatturaPA,
  holdScripts,
  logIn,
  paidOrder,
  setLang,
  uniqueEmail,
  romeYear,
} from './helpers'

test('an EU business buys with its VAT number: net prices before paying, intra-EU invoice copy, valid N3.2 e-invoice', async ({
  page,
  browser,
}) => {
  const customer = await browser.newContext()
  const c = await customer.newPage()
  await setLang(c, 'en')
  await c.goto('/shop/vaso-onda')
  await c.getByRole('button', { name: 'Add to cart' }).first().click()
  await expect(c.getByTestId('cart-count')).toHaveText('1')
  await c.goto('/checkout')
  await c.getByLabel('First name').fill('Jonas')
  await c.getByLabel('Last name').fill('Weber')
  await c.getByLabel('Country').selectOption('Germany')
  await c.getByLabel('State / province').fill('Bayern')
  await c.getByLabel('City').fill('München')
  await c.getByLabel('Address', { exact: true }).fill('Marienplatz 1')
  await c.getByLabel('Email').fill(uniqueEmail('eu-business'))
  // A consumer in Germany pays the shown price, VAT included (the seller is not under OSS).
  await expect(c.getByTestId('checkout-total')).toHaveText(/73,99/)
  await expect(c.getByTestId('checkout-vat')).toHaveText('VAT included')

  await c.getByLabel('Do you need an invoice?').selectOption('yes')
  await c.getByRole('radio', { name: 'A business outside Italy' }).check()
  await c.getByLabel('Company name').fill('Glas Weber GmbH')
  const vatId = c.getByLabel('Foreign VAT number (with the country prefix)')
  // An Italian number is sent to the Italian option, a malformed one refused: on the field, in the page's language.
  await vatId.fill('DE 12345')
  await c.getByLabel('I have read and agree to the website terms and conditions').check()
  await c.getByRole('button', { name: 'Place order and pay' }).click()
  await expect(
    c.locator('.field-error', { hasText: 'The VAT number is not valid: write it with its country prefix' }),
  ).toBeVisible()
  await expect(vatId).toHaveAttribute('aria-invalid', 'true')
  await vatId.fill('DE 123 456 789')
  // Before paying: the prices net of Italian VAT (59,00 → 48,36; shipping 14,99 → 12,29) and why.
  await expect(c.getByTestId('checkout-subtotal')).toHaveText(/48,36/)
  await expect(c.getByTestId('checkout-shipping')).toHaveText(/12,29/)
  await expect(c.getByTestId('checkout-total')).toHaveText(/60,65/)
  await expect(c.getByTestId('checkout-vat')).toContainText(
    'Intra-EU supply not subject to VAT (art. 41 D.L. 331/1993)',
  )
  await expectNoAxeViolations(c)
  await c.getByRole('button', { name: 'Place order and pay' }).click()
  await expect(c).toHaveURL(/\/pay\/test\/cs_test_/)
  await expect(c.getByText(/60,65/).first()).toBeVisible()
  await c.getByLabel('Card number').fill('4242 4242 4242 4242')
  await c.getByRole('button', { name: 'Pay' }).click()
  await expect(c.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  const orderId = (await c.getByText(/Order ID: #\d+/).textContent())!.match(/#(\d+)/)![1]
  const invoice = c.locator('.invoice')
  await expect(c.getByTestId('invoice-number')).toHaveText(new RegExp(`^${romeYear()}/\\d{4}$`))
  await expect(invoice).toContainText('Glas Weber GmbH')
  await expect(invoice).toContainText('DE123456789')
  await expect(invoice).toContainText('VAT not applicable (art. 41 D.L. 331/1993)')
  await expect(c.getByTestId('invoice-vat')).toHaveText(/0,00/)
  await expect(c.getByTestId('invoice-total')).toHaveText(/60,65/)
  await expect(c.getByTestId('regime-note')).toContainText('reverse charge')
  // The seller's full identity on the document (art. 2250 c.c.).
  await expect(invoice).toContainText('REA TV-321654')
  await customer.close()

  await page.goto('/')
  await logIn(page, 'admin@vetrina.example', 'vetrina-admin')
  await page.goto(`/admin/orders/${orderId}`)
  // The operator sees the regime, the buyer's VAT number and what VIES said (unreachable in the tests).
  await expect(page.getByTestId('order-vat')).toContainText('IVA non imponibile (art. 41 D.L. 331/1993)')
  await expect(page.locator('main')).toContainText('Glas Weber GmbH · DE123456789')
  await expect(page.locator('main')).toContainText('VIES non raggiungibile')
  const { file, xml } = await downloadEInvoice(page)
  expect(xml).toContain('<CodiceDestinatario>XXXXXXX</CodiceDestinatario>')
  expect(xml).toContain('<IdFiscaleIVA><IdPaese>DE</IdPaese><IdCodice>123456789</IdCodice></IdFiscaleIVA>')
  expect(xml).toContain('<Natura>N3.2</Natura>')
  expect(xml).toContain('<ImportoTotaleDocumento>60.65</ImportoTotaleDocumento>')
  expect(xml).toContain('<IscrizioneREA><Ufficio>TV</Ufficio><NumeroREA>321654</NumeroREA>')
  expectValidFatturaPA(file)
})

test("the footer states the seller's company register entry, from the settings, in both languages", async ({
  page,
}) => {
  // The page paints before its script has run, and English is chosen then (the cookie, as the language
  // menu or another tab sets it) — before the page's own language sync, which wrote the page's Italian
  // back over it (CI: the reload stayed Italian for 10 s).
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'commit' })
  const footer = page.locator('footer')
  await expect(footer).toContainText('REA TV-321654')
  await expect(footer).toContainText('Capitale sociale € 10.000 i.v.')
  await expect(footer).toContainText('PEC vetrina@pec.vetrina.example')
  await expect(footer).not.toContainText('S.r.l..')
  await setLang(page, 'en')
  release()
  // Interactive (the cards' add buttons work), then idle: the page's language sync has run.
  await expect(page.getByRole('button', { name: /^Aggiungi al carrello: / }).first()).toBeEnabled()
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2000 })))
  await page.reload()
  await expect(page.locator('footer')).toContainText('Share capital €10,000 fully paid')
})

test("a refund of an invoiced order gets a credit note (TD04); the month's export for the accountant holds both documents", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const customer = await browser.newContext()
  const orderId = await paidOrder(await customer.newPage(), uniqueEmail('credit-note'), { invoice: true })
  await customer.close()

  await page.goto('/')
  await logIn(page, 'admin@vetrina.example', 'vetrina-admin')
  await page.goto(`/admin/orders/${orderId}`)
  const invoiceNumber = (await page.getByText(/Fattura: \d{4}\/\d{4}/).textContent())!.match(/\d{4}\/\d{4}/)![0]
  await page.getByLabel('Importo da rimborsare (€)').fill('10')
  await page.getByRole('button', { name: 'Rimborsa' }).click()
  await expect(page.getByRole('heading', { name: 'Rimborsi' })).toBeVisible()
  const noteText = (await page.getByText(/Nota di credito n\. \d{4}\/\d{4}/).textContent())!
  const noteNumber = noteText.match(/Nota di credito n\. (\d{4}\/\d{4})/)![1]
  expect(noteNumber > invoiceNumber).toBe(true)
  const { file, xml } = await downloadEInvoice(page, 'Scarica la nota di credito (XML FatturaPA)')
  expect(xml).toContain('<TipoDocumento>TD04</TipoDocumento>')
  expect(xml).toContain(`<IdDocumento>${invoiceNumber}</IdDocumento>`)
  expect(xml).toContain('<ImportoTotaleDocumento>10.00</ImportoTotaleDocumento>')
  expectValidFatturaPA(file)

  // The accountant's export: a plain form on the orders page, the current month by default.
  await page.goto('/admin/orders')
  await expect(page.getByLabel('Mese')).toHaveValue(/^\d{4}-\d{2}$/)
  await expectNoAxeViolations(page)
  const zip = await download(page, 'Scarica fatture, note di credito e registro (ZIP)', 'button')
  expect(zip.name).toMatch(/^fatture-\d{4}-\d{2}\.zip$/)
  const files = unzipSync(fs.readFileSync(zip.file))
  const register = strFromU8(files[Object.keys(files).find((f) => f.startsWith('registro-'))!])
  expect(register).toContain(`Fattura;${invoiceNumber};`)
  expect(register).toContain(`Nota di credito;${noteNumber};`)
  expect(register).toMatch(
    new RegExp(`Nota di credito;${noteNumber.replace('/', '\\/')};[^\\r\\n]*;-8,20;-1,80;-10,00;`),
  )
  // A month that is not one gets a clear answer, not an error page.
  const bad = await page.request.get('/api/admin/invoices/export?month=2026-13')
  expect(bad.status()).toBe(400)
  expect((await bad.json()).error).toBe('Indica il mese nel formato AAAA-MM (o l’anno come AAAA).')
  // Nobody but the operator gets the export.
  const anonymous = await browser.newContext()
  expect(
    (await anonymous.request.get(`${page.url().split('/admin')[0]}/api/admin/invoices/export?month=2026-11`)).status(),
  ).toBe(403)
  await anonymous.close()
})

test('an Italian company with only a PEC gets its e-invoice addressed to the PEC; a consumer sale in between takes no number, and the series has no gap', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const customer = await browser.newContext()
  const c = await customer.newPage()
  const pecOrder = await paidOrder(c, uniqueEmail('pec-only'), { invoice: 'pec' })
  const pecNumber = (await c.getByTestId('invoice-number').textContent())!
  await paidOrder(c, uniqueEmail('between'))
  await expect(c.getByTestId('invoice-number')).toHaveCount(0)
  await expect(c.getByTestId('receipt-number')).toHaveText(/^#\d+$/)
  await paidOrder(c, uniqueEmail('after'), { invoice: true })
  const afterNumber = (await c.getByTestId('invoice-number').textContent())!
  expect(afterNumber > pecNumber).toBe(true)
  await customer.close()

  await page.goto('/')
  await logIn(page, 'admin@vetrina.example', 'vetrina-admin')
  await page.goto(`/admin/orders/${pecOrder}`)
  const { file, xml } = await downloadEInvoice(page)
  expect(xml).toContain(
    '<CodiceDestinatario>0000000</CodiceDestinatario><PECDestinatario>bottega.verdi@pec.it</PECDestinatario>',
  )
  expectValidFatturaPA(file)

  // Every number of the year's series is a document of the register: 1, 2, … with none missing.
  // (This test database is the suite's own, so this month and the last hold all of the year's documents.)
  const year = pecNumber.slice(0, 4)
  const numbers = new Set<number>()
  const rome = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit' })
  const [y, m] = rome.format(new Date()).split('-').map(Number)
  const months = [`${y}-${String(m).padStart(2, '0')}`, m > 1 ? `${y}-${String(m - 1).padStart(2, '0')}` : `${y}-01`]
  for (const month of months) {
    const res = await page.request.get(`/api/admin/invoices/export?month=${month}`)
    expect(res.status()).toBe(200)
    const files = unzipSync(new Uint8Array(await res.body()))
    const register = strFromU8(files[`registro-${month}.csv`])
    for (const m of register.matchAll(new RegExp(`^(?:Fattura|Nota di credito);${year}/(\\d{4});`, 'gm')))
      numbers.add(Number(m[1]))
  }
  const sorted = [...numbers].sort((a, b) => a - b)
  expect(sorted[0]).toBe(1)
  expect(sorted).toEqual(sorted.map((_, i) => i + 1))
  expect(numbers.has(Number(afterNumber.slice(5)))).toBe(true)
})

test('the operator edits the seller details in /cms and the shop shows them; a customer cannot change them', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await page.goto('/cms/login')
  await page.getByLabel(/email/i).fill('admin@vetrina.example')
  await page.getByLabel(/password/i).fill('vetrina-admin')
  await page.getByRole('button', { name: /login|accedi/i }).click()
  await expect(page).toHaveURL(/\/cms\/?$/, { timeout: 30_000 })
  await page.goto('/cms/globals/seller')
  const phone = page.locator('input[name="phone"]')
  await expect(phone).toBeVisible({ timeout: 30_000 })
  const old = await phone.inputValue()
  // A malformed value is refused by the global's own rules, whatever path it comes by.
  const bad = await page.request.post('/cms/api/globals/seller', {
    headers: { Authorization: `JWT ${await adminToken()}` },
    data: { zip: '311' },
  })
  expect(bad.status()).toBe(400)
  // In the CMS's language (Italian unless the operator chose English).
  expect(JSON.stringify(await bad.json())).toContain('CAP')
  await phone.fill('+39 0438 999 0000')
  await page.getByRole('button', { name: /^(save|salva)$/i }).click()
  await expect(page.getByText(/updated successfully|aggiornat/i).first()).toBeVisible({ timeout: 15_000 })
  try {
    const phoneUser = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const shopper = await phoneUser.newPage()
    await shopper.goto('/')
    await shopper.getByRole('button', { name: 'Apri il menu' }).click()
    await expect(shopper.getByRole('link', { name: '+39 0438 999 0000' })).toBeVisible()
    // Customers read the seller's details (they are public) but never write them.
    const refused = await shopper.request.post('/cms/api/globals/seller', { data: { name: 'Altro S.r.l.' } })
    expect([401, 403]).toContain(refused.status())
    await phoneUser.close()
  } finally {
    await phone.fill(old)
    await page.getByRole('button', { name: /^(save|salva)$/i }).click()
    await expect(page.getByText(/updated successfully|aggiornat/i).first()).toBeVisible({ timeout: 15_000 })
  }
})
