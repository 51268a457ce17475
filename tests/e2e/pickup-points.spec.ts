import { expect, test, type Page } from '@playwright/test'
import { emailIn, expectNoAxeViolations, logIn, uniqueEmail } from './helpers'
import { startSendcloudShop, type SendcloudShop } from './sendcloud-shop'

/**
 * Issue 55, pickup points and lockers (ADR 0043): "a shopper picks a locker by postcode and sees it on the
 * confirmation". A shop of its own with Sendcloud's keys and SENDCLOUD_API_URL at the local fake of its API
 * (as carriers.spec.ts); Italy ships with BRT and offers pickup points. Keyboard only for the new step, axe
 * clean on it, both languages, and the carrier out of reach: "choose home delivery".
 */
let sendcloud: SendcloudShop
let fake: SendcloudShop['fake']
let shop: SendcloudShop['shop']

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(600_000)
  sendcloud = await startSendcloudShop('pickup', {
    italy: 'brt:standard',
    abroad: 'manual',
    italyPickup: true,
    // The zone's option for pickup points (not the home one): the points searched are its carrier's.
    italyPickupOption: 'brt:fermopoint',
    pieceGrams: 700,
  })
  ;({ fake, shop } = sendcloud)
})

test.afterAll(async () => {
  await sendcloud?.stop()
})

async function toCheckout(page: Page, email: string, lang: 'it' | 'en' = 'it') {
  await page.context().addCookies([{ name: 'lang', value: lang, domain: new URL(shop.base).hostname, path: '/' }])
  await page.goto('/shop/vaso-cilindro-fume')
  await page
    .getByRole('button', { name: lang === 'it' ? 'Aggiungi al carrello' : 'Add to cart' })
    .first()
    .click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.goto('/checkout')
  const it = lang === 'it'
  await page.getByLabel(it ? 'Nome' : 'First name', { exact: true }).fill('Marta')
  await page.getByLabel(it ? 'Cognome' : 'Last name').fill('Verdi')
  await page.getByLabel(it ? 'Regione' : 'Region').selectOption('Lombardia')
  await page.getByLabel(it ? 'Città' : 'City', { exact: true }).fill('Milano')
  await page.getByLabel(it ? 'Indirizzo' : 'Address', { exact: true }).fill('Corso Como 1')
  await page.getByLabel(it ? 'CAP' : 'ZIP / postal code', { exact: true }).fill('20154')
  await page.getByLabel('Email').fill(email)
}

const mailTo = (to: string, text: string) => emailIn(shop.dataDir, to, text)

test('a shopper picks a locker by postcode, with the keyboard only, pays and sees it on the confirmation', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const context = await browser.newContext({ baseURL: shop.base })
  const page = await context.newPage()
  const email = uniqueEmail('pickup')
  await toCheckout(page, email)

  // Home delivery by default; the choice is a radio group with its legend.
  const delivery = page.getByRole('group', { name: 'Consegna' })
  await expect(delivery.getByRole('radio', { name: 'Al mio indirizzo' })).toBeChecked()
  // Keyboard only: into the group, the arrow moves the choice to the pickup point.
  await delivery.getByRole('radio', { name: 'Al mio indirizzo' }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(delivery.getByRole('radio', { name: 'A un punto di ritiro o locker' })).toBeChecked()
  await expect(page.getByText('I dati di fatturazione qui sopra servono comunque per la fattura.')).toBeVisible()

  // Paying without a point is refused, in the page's language.
  await page.getByLabel('Ho letto e accetto i termini e le condizioni del sito').check()
  await page.getByRole('button', { name: 'Ordina e paga' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Scegli un punto di ritiro' }).first()).toBeVisible()

  // The search: Tab to the field, type the postcode, Enter (no form in the form: Enter searches, never pays).
  await delivery.getByRole('radio', { name: 'A un punto di ritiro o locker' }).focus()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('CAP o città del punto di ritiro')).toBeFocused()
  await page.keyboard.type('20121')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('pickup-status')).toHaveText('3 punti di ritiro trovati vicino a 20121.')
  const list = page.getByRole('group', { name: 'Punti di ritiro vicino a 20121' })
  await expect(list.getByRole('radio')).toHaveCount(3)
  const locker = list.getByRole('radio', { name: /Locker Milano Centrale/ })
  await expect(list.locator('label').first()).toContainText('Piazza Duca d’Aosta 1, 20124 Milano')
  await expect(list.locator('label').first()).toContainText('a 350 m')
  await expect(list.locator('label').nth(1)).toContainText('Orari: lun–ven 08:30–19:30; sab 09:00–13:00')
  await expect(list.locator('label').nth(1)).toContainText('Negozio')
  await expectNoAxeViolations(page)

  // Keyboard: Tab from the button into the list, Space chooses the first point (the locker).
  await page.getByRole('button', { name: 'Cerca' }).focus()
  await page.keyboard.press('Tab')
  await expect(locker).toBeFocused()
  await page.keyboard.press('Space')
  await expect(locker).toBeChecked()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Ordina e paga' }).click()
  await page.getByLabel('Numero carta').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Paga' }).click()
  await expect(page.getByRole('heading', { name: 'Pagamento riuscito!' })).toBeVisible()
  const point = page.getByTestId('pickup-point')
  await expect(point).toContainText('Punto di ritiro')
  await expect(point).toContainText('Locker Milano Centrale · Locker')
  await expect(point).toContainText('Piazza Duca d’Aosta 1, 20124 Milano')
  const orderId = (await page.getByText(/ID ordine: #\d+/).textContent())!.match(/#(\d+)/)![1]

  // The confirmation e-mail names it; the operator's order page shows it; "ship" sends the parcel there.
  const mail = await mailTo(email, 'Locker Milano Centrale')
  expect(mail).toContain('Punto di ritiro')
  await logIn(page, 'admin@vetrina.example', 'vetrina-admin')
  await page.goto(`/admin/orders/${orderId}`)
  await expect(page.getByTestId('pickup-point')).toContainText('Locker Milano Centrale')
  await page.getByRole('button', { name: 'Spedisci con BRT' }).click()
  await expect(page.getByRole('link', { name: 'Scarica etichetta (A6)' })).toBeVisible()
  expect(fake.announcements.at(-1)!.to_service_point).toEqual({ id: '4100001' })
  expect(fake.announcements.at(-1)!.ship_with.properties.shipping_option_code).toBe('brt:fermopoint')
  await context.close()
})

test('in English; the carrier out of reach says "choose home delivery", and home delivery still pays', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const context = await browser.newContext({ baseURL: shop.base })
  const page = await context.newPage()
  await toCheckout(page, uniqueEmail('pickup-en'), 'en')
  const delivery = page.getByRole('group', { name: 'Delivery' })
  await delivery.getByRole('radio', { name: 'To a pickup point or locker' }).check()
  await page.getByLabel('Postcode or city of the pickup point').fill('Roma')
  fake.failNext = 500
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByTestId('pickup-status')).toHaveText('Pickup points unavailable, choose home delivery.')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByTestId('pickup-status')).toHaveText('2 pickup points found near Roma.')
  await expect(page.getByRole('group', { name: 'Pickup points near Roma' }).locator('label').nth(1)).toContainText(
    'Locker Roma Termini · Locker',
  )
  await expect(page.getByRole('group', { name: 'Pickup points near Roma' }).locator('label').first()).toContainText(
    'Opening hours: Mon–Fri 07:00–20:00; Sat 07:00–13:00',
  )
  await expectNoAxeViolations(page)
  // The place searched went to Sendcloud in a query string; the traces keep the call's path, never the place
  // (README "Traces": a span's URL is its path).
  const traces = async () =>
    ((await (await fetch(`http://127.0.0.1:${process.env.E2E_OTLP_PORT}/received`)).json()) as { body: string }[])
      .map((r) => r.body)
      .join('\n')
  await expect.poll(async () => (await traces()).includes('/service-points'), { timeout: 30_000 }).toBe(true)
  expect(await traces()).not.toMatch(/address_city=Roma|country_code=IT/)
  await delivery.getByRole('radio', { name: 'To my address' }).check()
  await page.getByLabel('I have read and agree to the website terms and conditions').check()
  await page.getByRole('button', { name: 'Place order and pay' }).click()
  await expect(page.getByLabel('Card number')).toBeVisible()
  await context.close()
})
