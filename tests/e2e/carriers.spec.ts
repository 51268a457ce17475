import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { emailIn, expectNoAxeViolations, logIn, uniqueEmail } from './helpers'
import { startSendcloudShop, type SendcloudShop } from './sendcloud-shop'

/**
 * Issue 55: shipping through Sendcloud end to end. A shop of its own runs with Sendcloud's keys and
 * SENDCLOUD_API_URL pointing at a local fake of its API v3 (tests/support/sendcloud-fake.mjs); every other
 * spec's shop has no keys and ships by hand, as before. The operator sets Italy to a Sendcloud option in
 * carrier-settings, ships a paid order with one click and downloads its label; the customer's e-mail has
 * the tracking link; a signed "delivered" event marks the order delivered, an unsigned one is refused.
 */
let sendcloud: SendcloudShop
let fake: SendcloudShop['fake']
let shop: SendcloudShop['shop']

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(600_000)
  sendcloud = await startSendcloudShop('sendcloud', { italy: 'brt:standard', abroad: 'manual', pieceGrams: 700 })
  ;({ fake, shop } = sendcloud)
})

test.afterAll(async () => {
  await sendcloud?.stop()
})

/** A guest buys one vase with the test card (the postcode given: the carrier needs it). */
async function paidOrder(page: Page, email: string): Promise<string> {
  await page.goto('/shop/vaso-cilindro-fume')
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).first().click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.goto('/checkout')
  await page.getByLabel('Nome', { exact: true }).fill('Marta')
  await page.getByLabel('Cognome').fill('Verdi')
  await page.getByLabel('Regione').selectOption('Lombardia')
  await page.getByLabel('Città').fill('Milano')
  await page.getByLabel('Indirizzo', { exact: true }).fill('Corso Como 1')
  await page.getByLabel('CAP').fill('20154')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Ho letto e accetto i termini e le condizioni del sito').check()
  await page.getByRole('button', { name: 'Ordina e paga' }).click()
  await page.getByLabel('Numero carta').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Paga' }).click()
  await expect(page.getByRole('heading', { name: 'Pagamento riuscito!' })).toBeVisible()
  return (await page.getByText(/ID ordine: #\d+/).textContent())!.match(/#(\d+)/)![1]
}

const mailTo = (to: string, text: string) => emailIn(shop.dataDir, to, text)

test('the operator ships with one click and downloads the label; the carrier’s signed events mark it delivered', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const context = await browser.newContext({ baseURL: shop.base })
  const page = await context.newPage()
  const email = uniqueEmail('sendcloud')
  const orderId = await paidOrder(page, email)

  await logIn(page, 'admin@vetrina.example', 'vetrina-admin')
  await page.goto(`/admin/orders/${orderId}`)
  await expect(page.getByLabel('Codice di tracciamento')).toHaveCount(0)
  await page.getByRole('button', { name: 'Spedisci con BRT' }).click()
  await expect(page.getByRole('link', { name: 'Scarica etichetta (A6)' })).toBeVisible()
  await expectNoAxeViolations(page)

  // The announcement: the address with its postcode, the parcel's weight, the zone's option.
  const sent = fake.announcements.at(-1)!
  expect(sent.to_address).toMatchObject({ postal_code: '20154', city: 'Milano', country_code: 'IT' })
  expect(sent.ship_with.properties.shipping_option_code).toBe('brt:standard')
  const shipment = [...fake.shipments.values()].at(-1)!

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Scarica etichetta (A6)' }).click()
  const label = fs.readFileSync((await (await downloading).path())!, 'latin1')
  expect(label.startsWith('%PDF-')).toBe(true)
  expect(label).toContain('/MediaBox [0 0 298 420]')

  // The customer's e-mail carries the carrier's tracking link.
  const tracking = (await page
    .locator('main a[href*="tracking.eu-central-1-0.sendcloud.sc"]')
    .first()
    .getAttribute('href'))!
  const mail = await mailTo(email, 'sendcloud.sc')
  expect(mail).toContain(new URL(tracking).searchParams.get('code')!)

  // An unsigned event is refused and changes nothing; the signed "delivered" one marks it delivered.
  const event = fake.signedEvent(shipment.parcelId, 11)
  const hook = `${shop.base}/api/carriers/sendcloud/webhook`
  const unsigned = await fetch(hook, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: event.body,
  })
  expect(unsigned.status).toBe(401)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Segna consegnato' })).toBeVisible()
  const signed = await fetch(hook, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sendcloud-signature': event.signature },
    body: event.body,
  })
  expect(signed.status).toBe(200)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Segna consegnato' })).toHaveCount(0)
  await expect(page.getByTestId('shipment-status')).toHaveText('Stato della spedizione: Consegnata')
  await mailTo(email, 'consegnato')
  await context.close()
})

test('the privacy page names Sendcloud as a processor when its keys are set, in Italian and English', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: shop.base })
  const page = await context.newPage()
  await page.goto('/privacy?lang=it')
  const it = page.getByTestId('carrier-processor')
  await expect(it.getByRole('heading', { name: 'Spedizioni tramite Sendcloud' })).toBeVisible()
  await expect(it).toContainText('Sendcloud B.V.')
  await expect(it).toContainText('responsabile del trattamento')
  await page.goto('/privacy?lang=en')
  const en = page.getByTestId('carrier-processor')
  await expect(en.getByRole('heading', { name: 'Shipping through Sendcloud' })).toBeVisible()
  await expect(en).toContainText('our processor under article 28 of the GDPR')
  await context.close()
})
