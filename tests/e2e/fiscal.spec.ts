import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, expectValidFatturaPA, logIn, setLang, uniqueEmail } from './helpers'

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
  c.once('dialog', (d) => d.dismiss())
  await c.getByRole('button', { name: 'Place order and pay' }).click()
  await expect(c.getByText('The VAT number is not valid: write it with its country prefix')).toBeVisible()
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
  await expect(c.getByTestId('invoice-number')).toHaveText(new RegExp(`^${new Date().getFullYear()}/\\d{4}$`))
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
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Scarica la fattura elettronica (XML FatturaPA)' }).click()
  const file = await (await downloading).path()
  const xml = fs.readFileSync(file, 'utf8')
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
  await page.goto('/')
  const footer = page.locator('footer')
  await expect(footer).toContainText('REA TV-321654')
  await expect(footer).toContainText('Capitale sociale € 10.000 i.v.')
  await expect(footer).toContainText('PEC vetrina@pec.vetrina.example')
  await expect(footer).not.toContainText('S.r.l..')
  await setLang(page, 'en')
  await page.reload()
  await expect(page.locator('footer')).toContainText('Share capital €10,000 fully paid')
})
