import fs from 'node:fs'
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { startShop } from '../../scripts/shop-process.mjs'
import { startStripeFake } from '../support/stripe-fake.mjs'
import { expectNoAxeViolations, logIn, signUp, uniqueEmail } from './helpers'

/**
 * Issue 52: Stripe mode end to end. A shop of its own runs with Stripe's keys and STRIPE_API_BASE pointing at
 * a local fake of Stripe's API (tests/support/stripe-fake.mjs), driven by the shop's real SDK. The browser
 * checks out, lands on the fake's hosted page, pays; the fake sends the signed checkout.session.completed
 * (amount_total: what the session's lines add up to, as Stripe would charge) to the shop's webhook, and the
 * order is paid. A dealer's card order is charged its total with VAT; the operator refunds it through Stripe.
 */
const SECRET = 'whsec_vetrina_e2e_fake'
let fake: Awaited<ReturnType<typeof startStripeFake>>
let shop: Awaited<ReturnType<typeof startShop>>

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(600_000)
  fake = await startStripeFake()
  shop = await startShop({
    env: {
      DATABASE_URL: undefined,
      PAYLOAD_SECRET: 'e2e-stripe-fake',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '50',
      ALTCHA_COST: '200',
      ALTCHA_MAX_COUNTER: '500',
      STRIPE_SECRET_KEY: 'sk_test_vetrina_e2e',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_BASE: fake.base(),
    },
  })
  // Stripe's webhook endpoint for this account: the shop's.
  fake.webhook = { url: `${shop.base}/api/webhooks/stripe`, secret: SECRET }
})

test.afterAll(async () => {
  await shop?.stop()
  await fake?.close()
  if (shop) fs.rmSync(shop.dataDir, { recursive: true, force: true })
})

const contextOf = (browser: Browser): Promise<BrowserContext> => browser.newContext({ baseURL: shop.base })

async function addToCart(page: Page, slug: string, quantity: number) {
  await page.goto(`/shop/${slug}`)
  for (let i = 1; i < quantity; i++) await page.getByRole('button', { name: 'Aumenta la quantità' }).first().click()
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).first().click()
  await expect(page.getByTestId('cart-count')).toHaveText(String(quantity))
}

async function fillBilling(page: Page, email: string) {
  await page.getByLabel('Nome', { exact: true }).fill('Giulia')
  await page.getByLabel('Cognome').fill('Rossi')
  await page.getByLabel('Regione').selectOption('Veneto')
  await page.getByLabel('Città').fill('Treviso')
  await page.getByLabel('Indirizzo', { exact: true }).fill('Via Roma 1')
  await page.getByLabel('Email').fill(email)
}

/** Submits the checkout: the browser goes to the fake's hosted page of the session the shop opened. */
async function toStripe(page: Page, total: RegExp) {
  await expect(page.getByTestId('checkout-total')).toHaveText(total)
  await page.getByLabel('Ho letto e accetto i termini e le condizioni del sito').check()
  await page.getByRole('button', { name: 'Ordina e paga' }).click()
  await expect(page).toHaveURL(new RegExp(`^${fake.base()}/c/pay/cs_test_\\w+$`))
  const id = new URL(page.url()).pathname.split('/').pop()!
  return fake.session(id)!
}

/** The buyer pays on Stripe's page: the signed event reaches the shop first, then the browser its success page. */
async function payOnStripe(page: Page, session: { id: string; amount_total: number }) {
  await page.getByRole('button', { name: `Pay €${(session.amount_total / 100).toFixed(2)}` }).click()
  await expect(page.getByRole('heading', { name: 'Pagamento riuscito!' })).toBeVisible()
  const delivered = fake
    .deliveries()
    .filter((d) => d.type === 'checkout.session.completed')
    .at(-1)!
  expect(delivered.status).toBe(200)
  expect(JSON.parse(delivered.body)).toMatchObject({ received: true, result: 'paid' })
  return (await page.getByText(/ID ordine: #\d+/).textContent())!.match(/#(\d+)/)![1]!
}

test('a consumer pays through Stripe: the session charges what the checkout showed, the signed event makes it paid', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const context = await contextOf(browser)
  const page = await context.newPage()
  try {
    await addToCart(page, 'vaso-onda', 1)
    await page.goto('/checkout')
    await fillBilling(page, uniqueEmail('stripe-consumer'))
    await expectNoAxeViolations(page)
    const session = await toStripe(page, /^64,99\s€$/)
    expect(session).toMatchObject({ status: 'open', payment_status: 'unpaid', amount_total: 6499, currency: 'eur' })
    expect(session.line_items.data.map((l: { description: string }) => l.description)).toEqual([
      'Vaso Onda',
      'Spedizione',
    ])
    await expect(page.getByTestId('amount-total')).toHaveText('€64.99')
    await payOnStripe(page, session)
    expect(fake.session(session.id)).toMatchObject({ status: 'complete', payment_status: 'paid' })
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart') ?? '[]')).toBe('[]')
  } finally {
    await context.close()
  }
})

test('a dealer pays by card through Stripe: charged its total with VAT, paid, then refunded by the operator', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  const context = await contextOf(browser)
  const page = await context.newPage()
  const op = await (await contextOf(browser)).newPage()
  try {
    // A customer becomes a dealer (the operator's /cms REST): the seeded price list, 40 % off net of VAT.
    const email = uniqueEmail('stripe-dealer')
    await signUp(page, email)
    const rest = async (method: string, path: string, body?: unknown, token?: string) => {
      const res = await fetch(`${shop.base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
      expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true)
      return res.json()
    }
    const { token } = await rest('POST', '/cms/api/users/login', {
      email: 'admin@vetrina.example',
      password: 'vetrina-admin',
    })
    const user = (await rest('GET', `/cms/api/users?where[email][equals]=${email}`, undefined, token)).docs[0]
    const list = (await rest('GET', '/cms/api/price-lists?limit=1', undefined, token)).docs[0]
    await rest(
      'PATCH',
      `/cms/api/users/${user.id}`,
      {
        dealer: {
          status: 'active',
          priceList: list.id,
          company: 'Bottega Carta S.r.l.',
          country: 'IT',
          vatNumber: '01234567897',
          sdi: 'M5UXCR1',
        },
      },
      token,
    )

    // Six Vaso Onda at 29,02 net: 174,12 + 4,91 shipping = 179,03 + 39,39 VAT = 218,42.
    await addToCart(page, 'vaso-onda', 6)
    await page.goto('/checkout')
    await expect(page.getByTestId('trade-invoice')).toContainText('Bottega Carta S.r.l.')
    await fillBilling(page, email)
    const session = await toStripe(page, /^218,42\s€$/)
    expect(session.amount_total).toBe(21842)
    expect(
      session.line_items.data.map((l: { description: string; quantity: number; amount_total: number }) => [
        l.description,
        l.quantity,
        l.amount_total,
      ]),
    ).toEqual([
      ['Vaso Onda', 6, 17412],
      ['Spedizione', 1, 491],
      ['IVA 22%', 1, 3939],
    ])
    await expect(page.getByTestId('amount-total')).toHaveText('€218.42')
    const orderId = await payOnStripe(page, session)
    await page.goto('/orders')
    await expect(page.locator('table .status-paid')).toHaveText('Pagato')
    await expect(page.locator('table')).toContainText('218,42')

    // The operator refunds it in full: Stripe (the fake) refunds the payment and its signed refund.created
    // records the refund.
    await op.goto('/')
    await logIn(op, 'admin@vetrina.example', 'vetrina-admin')
    await op.goto(`/admin/orders/${orderId}`)
    const amount = op.getByLabel('Importo da rimborsare (€)')
    expect(Number((await amount.inputValue()).replace(',', '.'))).toBe(218.42)
    await op.getByRole('button', { name: 'Rimborsa' }).click()
    await expect(op.getByText('Rimborso richiesto')).toBeVisible()
    await expect.poll(() => fake.refunds().at(-1)?.amount).toBe(21842)
    await expect
      .poll(
        () =>
          fake
            .deliveries()
            .filter((d) => d.type === 'refund.created')
            .at(-1)?.body ?? '',
      )
      .toContain('"result":"refunded"')
    await page.goto(`/order/${orderId}`)
    await expect(page.locator('.status-refunded')).toHaveText('Rimborsato')
    await page.goto('/orders')
    await expect(page.locator('table .status-refunded')).toHaveText('Rimborsato')
  } finally {
    await op.context().close()
    await context.close()
  }
})
