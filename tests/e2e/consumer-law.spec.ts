import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { pdfText } from '../support/pdf-text'
import {
  attachmentIn,
  emailTo,
  expectNoAxeViolations,
  logIn,
  MOBILE,
  paidOrder,
  PASSWORD,
  setLang,
  signUp,
  uniqueEmail,
} from './helpers'

test('terms of sale: a bilingual page with the contract, payment, withdrawal with the model form, legal guarantee and complaints', async ({
  page,
}) => {
  await page.goto('/')
  await page.locator('footer').getByRole('link', { name: 'Condizioni di vendita' }).click()
  await expect(page).toHaveURL(/\/terms$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Condizioni generali di vendita' })).toBeVisible()
  for (const h of [
    'Venditore',
    'Come si conclude il contratto',
    'Prezzi e IVA',
    'Pagamento',
    'Consegna',
    'Diritto di recesso',
    'Modulo di recesso tipo',
    'Garanzia legale di conformità',
    'Reclami e controversie',
  ])
    await expect(page.getByRole('heading', { level: 2, name: h, exact: true })).toBeVisible()
  await expect(page.locator('main')).toContainText('P.IVA 04123450266')
  await expect(page.locator('main')).toContainText('entro 2 anni dalla consegna')
  await expect(page.locator('main')).toContainText('carta di credito o di debito')
  await expectNoAxeViolations(page)
  await setLang(page, 'en')
  await page.goto('/terms')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of sale' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Legal guarantee of conformity' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Model withdrawal form' })).toBeVisible()
  await expectNoAxeViolations(page)
  // The mobile menu lists it too.
  await page.setViewportSize(MOBILE)
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Terms of sale' })).toHaveAttribute('href', '/terms')
})

test('the terms checkbox of the cart drawer and of the checkout open the terms in a new tab; cart and form stay', async ({
  page,
  context,
}) => {
  await page.goto('/shop/vaso-onda')
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).first().click()
  await page.getByRole('button', { name: 'Carrello, 1 articolo' }).click()
  const drawer = page.getByRole('dialog', { name: 'Carrello' })
  await expect(drawer).toBeVisible()
  const fromDrawer = context.waitForEvent('page')
  await drawer.getByRole('link', { name: /Leggi le condizioni di vendita/ }).click()
  const tab = await fromDrawer
  await expect(tab.getByRole('heading', { level: 1, name: 'Condizioni generali di vendita' })).toBeVisible()
  await tab.close()
  await expect(page.getByTestId('cart-count')).toHaveText('1')

  await page.goto('/checkout')
  await page.getByLabel('Nome', { exact: true }).fill('Lucia')
  await page.getByLabel('Ho letto e accetto i termini e le condizioni del sito').check()
  const fromCheckout = context.waitForEvent('page')
  await page.getByRole('link', { name: /Leggi le condizioni di vendita/ }).click()
  const tab2 = await fromCheckout
  await expect(tab2).toHaveURL(/\/terms$/)
  await tab2.close()
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Lucia')
  await expect(page.getByLabel('Ho letto e accetto i termini e le condizioni del sito')).toBeChecked()
  // Clicking the checkbox's own label still ticks and unticks it (the link is outside the label).
  await page.getByText('Ho letto e accetto i termini e le condizioni del sito').click()
  await expect(page.getByLabel('Ho letto e accetto i termini e le condizioni del sito')).not.toBeChecked()
  await expect(page.getByText('Metodi di pagamento: carte di credito e di debito')).toBeVisible()
})

test('accessibility statement: status, method, limitations, feedback contact, AgID procedure and date, both languages', async ({
  page,
}) => {
  await page.goto('/')
  await page.locator('footer').getByRole('link', { name: 'Dichiarazione di accessibilità' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dichiarazione di accessibilità' })).toBeVisible()
  for (const h of [
    'Stato di conformità',
    'Come è stato verificato',
    'Contenuti non accessibili',
    'Segnalazioni e contatti',
    'Procedura di attuazione',
    'Data della dichiarazione',
  ])
    await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible()
  await expect(page.locator('main')).toContainText('EN 301 549')
  await expect(page.locator('main')).toContainText('AgID')
  await expectNoAxeViolations(page)
  await setLang(page, 'en')
  await page.goto('/accessibility')
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Enforcement procedure' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('product safety: manufacturer, type and identifier on every product; candle pictograms and CLP where due', async ({
  page,
}) => {
  await page.goto('/shop/candela-notte-di-venezia')
  const block = page.getByTestId('product-safety')
  await expect(block.getByRole('heading', { name: 'Sicurezza del prodotto' })).toBeVisible()
  await expect(block).toContainText('Vetrina S.r.l., Via Cavour 12, 31029 Vittorio Veneto')
  await expect(block.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
  await expect(block).toContainText('Candela profumata in vetro')
  await expect(block).toContainText('VC-003')
  for (const name of [
    'Non lasciare mai incustodita una candela accesa.',
    'Tenere la candela accesa fuori dalla portata di bambini e animali.',
    'Tenere la candela accesa lontano da tutto ciò che può prendere fuoco.',
  ])
    await expect(block.getByRole('img', { name })).toBeVisible()
  await expect(block.getByRole('img', { name: /GHS07/ })).toBeVisible()
  await expect(block).toContainText('Attenzione')
  await expect(block).toContainText('H317 Può provocare una reazione allergica cutanea.')
  await expect(block).toContainText('cinnamaldeide')
  await expectNoAxeViolations(page)

  await setLang(page, 'en')
  await page.goto('/shop/candela-ambra-vaniglia')
  await expect(block.getByRole('heading', { name: 'Product safety' })).toBeVisible()
  await expect(block.getByRole('img', { name: 'Never leave a burning candle unattended.' })).toBeVisible()
  await expect(block).toContainText('EUH208 Contains coumarin. May produce an allergic reaction.')
  await expect(block.getByRole('img', { name: /GHS07/ })).toHaveCount(0)
  // A vase: the manufacturer and its own warnings, no candle pictograms.
  await page.goto('/shop/vaso-onda')
  await expect(block).toContainText('Glass vase')
  await expect(block).toContainText('Handmade glass: handle with care')
  await expect(block.getByRole('img')).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('the order confirmation e-mail carries the withdrawal information, the model form and the terms as a PDF', async ({
  page,
}) => {
  const email = uniqueEmail('terms-mail')
  await paidOrder(page, email)
  const mail = await emailTo(email, 'conferma e riepilogo')
  expect(mail).toContain('Modulo di recesso tipo')
  expect(mail).toContain('Destinatario: Vetrina S.r.l.')
  expect(mail).toMatch(/\/withdraw\/\d+\?t=/)
  const pdf = attachmentIn(mail, 'condizioni-di-vendita.pdf')
  const text = await pdfText(pdf)
  expect(text).toContain('Condizioni generali di vendita')
  expect(text).toContain('Modulo di recesso tipo')
  expect(text).toContain('Garanzia legale di conformit')
})

test('GDPR: the customer downloads their data, then deletes the account; the order stays for the operator', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('gdpr')
  await signUp(page, email, PASSWORD, 'Irene', 'Bianchi')
  const orderId = await paidOrder(page, email)
  await page.goto('/account-details')
  await expect(page.getByRole('heading', { name: 'I tuoi dati' })).toBeVisible()
  await expectNoAxeViolations(page)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Scarica i miei dati' }).click()
  const file = await (await download).path()
  const data = JSON.parse(fs.readFileSync(file, 'utf8'))
  expect(data.profile).toMatchObject({ email, firstName: 'Irene', lastName: 'Bianchi' })
  expect(data.orders.map((o: { id: number }) => String(o.id))).toContain(orderId)
  expect(JSON.stringify(data)).not.toMatch(/"(hash|salt)"/)

  // A wrong password deletes nothing and says why, in the page's language.
  await page.getByLabel('La tua password, per confermare').fill('not-my-password')
  await page.getByRole('button', { name: 'Elimina il mio account' }).click()
  await expect(page.getByRole('form', { name: 'Elimina il mio account' }).getByRole('alert')).toContainText(
    'La password attuale non è corretta.',
  )
  await page.getByLabel('La tua password, per confermare').fill(PASSWORD)
  await page.getByRole('button', { name: 'Elimina il mio account' }).click()
  await expect(page).toHaveURL(/\/account-deleted$/)
  await expect(page.getByRole('heading', { name: 'Account eliminato' })).toBeVisible()
  await expectNoAxeViolations(page)
  const mail = await emailTo(email, 'stato eliminato il')
  expect(mail).toContain('10 anni')
  // Signed out, and the old credentials no longer open anything.
  await page.goto('/account')
  await expect(page.getByRole('dialog', { name: 'Accedi o registrati' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Menu account' })).toHaveCount(0)
  const res = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } })
  expect(res.status()).toBe(401)

  // The operator still has the paid order, with its billing data.
  const operator = await (await browser.newContext()).newPage()
  await operator.goto('/')
  await logIn(operator, 'admin@vetrina.example', 'vetrina-admin')
  await operator.goto(`/admin/orders/${orderId}`)
  await expect(operator.locator('main')).toContainText(email)
  await expect(operator.locator('main')).toContainText('Marta')
  await operator.context().close()
})

test('the English account page offers "Download my data" and "Delete my account"', async ({ page }) => {
  await setLang(page, 'en')
  await signUp(page, uniqueEmail('gdpr-en'))
  await page.goto('/account-details')
  await expect(page.getByRole('link', { name: 'Download my data' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible()
  await expect(page.getByLabel('Your password, to confirm')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto('/account-deleted')
  await expect(page.getByRole('heading', { name: 'Account deleted' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the home video can be paused and played again', async ({ page }) => {
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Metti in pausa il video' })
  await expect(toggle).toBeVisible({ timeout: 15_000 })
  await toggle.click()
  await expect(page.getByRole('button', { name: 'Riproduci il video' })).toBeVisible()
  expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
})
