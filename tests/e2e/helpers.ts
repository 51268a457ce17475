import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'

export const MOBILE = { width: 390, height: 844 }
/** The year in Rome, as the shop counts its invoices' series (between 23:00 and 24:00 UTC on 31 December it is already the next). */
export const romeYear = () =>
  new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' }).format(new Date())

/** Switches the page language the way the language switch keeps it: cookie `lang` and localStorage `language`. */
export async function setLang(page: Page, lang: 'it' | 'en') {
  const url = new URL(process.env.E2E_BASE ?? `http://127.0.0.1:${process.env.E2E_PORT}`)
  await page.context().addCookies([{ name: 'lang', value: lang, domain: url.hostname, path: '/' }])
  await page.addInitScript((l) => localStorage.setItem('language', l), lang)
}

/**
 * axe with WCAG 2.x A/AA rules: no violations allowed — in the whole page, or in the part `include`
 * selects (the shop's own components inside Payload's admin, whose own controls are Payload's).
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // Next streams a page's metadata: its <title> can land just after the load event.
  await page.waitForFunction(() => document.title !== '')
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
  const results = await (include ? builder.include(include) : builder).analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  )
  expect(summary).toEqual([])
}

const outboxDir = () => path.join(process.env.E2E_DATA_DIR!, 'outbox')

/** The newest e-mail in the outbox sent to `to` (optionally whose text contains `containing`), waiting for it to arrive. */
export async function emailTo(to: string, containing?: string): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      () => {
        const dir = outboxDir()
        if (!fs.existsSync(dir)) return false
        const files = fs.readdirSync(dir).sort().reverse()
        for (const f of files) {
          const text = fs.readFileSync(path.join(dir, f), 'utf8')
          const decoded = decodeQuotedPrintable(text)
          if (
            new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(text) &&
            (!containing || decoded.includes(containing))
          ) {
            found = decoded
            return true
          }
        }
        return false
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return found!
}

export const countEmailsTo = (to: string): number => {
  const dir = outboxDir()
  if (!fs.existsSync(dir)) return 0
  return fs
    .readdirSync(dir)
    .filter((f) =>
      new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(fs.readFileSync(path.join(dir, f), 'utf8')),
    ).length
}

/** The newest e-mail in the outbox of a shop of its own (its DATA_DIR) to `to` containing `text`, decoded. */
export async function emailIn(dataDir: string, to: string, text: string): Promise<string> {
  let found = ''
  await expect
    .poll(() => {
      const dir = path.join(dataDir, 'outbox')
      if (!fs.existsSync(dir)) return false
      for (const f of fs.readdirSync(dir).sort().reverse()) {
        const eml = decodeQuotedPrintable(fs.readFileSync(path.join(dir, f), 'utf8'))
        if (eml.includes(to) && eml.includes(text)) {
          found = eml
          return true
        }
      }
      return false
    })
    .toBe(true)
  return found
}

function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)))
}

/** First link in an e-mail that contains `part`. */
export function linkIn(email: string, part: string): string {
  const m = email.match(new RegExp(`https?://[^\\s"<>]*${part.replace(/[?]/g, '\\?')}[^\\s"<>]*`))
  if (!m) throw new Error(`no link with ${part} in e-mail`)
  return m[0].replace(/&amp;/g, '&')
}

let seq = 0
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${process.pid}-${++seq}@example.com`

export const PASSWORD = 'candles-and-glass-1'

/** Signs up through the storefront modal (the visitor ends up signed in). */
export async function signUp(page: Page, email: string, password = PASSWORD, first = 'Giulia', last = 'Rossi') {
  await page.goto('/')
  await openLogin(page)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /Registrati|Sign up/ }).click()
  await dialog.getByLabel(/^(Nome|First name)$/).fill(first)
  await dialog.getByLabel(/^(Cognome|Last name)$/).fill(last)
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password').fill(password)
  await dialog.getByRole('button', { name: /^(Crea account|Create Account)$/ }).click()
  await expect(dialog).toBeHidden()
}

export async function openLogin(page: Page) {
  const desktop = page.locator('header .desktop-only').getByRole('button', { name: /^(Accedi|Login)$/ })
  if (await desktop.isVisible()) await desktop.click()
  else
    await page
      .getByRole('navigation', { name: /Collegamenti rapidi|Quick links/ })
      .getByRole('button', { name: /Accedi|Login/ })
      .click()
  await expect(page.getByRole('dialog')).toBeVisible()
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await openLogin(page)
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password').fill(password)
  await dialog.getByRole('button', { name: /^(Accedi|Log In)$/ }).click()
  await expect(dialog).toBeHidden()
}

/** Signs out from the account menu (Italian pages), back on the home page. */
export async function logOut(page: Page) {
  await page.goto('/account')
  await page.getByRole('navigation', { name: 'Menu account' }).getByRole('button', { name: 'Esci' }).click()
  await expect(page.getByRole('navigation', { name: 'Menu account' })).toBeHidden()
  await page.goto('/')
}

/** The operator's API token (Payload REST, from the global setup), for preparing data like orders. */
export async function adminToken(_request?: unknown): Promise<string> {
  return process.env.E2E_ADMIN_TOKEN!
}

/** The operator signs in to /cms (the seeded account). */
export async function cmsLogin(page: Page) {
  await page.goto('/cms/login')
  await page.getByLabel(/email/i).fill('admin@vetrina.example')
  await page.getByLabel(/password/i).fill('vetrina-admin')
  await page.getByRole('button', { name: /login|accedi/i }).click()
  await expect(page).toHaveURL(/\/cms\/?$/, { timeout: 30_000 })
}

/** One product in the cart, the checkout form filled in, up to the test payment page. */
export async function placeOrder(
  page: Page,
  email: string,
  {
    invoice = false as boolean | 'person' | 'pec',
    slug = 'vaso-cilindro-fume' as string | null,
    beforePay = undefined as (() => Promise<void>) | undefined,
  } = {},
) {
  // slug null: the cart is ready already.
  if (slug) {
    await page.goto(`/shop/${slug}`)
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).first().click()
    await expect(page.getByTestId('cart-count')).toHaveText('1')
  }
  await page.goto('/checkout')
  await page.getByLabel('Nome', { exact: true }).fill('Marta')
  await page.getByLabel('Cognome').fill('Verdi')
  await page.getByLabel('Regione').selectOption('Lombardia')
  await page.getByLabel('Città').fill('Milano')
  await page.getByLabel('Indirizzo', { exact: true }).fill('Corso Como 1')
  await page.getByLabel('Telefono').fill('+39 02 1234567')
  await page.getByLabel('Email').fill(email)
  if (invoice === 'person') {
    await page.getByLabel('Ti serve la fattura?').selectOption('yes')
    await page.getByRole('radio', { name: 'Privato' }).check()
    await page.getByLabel('Codice fiscale').fill('vrdmrt80a41f205q')
  } else if (invoice) {
    await page.getByLabel('Ti serve la fattura?').selectOption('yes')
    await page.getByLabel('Ragione sociale').fill('Bottega Verdi S.n.c.')
    await page.getByLabel('P.IVA').fill('01234567897')
    // A company may give only its PEC (no recipient code): the e-invoice is delivered there.
    if (invoice === 'pec') await page.getByLabel('PEC').fill('bottega.verdi@pec.it')
    else await page.getByLabel('Codice SDI').fill('M5UXCR1')
  }
  await page.getByLabel('Ho letto e accetto i termini e le condizioni del sito').check()
  await beforePay?.()
  await page.getByRole('button', { name: 'Ordina e paga' }).click()
  await expect(page).toHaveURL(/\/pay\/test\/cs_test_/)
}

export async function paidOrder(
  page: Page,
  email: string,
  { invoice = false as boolean | 'person' | 'pec' } = {},
): Promise<string> {
  await placeOrder(page, email, { invoice })
  await page.getByLabel('Numero carta').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Paga' }).click()
  await expect(page.getByRole('heading', { name: 'Pagamento riuscito!' })).toBeVisible()
  // The success page empties the browser's cart once it runs (after hydration).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart') ?? '[]')).toBe('[]')
  return (await page.getByText(/ID ordine: #\d+/).textContent())!.match(/#(\d+)/)![1]
}

/** The content of an e-mail's attachment named `filename` (base64 MIME part). */
export function attachmentIn(eml: string, filename: string): Buffer {
  // The part's last header (Content-Disposition) names it; its body follows the blank line.
  const at = eml.lastIndexOf(filename)
  const body = at < 0 ? null : eml.slice(at).match(/\r?\n\r?\n([\s\S]*?)(\r?\n--|$)/)
  if (!body) throw new Error(`no attachment ${filename} in e-mail`)
  return Buffer.from(body[1].replace(/\s+/g, ''), 'base64')
}

/** The file is a FatturaPA valid against the official 1.2.2 schema (xmllint, offline); throws with xmllint's complaint otherwise. */
export function expectValidFatturaPA(file: string) {
  execFileSync(
    'xmllint',
    [
      '--nonet',
      '--noout',
      '--schema',
      'tests/fixtures/fatturapa/Schema_del_file_xml_FatturaPA_v1.2.2.local-import.xsd',
      file,
    ],
    { stdio: 'pipe' },
  )
}

/** Clicks a link or button that downloads a file; answers the file's path, suggested name and text. */
export async function download(page: Page, name: string, role: 'link' | 'button' = 'link') {
  const downloading = page.waitForEvent('download')
  await page.getByRole(role, { name }).click()
  const done = await downloading
  const file = await done.path()
  return { file, name: done.suggestedFilename(), text: fs.readFileSync(file, 'utf8') }
}

/** The operator's FatturaPA download on an order page: the file and its XML. */
export const downloadEInvoice = (page: Page, name = 'Scarica la fattura elettronica (XML FatturaPA)') =>
  download(page, name).then(({ file, text }) => ({ file, xml: text }))

export const dealerForm = (page: Page) => page.getByRole('form', { name: /Richiesta commerciale|Business request/ })

/** Fills the dealer (business) request form in Italian; returns the e-mail it used. */
export async function fillDealer(page: Page, email = uniqueEmail('dealer'), company = 'Bottega Rossi Srl') {
  const form = dealerForm(page)
  const values: [RegExp | string, string][] = [
    ['Ragione sociale', company],
    ['Partita IVA', '01234567897'],
    ['Codice SDI', 'M5UXCR1'],
    ['Email aziendale', email],
    ['Numero di telefono', '0438 123456'],
    ['Referente', 'Mario Rossi'],
    ['Via', 'Via Garibaldi'],
    ['Numero civico', '5'],
    ['Città', 'Conegliano'],
    ['CAP', '31015'],
    ['Provincia', 'TV'],
  ]
  for (const [label, value] of values) await form.getByLabel(label, { exact: true }).fill(value)
  await form.getByLabel(/Ho letto l'informativa/).check()
  return email
}

/** A form's message (the shop's own, announced with role="alert"; never a browser dialog). */
export const formAlert = (scope: Page | Locator) => scope.locator('.form-alert[role="alert"]')

/** Fails the test when the page opens a browser dialog (alert, confirm). */
export function refuseBrowserDialogs(page: Page) {
  page.on('dialog', (d) => {
    void d.dismiss()
    throw new Error(`unexpected browser dialog: ${d.message()}`)
  })
}

/**
 * Holds the page's scripts back from now on: the visitor acts on the server's HTML (a cached page paints
 * before its script). Returns the release, after which the scripts load and the page hydrates.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held
    await route.continue()
  })
  return release
}
