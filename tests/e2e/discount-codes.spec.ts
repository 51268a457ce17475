import fs from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import {
  adminToken,
  downloadEInvoice,
  expectNoAxeViolations,
  expectValidFatturaPA,
  logIn,
  placeOrder,
  setLang,
  uniqueEmail,
} from './helpers'

// Issue 38, discount codes. The demo seeds BENVENUTO10: 10% off from 30 € spent, once per customer.
const auth = async () => ({ Authorization: `JWT ${await adminToken()}` })
const tag = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`

async function makeCode(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post('/cms/api/discount-codes', {
    headers: await auth(),
    data: { kind: 'percent', percent: 10, ...data },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { doc: { id: number; code: string } }).doc
}

async function productId(request: APIRequestContext, slug: string): Promise<string> {
  const res = await request.get(`/cms/api/products?where[url][equals]=${slug}&depth=0&limit=1`, {
    headers: await auth(),
  })
  return String(((await res.json()) as { docs: { id: number }[] }).docs[0]!.id)
}

/** A guest's checkout through the shop's own endpoint (pending: it holds the code's use). */
async function pendingWithCode(request: APIRequestContext, code: string, email: string) {
  const res = await request.post('/api/create-checkout-session', {
    data: {
      cart: [{ id: await productId(request, 'vaso-onda'), quantity: 1, sets: '', fragrance: '' }],
      billingData: {
        firstName: 'Lia',
        lastName: 'Neri',
        country: 'Italy',
        state: 'Lombardia',
        city: 'Milano',
        address: 'Via Roma 1',
        zip: '20100',
        phone: '',
        email,
        invoice: 'no',
      },
      code,
    },
  })
  expect(res.status(), await res.text()).toBe(200)
}

async function typeCode(page: Page, label: string, apply: string, code: string) {
  await page.getByLabel(label).fill(code)
  await page.getByRole('button', { name: apply, exact: true }).click()
}

test('every refusal in both languages says why, at the cart and at checkout; an accepted code shows its discount', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const t = tag()
  const soon = await makeCode(page.request, {
    code: `presto-${t}`,
    starts: new Date(Date.now() + 86_400_000).toISOString(),
  })
  const past = await makeCode(page.request, { code: `PASSATO-${t}`, ends: new Date(Date.now() - 60_000).toISOString() })
  const candles = await makeCode(page.request, { code: `CANDELE-${t}`, categories: ['Candele'] })
  const one = await makeCode(page.request, { code: `UNO-${t}`, maxUses: 1 })
  const once = await makeCode(page.request, { code: `UNAVOLTA-${t}`, maxPerCustomer: 1 })
  // The /cms form keeps what the operator typed in capitals.
  expect(soon.code).toBe(`PRESTO-${t}`)
  await pendingWithCode(page.request, one.code, uniqueEmail('code-one'))
  const usedBy = uniqueEmail('code-once')
  await pendingWithCode(page.request, once.code, usedBy)

  await page.goto('/shop/vaso-bolla-mini')
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).first().click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  const cases = {
    it: {
      label: 'Codice sconto',
      apply: 'Applica',
      refusals: [
        [`NOPE-${t}`, `Il codice NOPE-${t} non esiste.`],
        [soon.code.toLowerCase(), `Il codice ${soon.code} non è ancora valido.`],
        [past.code, `Il codice ${past.code} è scaduto.`],
        [one.code, `Il codice ${one.code} è esaurito.`],
        ['benvenuto10', 'Il codice BENVENUTO10 vale per una spesa di almeno 30,00 €.'],
        [candles.code, `Il codice ${candles.code} non vale per i prodotti nel carrello.`],
      ],
      applied: 'Codice BENVENUTO10 applicato. −3,70 €',
      discount: 'Sconto (BENVENUTO10)',
      already: `Hai già usato il codice ${once.code}.`,
      missing: 'Aggiungi 71,19 € per la spedizione gratuita',
    },
    en: {
      label: 'Discount code',
      apply: 'Apply',
      refusals: [
        [`NOPE-${t}`, `The code NOPE-${t} does not exist.`],
        [soon.code, `The code ${soon.code} is not valid yet.`],
        [past.code, `The code ${past.code} has expired.`],
        [one.code, `The code ${one.code} has been used up.`],
        ['BENVENUTO10', 'The code BENVENUTO10 needs a spend of at least 30,00 €.'],
        [candles.code, `The code ${candles.code} does not apply to the products in your cart.`],
      ],
      applied: 'Code BENVENUTO10 applied. −3,70 €',
      discount: 'Discount (BENVENUTO10)',
      already: `You have already used the code ${once.code}.`,
      missing: 'Add 71,19 € for free shipping',
    },
  } as const
  for (const lang of ['it', 'en'] as const) {
    const c = cases[lang]
    await setLang(page, lang)
    await page.goto('/cart')
    // 18,50 €: the standing offer ships free from 89,69 €, and the cart says what is missing.
    await expect(page.getByTestId('to-free-shipping')).toHaveText(c.missing.replace(/ €/g, '\u00a0€'))
    for (const [typed, message] of c.refusals) {
      await typeCode(page, c.label, c.apply, typed)
      await expect(page.getByTestId('code-error')).toHaveText(message.replace(/ €/g, '\u00a0€'))
      await expect(page.getByLabel(c.label)).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByTestId('cart-discount')).toHaveCount(0)
    }
    // Two pieces: 37,00 € spent, the code applies; 10% = 3,70 €.
    await page
      .locator('table')
      .getByRole('button', { name: /Aumenta|Increase/ })
      .click()
    await typeCode(page, c.label, c.apply, 'benvenuto10')
    await expect(page.getByTestId('code-applied')).toContainText(c.applied.replace(/ €/g, '\u00a0€'))
    await expect(page.getByTestId('cart-discount')).toHaveText('−3,70\u00a0€')
    await expect(page.locator('aside')).toContainText(c.discount)
    await expectNoAxeViolations(page)
    // Back to one piece for the next language.
    await page
      .locator('table')
      .getByRole('button', { name: /Diminuisci|Decrease/ })
      .click()
    await expect(page.getByTestId('code-error')).toContainText('30,00')
  }

  // Already used by this e-mail: the checkout says so (a guest is known by the address).
  await setLang(page, 'it')
  await page.goto('/cart')
  await typeCode(page, 'Codice sconto', 'Applica', once.code)
  await expect(page.getByTestId('code-applied')).toBeVisible()
  await page.goto('/checkout')
  await page.getByLabel('Nome', { exact: true }).fill('Lia')
  await page.getByLabel('Cognome').fill('Neri')
  await page.getByLabel('Regione').selectOption('Lombardia')
  await page.getByLabel('Città').fill('Milano')
  await page.getByLabel('Indirizzo', { exact: true }).fill('Via Roma 1')
  await page.getByLabel('Email').fill(usedBy.toUpperCase())
  await page.getByLabel('Ho letto e accetto i termini e le condizioni del sito').check()
  await page.getByRole('button', { name: 'Ordina e paga' }).click()
  await expect(page.locator('.form-alert[role="alert"]')).toHaveText(cases.it.already)
  await expect(page).toHaveURL(/\/checkout/)
})

test('BENVENUTO10 from the cart to the e-invoice: equal totals everywhere, and a refund of the discounted line gets its credit note', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const email = uniqueEmail('benvenuto')
  // Vaso Cilindro Fumé, 45,00 €: 10% = 4,50 €; 40,50 € + 5,99 € shipping = 46,49 €.
  await page.goto('/shop/vaso-cilindro-fume')
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).first().click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.goto('/cart')
  await typeCode(page, 'Codice sconto', 'Applica', ' Benvenuto10 ')
  await expect(page.getByTestId('cart-discount')).toHaveText('−4,50\u00a0€')
  await placeOrder(page, email, {
    invoice: true,
    slug: null,
    beforePay: async () => {
      for (const [id, text] of [
        ['checkout-subtotal', '45,00'],
        ['checkout-discount', '−4,50'],
        ['checkout-shipping', '5,99'],
        ['checkout-total', '46,49'],
      ])
        await expect(page.getByTestId(id)).toHaveText(`${text}\u00a0€`)
      await expect(page.getByTestId('code-applied')).toBeVisible()
      await expectNoAxeViolations(page)
    },
  })
  await expect(page.getByTestId('pay-amount')).toHaveText('46,49\u00a0€')
  await page.getByLabel('Numero carta').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Paga' }).click()
  await expect(page.getByRole('heading', { name: 'Pagamento riuscito!' })).toBeVisible()
  await expect(page.getByTestId('invoice-discount')).toHaveText('−4,50\u00a0€')
  await expect(page.getByTestId('invoice-total')).toHaveText('46,49\u00a0€')
  const orderId = (await page.getByText(/ID ordine: #\d+/).textContent())!.match(/#(\d+)/)![1]
  // The code is spent for this browser: the next cart starts without it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('discountCode'))).toBeNull()

  const operator = await (await browser.newContext()).newPage()
  await operator.goto('/')
  await logIn(operator, 'admin@vetrina.example', 'vetrina-admin')
  await operator.goto(`/admin/orders/${orderId}`)
  await expect(operator.locator('main')).toContainText('Sconto (BENVENUTO10)')
  // /cms in Italian: the code with its uses, and its orders listed on it.
  const codeId = (
    (await (
      await operator.request.get('/cms/api/discount-codes?where[code][equals]=BENVENUTO10&depth=0', {
        headers: await auth(),
      })
    ).json()) as { docs: { id: number; uses: number }[] }
  ).docs[0]!
  expect(codeId.uses).toBeGreaterThanOrEqual(1)
  await operator.goto(`/cms/collections/discount-codes/${codeId.id}`)
  await expect(operator.getByText('Ordini con questo codice').first()).toBeVisible({ timeout: 30_000 })
  await expect(operator.getByText('Utilizzi per cliente').first()).toBeVisible()
  await expect(operator.locator('table').getByText(orderId, { exact: true }).first()).toBeVisible({ timeout: 30_000 })
  const xmlRes = await operator.request.get(`/api/admin/orders/${orderId}/fatturapa`)
  expect(xmlRes.status()).toBe(200)
  const xml = await xmlRes.text()
  expect(xml).toContain('<ScontoMaggiorazione><Tipo>SC</Tipo><Importo>3.69</Importo></ScontoMaggiorazione>')
  expect(xml).toContain('<PrezzoTotale>33.20</PrezzoTotale>')
  expect(xml).toContain('<ImportoTotaleDocumento>46.49</ImportoTotaleDocumento>')
  const file = `${test.info().outputPath('discounted.xml')}`
  fs.writeFileSync(file, xml)
  expectValidFatturaPA(file)

  // The line was paid 40,50 €: the refund form says so, and its credit note is for exactly that.
  await operator.goto(`/admin/orders/${orderId}`)
  await expect(operator.getByTestId('line-paid')).toHaveText('(riga pagata 40,50\u00a0€)')
  await operator.getByLabel('Importo da rimborsare (€)').fill('40.50')
  await operator.getByRole('button', { name: 'Rimborsa' }).click()
  await expect(operator.getByRole('heading', { name: 'Rimborsi' })).toBeVisible()
  const { file: noteFile, xml: noteXml } = await downloadEInvoice(
    operator,
    'Scarica la nota di credito (XML FatturaPA)',
  )
  expectValidFatturaPA(noteFile)
  expect(noteXml).toContain('<TipoDocumento>TD04</TipoDocumento>')
  expect(noteXml).toContain('<ImportoTotaleDocumento>40.50</ImportoTotaleDocumento>')
  await operator.context().close()
})
