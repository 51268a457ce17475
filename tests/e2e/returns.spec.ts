import fs from 'node:fs'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { emailIn, expectNoAxeViolations, logIn, uniqueEmail } from './helpers'
import { startSendcloudShop, type SendcloudShop } from './sendcloud-shop'

/**
 * Issue 55, returns: with return labels offered (carrier-settings) and Sendcloud's keys pointing at the local
 * fake of its API v3, a guest withdraws from a delivered order through the withdrawal link of the delivery
 * e-mail and downloads the return label (a PDF) from the confirmation — in Italian and in English; the
 * acknowledgement e-mail links the label; the operator sees the return on the order page. A shop of its own
 * (as the carriers journey): no other spec's shop knows Sendcloud.
 */
let sendcloud: SendcloudShop
let fake: SendcloudShop['fake']
let shop: SendcloudShop['shop']

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(600_000)
  sendcloud = await startSendcloudShop('returns', {
    italy: 'brt:standard',
    abroad: 'manual',
    pieceGrams: 700,
    returns: { offer: true, optionCode: 'poste_it:return' },
  })
  ;({ fake, shop } = sendcloud)
})

test.afterAll(async () => {
  await sendcloud?.stop()
})

const mailTo = (to: string, text: string) => emailIn(shop.dataDir, to, text)

/**
 * A guest buys one vase with the test card; the operator ships it with one click (Sendcloud) and the
 * carrier's signed "delivered" event delivers it. Returns the order id and the withdrawal link of the
 * delivery e-mail.
 */
async function deliveredOrder(browser: Browser, email: string): Promise<{ id: string; link: string }> {
  const context = await browser.newContext({ baseURL: shop.base })
  const page = await context.newPage()
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
  const id = (await page.getByText(/ID ordine: #\d+/).textContent())!.match(/#(\d+)/)![1]!
  await context.clearCookies()

  await logIn(page, 'admin@vetrina.example', 'vetrina-admin')
  await page.goto(`/admin/orders/${id}`)
  await page.getByRole('button', { name: 'Spedisci con BRT' }).click()
  await expect(page.getByRole('link', { name: 'Scarica etichetta (A6)' })).toBeVisible()
  const shipment = [...fake.shipments.values()].filter((s) => !s.id.startsWith('return-')).at(-1)!
  const event = fake.signedEvent(shipment.parcelId, 11)
  const hook = await fetch(`${shop.base}/api/carriers/sendcloud/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sendcloud-signature': event.signature },
    body: event.body,
  })
  expect(hook.status).toBe(200)
  await context.close()
  const mail = await mailTo(email, 'consegnato')
  const link = mail.match(/https?:\/\/[^\s"<>]+\/withdraw\/\d+\?t=[\w.%-]+/)![0]
  return { id, link }
}

/** Withdraws on the page the link opens (a guest), and downloads the return label from the confirmation. */
async function withdrawAndDownload(
  page: Page,
  url: string,
  names: { confirm: string; title: string; download: string },
) {
  await page.goto(url)
  await page.getByRole('button', { name: names.confirm }).click()
  const section = page.getByTestId('return-label')
  await expect(section.getByRole('heading', { name: names.title })).toBeVisible()
  await expectNoAxeViolations(page)
  const downloading = page.waitForEvent('download')
  await section.getByRole('link', { name: names.download }).click()
  const pdf = fs.readFileSync((await (await downloading).path())!, 'latin1')
  expect(pdf.startsWith('%PDF-')).toBe(true)
  expect(pdf).toContain('/MediaBox [0 0 595 842]')
}

test('a guest withdraws from a delivered order and downloads the return label (Italian); the operator sees the return', async ({
  browser,
}) => {
  test.setTimeout(420_000)
  const email = uniqueEmail('return-it')
  const { id, link } = await deliveredOrder(browser, email)
  const context = await browser.newContext({ baseURL: shop.base })
  const page = await context.newPage()
  const before = fake.returnRequests.length
  await withdrawAndDownload(page, new URL(link).pathname + new URL(link).search, {
    confirm: 'Conferma recesso',
    title: 'Etichetta di reso',
    download: 'Scarica l’etichetta di reso (PDF)',
  })
  // From the customer's address to the shop's, with the operator's return option.
  expect(fake.returnRequests.length).toBe(before + 1)
  const sent = fake.returnRequests.at(-1)!
  expect(sent.from_address).toMatchObject({ postal_code: '20154', city: 'Milano', country_code: 'IT' })
  expect(sent.ship_with.shipping_option_code).toBe('poste_it:return')
  await expect(page.getByText(/Codice di tracciamento del reso: 3SRET/)).toBeVisible()

  // The acknowledgement links the label; someone else's session gets 404 on it.
  const ack = await mailTo(email, '/return-label?t=')
  const labelLink = ack.match(/https?:\/\/[^\s"<>]+\/api\/orders\/\d+\/return-label\?t=[\w.%-]+/)![0]
  expect(labelLink).toContain(`/api/orders/${id}/return-label`)
  const stranger = await fetch(`${shop.base}/api/orders/${id}/return-label`)
  expect(stranger.status).toBe(404)
  const byMail = await fetch(labelLink.replace(/^https?:\/\/[^/]+/, shop.base))
  expect(byMail.status).toBe(200)
  expect(byMail.headers.get('content-type')).toBe('application/pdf')
  await context.close()

  // The operator's order page: the return made, with its tracking.
  const admin = await browser.newContext({ baseURL: shop.base })
  const adminPage = await admin.newPage()
  await adminPage.goto('/')
  await logIn(adminPage, 'admin@vetrina.example', 'vetrina-admin')
  await adminPage.goto(`/admin/orders/${id}`)
  await expect(adminPage.getByTestId('return-operator')).toContainText('Etichetta di reso creata (sendcloud)')
  await admin.close()
})

test('the same in English: the confirmation offers the return label', async ({ browser }) => {
  test.setTimeout(420_000)
  const { link } = await deliveredOrder(browser, uniqueEmail('return-en'))
  const context = await browser.newContext({ baseURL: shop.base })
  const page = await context.newPage()
  const url = new URL(link)
  await withdrawAndDownload(page, `${url.pathname}${url.search}&lang=en`, {
    confirm: 'Confirm withdrawal',
    title: 'Return label',
    download: 'Download the return label (PDF)',
  })
  await expect(page.getByText(/Return tracking code: 3SRET/)).toBeVisible()
  await context.close()
})
