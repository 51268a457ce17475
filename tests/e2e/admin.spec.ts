import fs from 'node:fs'
import { expect, test, type APIRequestContext } from '@playwright/test'
import {
  adminToken,
  countEmailsTo,
  emailTo,
  downloadEInvoice,
  expectNoAxeViolations,
  expectValidFatturaPA,
  linkIn,
  logIn,
  MOBILE,
  paidOrder,
  placeOrder,
  signUp,
  uniqueEmail,
  refuseBrowserDialogs,
  romeYear,
} from './helpers'

// These tests sign the operator in through the storefront: one at a time.
test.describe.configure({ mode: 'serial' })

async function pendingOrder(request: APIRequestContext): Promise<string> {
  const token = await adminToken(request)
  const res = await request.post('/cms/api/orders', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      email: 'pending@example.com',
      items: [{ name: 'Vaso', price: 10, quantity: 1 }],
      subtotal: 10,
      shippingFee: 5.99,
      totalAmount: 15.99,
    },
  })
  return String((await res.json()).doc.id)
}

test('visitors and customers are sent home from both admin routes, and their API calls answer 403', async ({
  page,
  request,
}) => {
  for (const route of ['/admin/orders', '/admin/orders/1']) {
    await page.goto(route)
    await expect(page).toHaveURL(/\/$/)
  }
  await signUp(page, uniqueEmail('notadmin'))
  for (const route of ['/admin/orders', '/admin/orders/1']) {
    await page.goto(route)
    await expect(page).toHaveURL(/\/$/)
  }
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0)
  const res = await page.request.post('/api/admin/orders/1/deliver')
  expect(res.status()).toBe(403)
  const anon = await request.post('/api/admin/orders/1/ship', { data: { code: 'X', link: 'https://x.example' } })
  expect(anon.status()).toBe(403)
})

test('the operator: Admin link, search, tabs, ship and deliver, seen by the customer, with the e-mail', async ({
  page,
  browser,
  request,
}) => {
  // A customer's sign-up and purchase, then the operator's whole round with axe: the longest journey.
  test.setTimeout(120_000)
  const email = uniqueEmail('ship')
  const customer = await browser.newContext()
  const cpage = await customer.newPage()
  await signUp(cpage, email)
  const orderId = await paidOrder(cpage, email)
  const unpaid = await pendingOrder(request)

  await page.goto('/')
  await logIn(page, 'admin@vetrina.example', 'vetrina-admin')
  await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Admin' }).click()
  await expect(page).toHaveURL(/\/admin\/orders/)
  await expect(page.locator('table')).toContainText(`#${orderId}`)
  await expect(page.locator('table')).toContainText('In attesa di pagamento')
  await expectNoAxeViolations(page)

  await page.getByLabel('Cerca per ID ordine').fill(orderId)
  await page.getByRole('button', { name: 'Cerca' }).click()
  await expect(page.locator('table tbody tr').first()).toContainText(`#${orderId}`)

  // An unpaid order offers no shipping (the transition table allows none), and the server refuses it anyway.
  await page.goto(`/admin/orders/${unpaid}`)
  await expect(page.locator('main')).toContainText('non è ancora pagato')
  await expect(page.getByRole('button', { name: 'Segna spedito' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Segna consegnato' })).toHaveCount(0)
  const refused = await page.request.post(`/api/admin/orders/${unpaid}/ship`, {
    data: { code: 'TRK1', link: 'https://track.example/TRK1' },
  })
  expect(refused.status()).toBe(409)
  expect((await refused.json()).error).toContain('non è ancora pagato')

  await page.goto(`/admin/orders/${orderId}`)
  await expect(page.locator('main')).toContainText(email)
  await expect(page.locator('main')).toContainText('+39 02 1234567')
  refuseBrowserDialogs(page)
  await page.getByLabel('Codice di tracciamento').fill('BRT123')
  await page.getByRole('button', { name: 'Segna spedito' }).click()
  await expect(page.locator('main').getByRole('alert')).toHaveText(
    'Inserisci sia il codice sia il link di tracciamento.',
  )
  await page.getByLabel('Link di tracciamento').fill('https://track.example/BRT123')
  await page.getByRole('button', { name: 'Segna spedito' }).click()
  await expect(page.getByRole('button', { name: 'Segna consegnato' })).toBeVisible()
  const mail = await emailTo(email, 'BRT123')
  expect(mail).toContain('https://track.example/BRT123')

  await cpage.goto('/orders')
  await expect(cpage.locator('table')).toContainText('Spedito')
  await expect(cpage.getByRole('link', { name: 'BRT123' }).first()).toHaveAttribute(
    'href',
    'https://track.example/BRT123',
  )

  await page.goto('/admin/orders?tab=fulfilled')
  await expect(page.locator('table')).toContainText(`#${orderId}`)
  await page.goto(`/admin/orders/${orderId}`)
  await page.getByRole('button', { name: 'Segna consegnato' }).click()
  await expect(page.getByRole('button', { name: 'Segna consegnato' })).toBeHidden()
  await expect(page.getByText('admin@vetrina.example').first()).toBeVisible()
  await page.goto('/admin/orders?tab=delivered')
  await expect(page.locator('table')).toContainText(`#${orderId}`)
  await cpage.goto(`/order/${orderId}`)
  await expect(cpage.getByText('Consegnato')).toBeVisible()
  // The customer is told of the delivery, with the 14 days of the withdrawal right and its link.
  const delivered = await emailTo(email, 'consegnato')
  expect(delivered).toContain(`#${orderId}`)
  expect(delivered).toContain('14 giorni per recedere')
  expect(delivered).toMatch(/\/withdraw\/\d+\?t=/)
  await customer.close()
})

test('the mobile menu shows the Admin link to the operator only', async ({ page }) => {
  await page.setViewportSize(MOBILE)
  await page.goto('/')
  await logIn(page, 'admin@vetrina.example', 'vetrina-admin')
  await page.getByRole('button', { name: 'Apri il menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Admin' })).toBeVisible()
})

test('list pagination', async ({ page, request }) => {
  for (let i = 0; i < 21; i++) await pendingOrder(request)
  await page.goto('/')
  await logIn(page, 'admin@vetrina.example', 'vetrina-admin')
  await page.goto('/admin/orders')
  await expect(page.locator('table tbody tr')).toHaveCount(20)
  await page.getByRole('link', { name: 'Successiva' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByText(/Pagina 2 di \d+/)).toBeVisible()
})

test('/cms: customers cannot sign in; the operator edits a product name in both languages and the shop shows it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('cmscustomer')
  await signUp(page, email)
  await page.goto('/cms')
  await expect(page.getByText(/not allowed|Unauthorized|non autorizzat|Non sei autorizzato/i).first()).toBeVisible()

  const token = await adminToken(request)
  const auth = { Authorization: `JWT ${token}` }
  const found = await (
    await request.get('/cms/api/products?where[url][equals]=vaso-bolla-mini', { headers: auth })
  ).json()
  const id = found.docs[0].id
  await request.patch(`/cms/api/products/${id}?locale=it`, { headers: auth, data: { name: 'Vaso Bolla Piccolo' } })
  await request.patch(`/cms/api/products/${id}?locale=en`, { headers: auth, data: { name: 'Little Bubble Vase' } })
  await page.goto('/shop/vaso-bolla-mini?lang=it')
  await expect(page.getByRole('heading', { level: 1, name: 'Vaso Bolla Piccolo' })).toBeVisible()
  await page.goto('/shop/vaso-bolla-mini?lang=en')
  await expect(page.getByRole('heading', { level: 1, name: 'Little Bubble Vase' })).toBeVisible()
})

test('the operator downloads the e-invoice (FatturaPA XML, valid against the official schema) of an invoiced order; nobody else can', async ({
  page,
  browser,
  request,
}) => {
  const customer = await browser.newContext()
  const cpage = await customer.newPage()
  const email = uniqueEmail('einvoice')
  const orderId = await paidOrder(cpage, email, { invoice: true })
  // The customer asked for an invoice: the success page shows its courtesy copy, numbered in the series.
  await expect(cpage.getByRole('heading', { name: 'Fattura', exact: true })).toBeVisible()
  await expect(cpage.getByTestId('invoice-number')).toHaveText(new RegExp(`^${romeYear()}/\\d{4}$`))
  await expect(cpage.getByTestId('document-note')).toContainText('Copia di cortesia')
  const courtesy = await emailTo(email, 'conferma e fattura')
  expect(courtesy).toMatch(/filename="?fattura-\d{4}-\d{4}\.pdf/)
  // The seller's copy of the order e-mail carries it too, ready for the accountant or SDI.
  const copy = await emailTo('info@vetrina.example', email)
  expect(copy).toMatch(/filename="?IT04123450266_\d{2}[0-9A-Z]{3}\.xml/)
  expect((await cpage.request.get(`/api/admin/orders/${orderId}/fatturapa`)).status()).toBe(403)
  await customer.close()
  expect((await request.get(`/api/admin/orders/${orderId}/fatturapa`)).status()).toBe(403)

  await page.goto('/')
  await logIn(page, 'admin@vetrina.example', 'vetrina-admin')
  await page.goto(`/admin/orders/${orderId}`)
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Scarica la fattura elettronica (XML FatturaPA)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^IT04123450266_\d{2}[0-9A-Z]{3}\.xml$/)
  const file = await download.path()
  const xml = fs.readFileSync(file, 'utf8')
  expect(xml).toContain('<CodiceDestinatario>M5UXCR1</CodiceDestinatario>')
  expect(xml).toContain('<Denominazione>Bottega Verdi S.n.c.</Denominazione>')
  expect(xml).toContain(`<Causale>Ordine n. ${orderId}</Causale>`)
  expectValidFatturaPA(file)

  // An order that is not paid (or has no invoice request) has none: no link, and the server says why.
  const unpaid = await pendingOrder(request)
  await page.goto(`/admin/orders/${unpaid}`)
  await expect(page.getByRole('link', { name: /fattura elettronica/ })).toHaveCount(0)
  const refused = await page.request.get(`/api/admin/orders/${unpaid}/fatturapa`)
  expect(refused.status()).toBe(409)
  expect((await refused.json()).error).toContain('non è pagato')
})

test('a private person asks for an invoice with a codice fiscale: numbered courtesy copy, valid B2C e-invoice', async ({
  page,
  browser,
}) => {
  const customer = await browser.newContext()
  const cpage = await customer.newPage()
  const email = uniqueEmail('einvoice-person')
  const orderId = await paidOrder(cpage, email, { invoice: 'person' })
  await expect(cpage.getByRole('heading', { name: 'Fattura', exact: true })).toBeVisible()
  await expect(cpage.getByTestId('invoice-number')).toHaveText(new RegExp(`^${romeYear()}/\\d{4}$`))
  await expect(cpage.locator('.invoice')).toContainText('C.F. VRDMRT80A41F205Q')
  await customer.close()

  await page.goto('/')
  await logIn(page, 'admin@vetrina.example', 'vetrina-admin')
  await page.goto(`/admin/orders/${orderId}`)
  const { file, xml } = await downloadEInvoice(page)
  expect(xml).toContain('<CodiceFiscale>VRDMRT80A41F205Q</CodiceFiscale>')
  expect(xml).toContain('<Nome>Marta</Nome>')
  expect(xml).toContain('<Cognome>Verdi</Cognome>')
  expect(xml).toContain('<CodiceDestinatario>0000000</CodiceDestinatario>')
  expectValidFatturaPA(file)
})

test('a customer cancels an unpaid order from the order page: cancelled, e-mailed, its payment page closed', async ({
  page,
}) => {
  const email = uniqueEmail('cancel')
  await signUp(page, email)
  await placeOrder(page, email, { slug: 'vaso-onda' })
  const session = page.url().split('/').pop()!
  // The shopper leaves the payment page and cancels from the account instead.
  await page.goto('/orders')
  await page
    .getByRole('link', { name: /^Vedi #\d+/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/order\/\d+/)
  const orderId = page.url().match(/\/order\/(\d+)/)![1]
  await expect(page.getByText('In lavorazione').first()).toBeVisible()
  await page.getByRole('button', { name: 'Annulla ordine' }).click()
  await expect(page.getByText('Il tuo ordine è stato annullato')).toBeVisible()
  await expect(page.getByText('Annullato').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Annulla ordine' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  expect(await emailTo(email, 'annullato')).toContain(`#${orderId}`)
  // The payment page no longer takes the card.
  await page.goto(`/pay/test/${session}`)
  await expect(page.getByLabel('Numero carta')).toHaveCount(0)
})

test('the operator refunds a paid order in full with a piece back in stock; the customer is e-mailed and sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('refund')
  const customer = await browser.newContext()
  const cpage = await customer.newPage()
  await signUp(cpage, email)
  const orderId = await paidOrder(cpage, email)

  await page.goto('/')
  await logIn(page, 'admin@vetrina.example', 'vetrina-admin')
  await page.goto(`/admin/orders/${orderId}`)
  await expect(page.getByRole('heading', { name: 'Rimborso' })).toBeVisible()
  const amount = page.getByLabel('Importo da rimborsare (€)')
  const full = await amount.inputValue()
  expect(Number(full)).toBeGreaterThan(0)
  await amount.fill('100000')
  await page.getByRole('button', { name: 'Rimborsa' }).click()
  await expect(page.getByText(/Inserisci un importo tra 0,01 €/)).toBeVisible()
  await amount.fill(full)
  await page.getByLabel(/Pezzi di nuovo in magazzino: Vaso Cilindro/).fill('1')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Rimborsa' }).click()
  await expect(page.getByRole('heading', { name: 'Rimborsi' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Rimborso' })).toHaveCount(0)
  await expect(page.locator('main')).toContainText('Rimborsato')
  const mail = await emailTo(email, 'rimborso')
  expect(mail).toContain(`#${orderId}`)
  await cpage.goto(`/order/${orderId}`)
  await expect(cpage.getByText('Rimborsato').first()).toBeVisible()
  await page.goto('/admin/orders?tab=closed')
  await expect(page.locator('table')).toContainText(`#${orderId}`)
  await customer.close()
})

test('withdrawal: a guest opens the link of the confirmation e-mail, confirms, gets the acknowledgement; the operator sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('withdraw')
  const guest = await browser.newContext()
  const gpage = await guest.newPage()
  const orderId = await paidOrder(gpage, email)
  const confirmation = await emailTo(email, 'conferma e riepilogo')
  const link = linkIn(confirmation, '/withdraw/')
  await gpage.goto(link.replace(/^https?:\/\/[^/]+/, ''))
  await expect(gpage.getByRole('heading', { name: 'Recesso dal contratto' })).toBeVisible()
  await expect(gpage.getByText(`#${orderId}`)).toBeVisible()
  await expect(gpage.getByLabel('Il tuo nome')).toHaveValue('Marta Verdi')
  await expect(gpage.getByLabel('E-mail per la conferma di ricezione')).toHaveValue(email)
  await expectNoAxeViolations(gpage)
  await gpage.getByRole('button', { name: 'Conferma recesso' }).click()
  await expect(gpage.getByText(/Recesso ricevuto il \d{2}\/\d{2}\/\d{4} alle \d{2}:\d{2}/)).toBeVisible()
  const ack = await emailTo(email, 'recesso ricevuto')
  expect(ack).toMatch(/il \d{2}\/\d{2}\/\d{4} alle \d{2}:\d{2}:\d{2}/)
  expect(ack).toContain('Vaso Cilindro')
  // A forged link opens nothing.
  await gpage.goto(`/withdraw/${orderId}?t=forged`)
  await expect(gpage.getByText('Questo link di recesso non è valido')).toBeVisible()
  await guest.close()

  await page.goto('/')
  await logIn(page, 'admin@vetrina.example', 'vetrina-admin')
  await page.goto(`/admin/orders/${orderId}`)
  await expect(page.getByRole('heading', { name: 'Recesso dal contratto' })).toBeVisible()
  await expect(page.locator('main')).toContainText('Marta Verdi')
  await expect(page.getByRole('heading', { name: 'Rimborso' })).toBeVisible()
})

test('withdrawal: a signed-in customer finds "Recedi dal contratto qui" on the order page (English too)', async ({
  page,
}) => {
  const email = uniqueEmail('withdraw-account')
  await signUp(page, email)
  const orderId = await paidOrder(page, email)
  await page.goto(`/order/${orderId}?lang=en`)
  await page.getByRole('link', { name: 'Withdraw from contract here' }).click()
  await expect(page.getByRole('heading', { name: 'Withdraw from the contract' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click()
  await expect(page.getByText(/Withdrawal received on/)).toBeVisible()
  await page.goto(`/order/${orderId}`)
  await expect(page.getByText('Withdrawn').first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Withdraw from contract here' })).toHaveCount(0)
})

test('withdrawal: the return page e-mails the link to the order address, and answers a wrong e-mail the same way', async ({
  page,
}) => {
  const email = uniqueEmail('withdraw-return')
  const orderId = await paidOrder(page, email)
  await page.goto('/return')
  await expect(page.getByRole('heading', { name: 'Recedi da un ordine' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel("Numero dell'ordine").fill(orderId)
  await page.getByLabel("E-mail dell'ordine").fill(`other-${email}`)
  await page.getByRole('button', { name: 'Inviami il link' }).click()
  await expect(page.getByText("Se il numero dell'ordine e l'e-mail corrispondono")).toBeVisible()
  await page.getByLabel("Numero dell'ordine").fill(orderId)
  await page.getByLabel("E-mail dell'ordine").fill(email.toUpperCase())
  await page.getByRole('button', { name: 'Inviami il link' }).click()
  await expect(page.getByText("Se il numero dell'ordine e l'e-mail corrispondono")).toBeVisible()
  const mail = await emailTo(email, 'Recedi dal tuo ordine')
  expect(countEmailsTo(`other-${email}`)).toBe(0)
  await page.goto(linkIn(mail, '/withdraw/').replace(/^https?:\/\/[^/]+/, ''))
  await expect(page.getByRole('button', { name: 'Conferma recesso' })).toBeVisible()
})
