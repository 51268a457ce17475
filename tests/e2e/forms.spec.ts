import { expect, test, type Page } from '@playwright/test'
import {
  dealerForm,
  emailTo,
  expectNoAxeViolations,
  fillDealer,
  formAlert,
  holdScripts,
  linkIn,
  refuseBrowserDialogs,
  setLang,
  uniqueEmail,
} from './helpers'

test('contact form: server validation per field, success with the e-mail in the outbox, failure text from the server', async ({
  page,
}) => {
  await page.goto('/contact')
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Invia' }) })
  await form.getByRole('button', { name: 'Invia' }).click()
  await expect(form.locator('.field-error', { hasText: 'Nome è obbligatorio' })).toBeVisible()
  await expect(form.locator('.field-error', { hasText: 'Messaggio è obbligatorio' })).toBeVisible()
  const sender = uniqueEmail('contact')
  await form.getByLabel('Nome').fill('Luca Bianchi')
  await form.getByLabel('Email').fill(sender)
  await form.getByLabel('Messaggio').fill('Vorrei sapere se spedite in Svizzera.')
  await form.getByRole('button', { name: 'Invia' }).click()
  await expect(form.getByRole('status')).toHaveText('Email inviata con successo!')
  await expect(form.getByLabel('Nome')).toHaveValue('')
  const mail = await emailTo('info@vetrina.example', sender)
  expect(mail).toMatch(new RegExp(`Reply-To: ${sender}`, 'i'))
  expect(mail).toContain('Svizzera')

  // Many messages from one address (here: this machine): the form asks for the captcha instead of refusing,
  // and the message goes once it is solved. (It uses up the address's allowance: only this test sends messages.)
  await useUpAllowance(page, '/api/send-contact', (i) => ({
    formData: { name: 'Flood', email: uniqueEmail(`c${i}`), message: `n. ${i}` },
  }))
  await form.getByLabel('Nome').fill('Luca Bianchi')
  await form.getByLabel('Email').fill(sender)
  await form.getByLabel('Messaggio').fill('Seconda domanda: avete le candele alla lavanda?')
  await form.getByRole('button', { name: 'Invia' }).click()
  await expect(form.getByRole('status')).toHaveText(
    'Dalla tua rete sono arrivate molte richieste. Completa la verifica qui sotto e invia di nuovo.',
  )
  await form.locator('altcha-widget label').click()
  await expect(form.locator('altcha-widget .altcha')).toHaveAttribute('data-state', 'verified', { timeout: 30_000 })
  await form.getByRole('button', { name: 'Invia' }).click()
  await expect(form.getByRole('status')).toHaveText('Email inviata con successo!')
  expect(await emailTo('info@vetrina.example', 'lavanda')).toContain(sender)

  await page.route('**/api/send-contact', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Il server è in manutenzione.' }),
    }),
  )
  await form.getByLabel('Nome').fill('Luca')
  await form.getByLabel('Email').fill(sender)
  await form.getByLabel('Messaggio').fill('Ciao')
  await form.getByRole('button', { name: 'Invia' }).click()
  await expect(form.getByRole('status')).toHaveText('Il server è in manutenzione.')
  await page.route('**/api/send-contact', (route) => route.abort())
  await form.getByRole('button', { name: 'Invia' }).click()
  await expect(form.getByRole('status')).toHaveText('Qualcosa è andato storto. Riprova.')
  await expectNoAxeViolations(page)
})

test('dealer form: on-blur messages with the real labels in both languages, consent message, captcha required', async ({
  page,
}) => {
  await page.goto('/espositori')
  const form = dealerForm(page)
  // A blur before the form has hydrated has no handler yet: repeat it until the form answers.
  await expect(async () => {
    await form.getByLabel('Ragione sociale').focus()
    await form.getByLabel('Partita IVA').focus()
    await expect(form.getByText('Ragione sociale è obbligatorio')).toBeVisible({ timeout: 1_000 })
  }).toPass()
  await form.getByLabel('Ragione sociale').fill('   ')
  await form.getByLabel('Ragione sociale').blur()
  await expect(form.getByText('Ragione sociale è obbligatorio')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Invia richiesta' })).toHaveAttribute('aria-disabled', 'true')
  await form.getByLabel(/Ho letto l'informativa/).check()
  await form.getByLabel(/Ho letto l'informativa/).uncheck()
  await expect(form.getByText("Devi accettare l'informativa sulla privacy.")).toBeVisible()

  refuseBrowserDialogs(page)
  await fillDealer(page)
  await form.getByRole('button', { name: 'Invia richiesta' }).click()
  await expect(formAlert(form)).toHaveText('Completa la verifica CAPTCHA.')
  await expectNoAxeViolations(page)

  await setLang(page, 'en')
  await page.goto('/candele')
  const en = dealerForm(page)
  await en.getByLabel('Postal code (CAP)').focus()
  await en.getByLabel('Province').focus()
  await expect(en.getByText('Postal code (CAP) is required')).toBeVisible()
})

test('dealer form: a full request with the captcha solved in the browser reaches the outbox', async ({ page }) => {
  await page.goto('/espositori')
  const email = await fillDealer(page)
  const form = dealerForm(page)
  // The proof of work runs in the browser once "I'm not a robot" is ticked.
  await form.locator('altcha-widget label').click()
  await expect(form.locator('altcha-widget .altcha')).toHaveAttribute('data-state', 'verified', { timeout: 30_000 })
  refuseBrowserDialogs(page)
  await form.getByRole('button', { name: 'Invia richiesta' }).click()
  await expect(formAlert(form)).toHaveText('La tua richiesta è stata inviata!', { timeout: 15_000 })
  await expect(form.getByLabel('Ragione sociale')).toHaveValue('')
  const mail = await emailTo('info@vetrina.example', email)
  expect(mail).toContain('Bottega Rossi Srl')
})

test('dealer form: what is typed before the page script has run is what gets sent', async ({ page }) => {
  // The cached page paints before its script: hold the script back while the visitor types.
  const release = await holdScripts(page)
  await page.goto('/espositori', { waitUntil: 'domcontentloaded' })
  const email = await fillDealer(page, uniqueEmail('early'), 'Vetreria Prima Srl')
  release()
  const form = dealerForm(page)
  await form.locator('altcha-widget label').click()
  await expect(form.locator('altcha-widget .altcha')).toHaveAttribute('data-state', 'verified', { timeout: 30_000 })
  await form.getByRole('button', { name: 'Invia richiesta' }).click()
  await expect(formAlert(form)).toHaveText('La tua richiesta è stata inviata!', { timeout: 15_000 })
  const mail = await emailTo('info@vetrina.example', email)
  expect(mail).toContain('Vetreria Prima Srl')
  expect(mail).toContain('Conegliano')
})

test('newsletter: subscribe, confirm by e-mail, already subscribed, unsubscribe', async ({ page }) => {
  const email = uniqueEmail('news')
  await page.goto('/')
  const footer = page.locator('footer')
  await footer.getByLabel('La tua e-mail').fill(email)
  await footer.getByRole('button', { name: 'ISCRIVITI' }).click()
  await expect(page.locator('main').getByRole('status')).toHaveText(
    "Ci siamo quasi! Controlla la tua e-mail per confermare l'iscrizione.",
  )
  const mail = await emailTo(email, 'newsletter/confirm')
  await page.goto(linkIn(mail, '/api/newsletter/confirm?token='))
  await expect(page.getByText('Iscrizione confermata. Grazie!')).toBeVisible()
  await page.goto('/')
  await footer.getByLabel('La tua e-mail').fill(email)
  await footer.getByRole('button', { name: 'ISCRIVITI' }).click()
  await expect(page.locator('main').getByRole('status')).toHaveText('Sei già iscritto.')
  await page.goto('/')
  await footer.getByLabel('La tua e-mail').fill('not-an-email@x')
  await footer.getByLabel('La tua e-mail').evaluate((el: HTMLInputElement) => (el.type = 'text'))
  await footer.getByRole('button', { name: 'ISCRIVITI' }).click()
  await expect(page.locator('main').getByRole('status')).toHaveText('Inserisci un indirizzo e-mail valido.')
  await page.goto(linkIn(mail, '/api/newsletter/unsubscribe?token='))
  await expect(page.getByText('La tua iscrizione è stata annullata.')).toBeVisible()

  // Many sign-ups from one address (here: this machine): the plain form now asks for the captcha, and a
  // visitor who solves it is subscribed, never locked out. (Last in this test: it uses up the address's allowance.)
  await useUpAllowance(page, '/api/newsletter', (i) => ({ email: uniqueEmail(`flood${i}`), lang: 'it' }))
  const late = uniqueEmail('late')
  await page.goto('/')
  await footer.getByLabel('La tua e-mail').fill(late)
  await footer.getByRole('button', { name: 'ISCRIVITI' }).click()
  await expect(page).toHaveURL(/\/newsletter\?status=captcha/)
  const main = page.locator('main')
  await expect(main.getByRole('status')).toHaveText(
    'Dalla tua rete sono arrivate molte richieste. Completa la verifica qui sotto e invia di nuovo.',
  )
  await expectNoAxeViolations(page)
  await main.getByLabel('La tua e-mail').fill(late)
  await main.locator('altcha-widget label').click()
  await expect(main.locator('altcha-widget .altcha')).toHaveAttribute('data-state', 'verified', { timeout: 30_000 })
  await main.getByRole('button', { name: 'ISCRIVITI' }).click()
  await expect(main.getByRole('status')).toHaveText(
    "Ci siamo quasi! Controlla la tua e-mail per confermare l'iscrizione.",
  )
  await emailTo(late, 'newsletter/confirm')
})

/** Sends valid requests from this machine until the endpoint asks for the captcha (the abuse limit × RATE_LIMIT_SCALE). */
async function useUpAllowance(page: Page, path: string, body: (i: number) => unknown) {
  const origin = new URL(page.url() === 'about:blank' ? 'http://x' : page.url()).origin
  for (let i = 0; i < 1_000; i++) {
    const res = await page.request.post(path, { data: body(i), headers: { origin } })
    if (res.status() === 429) {
      expect(await res.json()).toMatchObject({ captcha: { recaptchaSiteKey: null } })
      return
    }
    expect(res.status()).toBe(200)
  }
  throw new Error(`${path} never asked for the captcha`)
}
