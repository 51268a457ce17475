import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { MOBILE, setLang, uniqueEmail } from './helpers'

// The README's screenshots (docs/screenshots): home, shop, product, cart drawer, checkout and success
// page, both languages, desktop and phone. Runs with the suite, so the pictures can always be made;
// `npm run screenshots` rewrites the committed ones.
const OUT = process.env.SCREENSHOTS_DIR ?? path.join('test-results', 'screenshots')
const DESKTOP = { width: 1280, height: 800 }

async function shot(page: Page, name: string) {
  // Pictures decoded, fonts loaded, nothing moving.
  await page.evaluate(() => document.fonts.ready)
  await page.waitForLoadState('networkidle')
  const png = await page.screenshot({ animations: 'disabled' })
  const file = path.join(OUT, `${name}.webp`)
  fs.mkdirSync(OUT, { recursive: true })
  await sharp(png).webp({ quality: 70 }).toFile(file)
  expect(fs.statSync(file).size).toBeGreaterThan(2_000)
}

for (const lang of ['it', 'en'] as const) {
  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    test(`screenshots: ${lang}, ${device}`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.setViewportSize(viewport)
      await setLang(page, lang)
      // The brand fonts are `display: optional`: a first visit may paint without them; a returning one has them.
      await page.goto('/')
      await page.evaluate(() => document.fonts.ready)
      const t = lang === 'it' ? { add: 'Aggiungi al carrello', cart: 'Carrello' } : { add: 'Add to cart', cart: 'Cart' }
      await page.goto('/')
      await page.evaluate(() => window.scrollTo(0, 0))
      await shot(page, `${lang}-${device}-home`)
      await page.goto('/shop')
      await shot(page, `${lang}-${device}-shop`)
      await page.goto('/shop/bottiglia-murano-blu')
      await shot(page, `${lang}-${device}-product`)
      await page.locator('.purchase').getByRole('button', { name: t.add }).click()
      await page.getByRole('button', { name: new RegExp(`^${t.cart}, 1 `) }).click()
      const drawer = page.getByRole('dialog', { name: t.cart })
      await expect(drawer).toBeVisible()
      await shot(page, `${lang}-${device}-cart`)
      await page.goto('/checkout')
      const email = uniqueEmail('screens')
      await page.getByLabel(lang === 'it' ? 'Nome' : 'First name', { exact: true }).fill('Giulia')
      await page.getByLabel(lang === 'it' ? 'Cognome' : 'Last name').fill('Rossi')
      await page.getByLabel(lang === 'it' ? 'Regione' : 'Region').selectOption('Veneto')
      await page.getByLabel(lang === 'it' ? 'Città' : 'City').fill('Treviso')
      await page.getByLabel(lang === 'it' ? 'Indirizzo' : 'Address', { exact: true }).fill('Via Roma 1')
      await page.getByLabel(lang === 'it' ? 'Telefono' : 'Phone').fill('+39 0422 000000')
      await page.getByLabel('Email').fill(email)
      await shot(page, `${lang}-${device}-checkout`)
      await page
        .getByLabel(
          lang === 'it'
            ? 'Ho letto e accetto i termini e le condizioni del sito'
            : 'I have read and agree to the website terms and conditions',
        )
        .check()
      await page.getByRole('button', { name: lang === 'it' ? 'Ordina e paga' : 'Place order and pay' }).click()
      await page.getByLabel(lang === 'it' ? 'Numero carta' : 'Card number').fill('4242 4242 4242 4242')
      await page.getByRole('button', { name: lang === 'it' ? 'Paga' : 'Pay' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page).toHaveURL(/\/success/)
      await shot(page, `${lang}-${device}-success`)
    })
  }
}
