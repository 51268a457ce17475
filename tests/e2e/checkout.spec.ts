import { expect, test, type Page } from '@playwright/test'
import {
  adminToken,
  countEmailsTo,
  emailTo,
  expectNoAxeViolations,
  MOBILE,
  paidOrder,
  setLang,
  signUp,
  uniqueEmail,
  formAlert,
  refuseBrowserDialogs,
} from './helpers'

async function addToCart(page: Page, slug: string, qty = 1) {
  await page.goto(`/shop/${slug}`)
  for (let i = 1; i < qty; i++)
    await page
      .getByRole('button', { name: /Aumenta la quantità|Increase quantity/ })
      .first()
      .click()
  await page
    .getByRole('button', { name: /^(Aggiungi al carrello|Add to cart)$/ })
    .first()
    .click()
  await expect(page.getByTestId('cart-count')).not.toHaveText('0')
}

async function fillBilling(page: Page, email: string, country = 'Italy') {
  await page.getByLabel('Nome', { exact: true }).fill('Giulia')
  await page.getByLabel('Cognome').fill('Rossi')
  await page.getByLabel('Paese').selectOption(country)
  if (country === 'Italy') await page.getByLabel('Regione').selectOption('Veneto')
  else await page.getByLabel('Provincia / stato').fill('Bayern')
  await page.getByLabel('Città').fill('Treviso')
  await page.getByLabel('Indirizzo', { exact: true }).fill('Via Roma 1')
  await page.getByLabel('CAP').fill('31100')
  await page.getByLabel('Email').fill(email)
}

async function pay(page: Page) {
  await page.getByLabel('Ho letto e accetto i termini e le condizioni del sito').check()
  await page.getByRole('button', { name: 'Ordina e paga' }).click()
  await expect(page).toHaveURL(/\/pay\/test\/cs_test_/)
}

test('guest purchase with the test card: success page with invoice, cart emptied, two e-mails', async ({ page }) => {
  const email = uniqueEmail('guest')
  await addToCart(page, 'vaso-onda')
  await page.goto('/cart')
  await page.getByLabel("Aggiungi una nota all'ordine").fill('Lasciare al portiere')
  await page.getByLabel("Aggiungi una nota all'ordine").blur()
  await page.goto('/checkout')
  await expect(page.getByTestId('checkout-note')).toContainText('Lasciare al portiere')
  await expect(page.getByTestId('checkout-subtotal')).toHaveText('59,00 €')
  await expect(page.getByTestId('checkout-shipping')).toHaveText('5,99 €')
  await expect(page.getByTestId('checkout-total')).toHaveText('64,99 €')
  await fillBilling(page, email)
  await expectNoAxeViolations(page)
  await pay(page)
  await expect(page.getByTestId('pay-amount')).toHaveText('64,99 €')
  await page.getByLabel('Numero carta').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Paga' }).click()
  await expect(page).toHaveURL(/\/success\?session_id=cs_test_/)
  await expect(page.getByRole('heading', { name: 'Pagamento riuscito!' })).toBeVisible()
  // A consumer sale: an order receipt numbered by the order, not an invoice (no number from the e-invoice series).
  await expect(page.getByRole('heading', { name: "Riepilogo d'ordine" })).toBeVisible()
  await expect(page.getByTestId('receipt-number')).toHaveText(/^#\d+$/)
  await expect(page.getByTestId('invoice-number')).toHaveCount(0)
  await expect(page.getByTestId('document-note')).toContainText('non è una fattura')
  await expect(page.getByTestId('invoice-total')).toHaveText('64,99 €')
  await expect(page.getByTestId('invoice-vat')).toHaveText('11,72 €')
  await expect(page.locator('.invoice')).toContainText('Vittorio Veneto')
  await expect(page.locator('.invoice')).toContainText('Giulia Rossi')
  // The country in the page's language ("Italia"), not as stored ("Italy").
  await expect(page.locator('.invoice')).toContainText('Italia')
  await expect(page.locator('.invoice')).not.toContainText('Italy')
  await expect(page.getByTestId('cart-count')).toHaveText('0')
  await expectNoAxeViolations(page)
  const confirmation = await emailTo(email, 'conferma e riepilogo')
  expect(confirmation).toContain('application/pdf')
  expect(confirmation).toMatch(/filename="?riepilogo-ordine-\d+\.pdf/)
  expect(confirmation).not.toMatch(/Fattura n\./)
  await emailTo('info@vetrina.example', email)
  // The cart note reached the order.
  const session = new URL(page.url()).searchParams.get('session_id')
  const orders = await (
    await page.request.get(`/cms/api/orders?where[checkoutSessionId][equals]=${session}`, {
      headers: { Authorization: `JWT ${await adminToken()}` },
    })
  ).json()
  expect(orders.docs[0]).toMatchObject({ note: 'Lasciare al portiere', status: 'paid', totalAmount: 64.99 })
  // Reloading the success page sends nothing again.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Pagamento riuscito!' })).toBeVisible()
  expect(countEmailsTo(email)).toBe(1)
})

test('signed-in purchase: prefilled form, paid order in the account list', async ({ page }) => {
  const email = uniqueEmail('buyer')
  await signUp(page, email)
  // A signed-in cart lives on the server: wait until the change is saved before leaving the page.
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'PUT' && r.ok(),
  )
  await addToCart(page, 'bottiglia-murano-blu', 3)
  await saved
  await page.goto('/checkout')
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Giulia')
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await expect(page.getByTestId('checkout-shipping')).toHaveText('Gratuita')
  await page.getByLabel('Regione').selectOption('Veneto')
  await page.getByLabel('Città').fill('Treviso')
  await page.getByLabel('Indirizzo', { exact: true }).fill('Via Roma 1')
  await pay(page)
  await page.getByLabel('Numero carta').fill('4242424242424242')
  await page.getByRole('button', { name: 'Paga' }).click()
  await expect(page.getByRole('heading', { name: 'Pagamento riuscito!' })).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('0')
  await emailTo(email, 'conferma e riepilogo')
  await page.goto('/orders')
  await expect(page.locator('table')).toContainText('Pagato')
  await expect(page.locator('table')).toContainText('117,00 € per 3 articoli')
})

test('signed in, the pay button waits until the account cart is read (the page shows before it)', async ({ page }) => {
  const email = uniqueEmail('early-pay')
  await signUp(page, email)
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'PUT' && r.ok(),
  )
  await addToCart(page, 'bottiglia-murano-blu')
  await saved
  // The account's cart answers late.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/cart', async (route) => {
    if (route.request().method() === 'GET') await held
    await route.continue()
  })
  await page.goto('/checkout')
  await page.getByLabel('Regione').selectOption('Veneto')
  await page.getByLabel('Città').fill('Treviso')
  await page.getByLabel('Indirizzo', { exact: true }).fill('Via Roma 1')
  await page.getByLabel('Ho letto e accetto i termini e le condizioni del sito').check()
  const payButton = page.getByRole('button', { name: 'Ordina e paga' })
  await expect(payButton).toHaveAttribute('aria-disabled', 'true')
  await payButton.click({ force: true })
  await expect(formAlert(page)).toHaveCount(0)
  release()
  await expect(payButton).not.toHaveAttribute('aria-disabled', 'true')
  await payButton.click()
  await expect(page).toHaveURL(/\/pay\/test\/cs_test_/)
})

test('a declined card keeps the order pending; cancel returns to checkout with the cart intact', async ({ page }) => {
  await addToCart(page, 'vaso-bolla-mini')
  await page.goto('/checkout')
  await fillBilling(page, uniqueEmail('declined'))
  await pay(page)
  await page.getByLabel('Numero carta').fill('4000 0000 0000 0002')
  await page.getByRole('button', { name: 'Paga' }).click()
  await expect(page.locator('.form-msg.error')).toContainText('rifiutata')
  const url = page.url()
  // In English the same page reads "Card number", "Pay" and "declined".
  await setLang(page, 'en')
  await page.goto(url)
  await page.getByLabel('Card number').fill('4000 0000 0000 0002')
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page.locator('.form-msg.error')).toContainText('declined')
  await setLang(page, 'it')
  const session = new URL(url).pathname.split('/').pop()!
  await page.goto(`/success?session_id=${session}`)
  await expect(page.getByRole('heading', { name: '404 - Pagina non trovata' })).toBeVisible({ timeout: 20_000 })
  await page.goto(url)
  await page.getByRole('link', { name: /Annulla e torna alla cassa/ }).click()
  await expect(page).toHaveURL(/\/checkout/)
  await expect(page.getByTestId('checkout-subtotal')).toHaveText('18,50 €')
})

test('signed in, a cart change followed at once by a full page load still shows at checkout', async ({ page }) => {
  await signUp(page, uniqueEmail('hasty'))
  // The save of the account cart and the next page race each other; the checkout must end up
  // showing the line whichever wins (the page re-reads the account after a change just sent).
  await addToCart(page, 'vaso-onda')
  await page.goto('/checkout')
  await expect(page.getByTestId('checkout-subtotal')).toHaveText('59,00 €')
})

test('the test payment page works before its script loads: a declined card comes back with the reason, a good card reaches the receipt', async ({
  page,
  browser,
}) => {
  await addToCart(page, 'vaso-bolla-mini')
  await page.goto('/checkout')
  await fillBilling(page, uniqueEmail('nojs'))
  await pay(page)
  await expect(page.getByLabel('Numero carta')).toBeVisible()
  const payUrl = page.url()
  const ctx = await browser.newContext({ javaScriptEnabled: false })
  const bare = await ctx.newPage()
  await bare.goto(payUrl)
  await bare.getByLabel('Numero carta').fill('4000 0000 0000 0002')
  await bare.getByRole('button', { name: 'Paga' }).click()
  await expect(bare).toHaveURL(/error=declined/)
  await expect(bare.getByRole('alert')).toContainText('rifiutata')
  expect(bare.url()).not.toContain('4000')
  // Still on the host the shopper uses (their cart lives in that origin's storage).
  expect(new URL(bare.url()).origin).toBe(new URL(payUrl).origin)
  await bare.getByLabel('Numero carta').fill('4242 4242 4242 4242')
  await bare.getByRole('button', { name: 'Paga' }).click()
  await expect(bare).toHaveURL(/\/success\?session_id=cs_test_/)
  expect(new URL(bare.url()).origin).toBe(new URL(payUrl).origin)
  await ctx.close()
})

test('the pay alerts come in the spec order, in both languages, as the page’s own messages', async ({ page }) => {
  refuseBrowserDialogs(page)
  const alert = formAlert(page)
  await page.goto('/checkout')
  await page.getByRole('button', { name: 'Ordina e paga' }).focus()
  await page.keyboard.press('Enter')
  await expect(alert).toHaveText('Accetta i termini e le condizioni')
  await page.getByLabel('Ho letto e accetto i termini e le condizioni del sito').check()
  await page.getByRole('button', { name: 'Ordina e paga' }).click()
  await expect(alert).toHaveText('Compila tutti i campi obbligatori')
  await fillBilling(page, uniqueEmail('alerts'))
  await page.getByRole('button', { name: 'Ordina e paga' }).click()
  await expect(alert).toHaveText('Il carrello è vuoto')
  await expectNoAxeViolations(page)

  await setLang(page, 'en')
  await page.goto('/checkout')
  await page.getByRole('button', { name: 'Place order and pay' }).focus()
  await page.keyboard.press('Enter')
  await expect(alert).toHaveText('Please agree to the terms and conditions')
  await page.getByLabel('I have read and agree to the website terms and conditions').check()
  await page.getByRole('button', { name: 'Place order and pay' }).click()
  await expect(alert).toHaveText('Please fill all required fields')
})

test('on-blur messages, region list for Italy and free text elsewhere, invoice fields checked by the server', async ({
  page,
}) => {
  await addToCart(page, 'vaso-onda')
  await page.goto('/checkout')
  await page.getByLabel('Nome', { exact: true }).focus()
  await page.getByLabel('Cognome').focus()
  await expect(page.getByText('Nome è obbligatorio', { exact: true })).toBeVisible()
  await page.getByLabel('Regione').focus()
  await page.getByLabel('Città').focus()
  await expect(page.getByText('Regione è obbligatoria')).toBeVisible()
  await page.getByLabel('Indirizzo', { exact: true }).focus()
  await expect(page.getByText('Città è obbligatoria')).toBeVisible()
  await page.getByLabel('Nome', { exact: true }).fill('Giulia')
  await expect(page.getByText('Nome è obbligatorio', { exact: true })).toBeHidden()
  await page.getByLabel('Paese').selectOption('Germany')
  await expect(page.getByLabel('Provincia / stato')).toBeVisible()
  await expect(page.getByTestId('checkout-shipping')).toHaveText('14,99 €')
  await page.getByLabel('Paese').selectOption('Italy')
  await expect(page.getByLabel('Regione')).toBeVisible()

  await expect(page.getByLabel('P.IVA')).toHaveCount(0)
  await page.getByLabel('Ti serve la fattura?').selectOption('yes')
  await expect(page.getByLabel('Ragione sociale')).toBeVisible()
  await fillBilling(page, uniqueEmail('invoice'))
  await page.getByLabel('Ragione sociale').fill('Bottega Rossi')
  await page.getByLabel('P.IVA').fill('01234567890')
  await page.getByLabel('Codice SDI').fill('ABC')
  refuseBrowserDialogs(page)
  await page.getByLabel('Ho letto e accetto i termini e le condizioni del sito').check()
  await page.getByRole('button', { name: 'Ordina e paga' }).click()
  // On the fields, and the first of them said at once next to the button.
  await expect(
    page.locator('.field-error', { hasText: 'La P.IVA non è valida (11 cifre con cifra di controllo corretta).' }),
  ).toBeVisible()
  await expect(
    page.locator('.field-error', { hasText: 'Il codice SDI è composto da 7 lettere o cifre.' }),
  ).toBeVisible()
  await expect(formAlert(page)).toHaveText('La P.IVA non è valida (11 cifre con cifra di controllo corretta).')
  // A private person gives a codice fiscale instead (checked on the server, in the page's language).
  await page.getByRole('radio', { name: 'Privato' }).check()
  await expect(page.getByLabel('Ragione sociale')).toBeHidden()
  await page.getByLabel('Codice fiscale').fill('RSSMRA85T10A562T')
  await page.getByRole('button', { name: 'Ordina e paga' }).click()
  await expect(page.locator('.field-error', { hasText: 'Il codice fiscale non è valido' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('radio', { name: 'Azienda o professionista' }).check()
  await page.getByLabel('P.IVA').fill('01234567897')
  await page.getByLabel('Codice SDI').fill('M5UXCR1')
  await page.getByRole('button', { name: 'Ordina e paga' }).click()
  await expect(page).toHaveURL(/\/pay\/test\//)
})

test('shipping fee: 5.99 Italy, 14.99 elsewhere, free from 89.69', async ({ page }) => {
  await addToCart(page, 'vaso-onda')
  await page.goto('/checkout')
  await expect(page.getByTestId('checkout-shipping')).toHaveText('5,99 €')
  await page.getByLabel('Paese').selectOption('France')
  await expect(page.getByTestId('checkout-shipping')).toHaveText('14,99 €')
  await addToCart(page, 'vaso-bolla-mini')
  await page.goto('/checkout')
  await expect(page.getByTestId('checkout-subtotal')).toHaveText('77,50 €')
  // The demo products weigh what they would (demo/parcels.ts): 1,200 g + 450 g, 2.17 kg packed, is an ordinary
  // parcel, the default table's first band (up to 10 kg): the spec's 5,99 €.
  await expect(page.getByTestId('checkout-shipping')).toHaveText('5,99 €')
  await addToCart(page, 'vaso-bolla-mini')
  await page.goto('/checkout')
  await expect(page.getByTestId('checkout-subtotal')).toHaveText('96,00 €')
  await expect(page.getByTestId('checkout-shipping')).toHaveText('Gratuita')
  await expect(page.getByTestId('checkout-total')).toHaveText('96,00 €')
})

test('the success page without a session id or with a bogus one shows the 404 text', async ({ page }) => {
  await page.goto('/success')
  await expect(page.getByRole('heading', { name: '404 - Pagina non trovata' })).toBeVisible()
  await expect(page.getByText('Questa pagina è disponibile solo dopo un pagamento riuscito.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Torna alla home' })).toBeVisible()
  await page.goto('/success?session_id=cs_test_bogus123456')
  await expect(page.getByRole('heading', { name: '404 - Pagina non trovata' })).toBeVisible()
})

test('the success page fits a 390 px phone: the document table scrolls in its own box, the page never sideways', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE)
  await paidOrder(page, uniqueEmail('phone-receipt'))
  await expect(page.getByRole('heading', { name: "Riepilogo d'ordine" })).toBeVisible()
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }))
  expect(widths.page).toBeLessThanOrEqual(widths.viewport)
  await expectNoAxeViolations(page)
})

test('checkout summary on a phone: a long line name wraps beside its thumbnail, not under it', async ({ page }) => {
  await page.setViewportSize(MOBILE)
  await page.goto('/shop/candela-ambra-vaniglia')
  await page.locator('.purchase').getByLabel('Fragranza').selectOption('Vaniglia')
  await page.locator('.purchase').getByRole('button', { name: 'Aggiungi al carrello' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.goto('/checkout')
  const line = page.getByTestId('summary-line').first()
  await expect(line).toContainText('Candela Ambra e Vaniglia')
  const [thumb, name] = [await line.locator('img').boundingBox(), await line.locator('.summary-name').boundingBox()]
  expect(name!.x).toBeGreaterThanOrEqual(thumb!.x + thumb!.width)
  expect(name!.y).toBeLessThan(thumb!.y + thumb!.height)
})
