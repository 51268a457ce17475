import { expect, test } from '@playwright/test'
import {
  adminToken,
  cmsLogin,
  countEmailsTo,
  emailTo,
  expectNoAxeViolations,
  holdScripts,
  linkIn,
  setLang,
  signUp,
  uniqueEmail,
} from './helpers'

// Runs after every other spec (the catalogue project in playwright.config.ts, after the settings spec): it puts the demo's sold-out
// candle back on sale for a while, which would change the shop's counts under the other specs.
const PRODUCT = 'candela-te-bianco'

async function productId(page: import('@playwright/test').Page): Promise<number> {
  const res = await page.request.get(`/cms/api/products?where[url][equals]=${PRODUCT}&depth=0`, {
    headers: { Authorization: `JWT ${await adminToken()}` },
  })
  return ((await res.json()) as { docs: { id: number }[] }).docs[0]!.id
}

const setStock = async (page: import('@playwright/test').Page, id: number, stock: number) => {
  // As the operator's form in /cms saves it (REST with the operator's token).
  const res = await page.request.patch(`/cms/api/products/${id}`, {
    headers: { Authorization: `JWT ${await adminToken()}` },
    data: { stock, instock: stock > 0 },
  })
  expect(res.status(), await res.text()).toBe(200)
}

test('back in stock: a guest (Italian, double opt-in), a customer (English, one click) and a visitor whose scripts have not run wait for the sold-out candle; the restock in /cms sends each exactly one e-mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const id = await productId(page)
  const guest = uniqueEmail('alert-guest')
  const customer = uniqueEmail('alert-customer')
  const noScript = uniqueEmail('alert-noscript')
  try {
    // A guest, in Italian: the form under the sold-out button, axe clean.
    await page.goto(`/shop/${PRODUCT}`)
    const form = page.getByRole('region', { name: 'Avvisami quando torna disponibile' })
    await expect(form).toBeVisible()
    await expect(page.getByRole('button', { name: 'Esaurito' }).first()).toBeDisabled()
    await expect(form.getByRole('link', { name: 'Informativa sulla privacy' })).toHaveAttribute('href', '/privacy')
    await expectNoAxeViolations(page, '.stock-alert')
    await form.getByLabel('Indirizzo email').fill(guest)
    await form.getByRole('button', { name: 'Avvisami' }).click()
    await expect(form.getByRole('status')).toHaveText(/Quasi fatto: ti abbiamo inviato un’email/)
    // (ASCII only: the helper reads the raw message, where accented letters are encoded.)
    const confirmation = await emailTo(guest, '/api/stock-alerts/confirm')
    expect(confirmation).toContain('Candela T')
    await page.goto(linkIn(confirmation, '/api/stock-alerts/confirm'))
    await expect(page.locator('main').getByRole('status')).toHaveText(
      'Avviso confermato: ti scriveremo una volta, appena torna disponibile.',
    )

    // A signed-in customer, in English: no address to type, no e-mail to confirm.
    const other = await (await browser.newContext()).newPage()
    await setLang(other, 'en')
    await signUp(other, customer)
    await other.goto(`/shop/${PRODUCT}`)
    const theirs = other.getByRole('region', { name: 'Tell me when it is back' })
    await expect(theirs).toContainText(`We will write once to ${customer}`)
    await expect(theirs.getByLabel('E-mail address')).toHaveCount(0)
    await theirs.getByRole('button', { name: 'Tell me' }).click()
    await expect(theirs.getByRole('status')).toHaveText(
      `Done: we will write to ${customer} once, as soon as it is back.`,
    )
    await expectNoAxeViolations(other, '.stock-alert')
    await other.context().close()

    // Before the page's scripts run (a slow phone): the plain form lands on the outcome page.
    const plain = await browser.newContext()
    const bare = await plain.newPage()
    const release = await holdScripts(bare)
    await bare.goto(`/shop/${PRODUCT}`, { waitUntil: 'domcontentloaded' })
    await bare.getByLabel('Indirizzo email').fill(noScript)
    await bare.getByRole('button', { name: 'Avvisami' }).click()
    await expect(bare).toHaveURL(/\/back-in-stock\?status=sent/)
    await expect(bare.locator('main').getByRole('status')).toContainText('Quasi fatto')
    release()
    await plain.close()

    // The operator sees who waits, on the product in /cms.
    const operator = await (await browser.newContext()).newPage()
    await cmsLogin(operator)
    await operator.goto(`/cms/collections/products/${id}`)
    await expect(operator.getByText('In attesa che torni disponibile').first()).toBeVisible({ timeout: 30_000 })
    await expect(operator.getByText(guest)).toBeVisible({ timeout: 15_000 })
    await expect(operator.getByText(customer)).toBeVisible()
    await operator.context().close()

    // Nobody writes alerts through the API, not even the operator.
    const forged = await page.request.post('/cms/api/stock-alerts', {
      headers: { Authorization: `JWT ${await adminToken()}` },
      data: { email: 'x@example.com', product: id, status: 'waiting', lang: 'it', token: 'a'.repeat(48) },
    })
    expect(forged.status()).toBe(403)

    // Back in stock: one e-mail each who confirmed (the unconfirmed visitor gets none).
    const before = [guest, customer, noScript].map(countEmailsTo)
    await setStock(page, id, 5)
    const back = await emailTo(guest, 'Ti scriviamo questa sola volta')
    expect(back).toContain(`/shop/${PRODUCT}?lang=it`)
    const backEn = await emailTo(customer, 'Back in stock: White Tea Candle')
    // A second change of stock sends nothing more.
    await setStock(page, id, 4)
    await page.waitForTimeout(3000)
    expect([guest, customer, noScript].map(countEmailsTo)).toEqual([before[0]! + 1, before[1]! + 1, before[2]])

    // The e-mail's link: the product, on sale, in the customer's language.
    await page.goto(linkIn(backEn, `/shop/${PRODUCT}`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('White Tea Candle')
    await expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeEnabled()
    await expect(page.getByRole('region', { name: 'Tell me when it is back' })).toHaveCount(0)
    // Its stop link ends the alert.
    await page.goto(linkIn(back, '/api/stock-alerts/stop'))
    await expect(page.locator('main').getByRole('status')).toHaveText(
      'Avviso annullato: non riceverai email per questo prodotto.',
    )
  } finally {
    await setStock(page, id, 0)
  }
})
