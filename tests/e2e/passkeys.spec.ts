import { expect, test, type Page } from '@playwright/test'
import { totpCode } from '../../src/features/sign-in/two-factor/totp'
import {
  adminToken,
  emailTo,
  expectNoAxeViolations,
  logIn,
  logOut,
  openLogin,
  PASSWORD,
  signUp,
  uniqueEmail,
} from './helpers'

// A passkey's relying party is a host name, never an IP address: these pages are opened at localhost
// (SITE_URL's loopback twin, which the shop accepts as its own origin).
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT}` })

/** Chromium's WebAuthn emulation: a platform authenticator that keeps passkeys and verifies its user. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials
  return {
    credentials,
    /** Takes the passkeys out of the device (kept, to be put back): the browser then has none to offer. */
    async hide() {
      const held = await credentials()
      await cdp.send('WebAuthn.clearCredentials', { authenticatorId })
      return async () => {
        for (const credential of held) await cdp.send('WebAuthn.addCredential', { authenticatorId, credential })
      }
    },
  }
}

/** The form that adds a passkey (the security page has other forms with a code field). */
const addForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: 'Aggiungi una passkey' }) })

/** Fills and sends the form: a name, the current password and, for an operator with an app, a code. */
async function submitPasskey(page: Page, name: string, password: string, code?: string) {
  const form = addForm(page)
  await form.getByLabel('Nome della passkey').fill(name)
  await form.getByLabel('Password attuale').fill(password)
  if (code !== undefined) await form.getByLabel('Codice di verifica').fill(code)
  await form.getByRole('button', { name: 'Aggiungi una passkey' }).click()
}

async function addPasskey(page: Page, name: string, code?: string) {
  await page.goto('/account-security')
  await submitPasskey(page, name, PASSWORD, code)
  await expect(page.locator('.form-msg[role="status"]')).toHaveText('Passkey aggiunta.')
  await expect(page.getByTestId('passkeys')).toContainText(name)
}

test('adding a passkey asks for the current password in the same request; the account is told by e-mail', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const device = await virtualAuthenticator(page)
  const email = uniqueEmail('passkey-password')
  await signUp(page, email)
  // A session alone (as a stolen cookie would be) gets no challenge: refused in the page's language.
  const bare = await page.request.post('/api/account/passkeys/options', { data: {} })
  expect(bare.status()).toBe(403)
  expect((await bare.json()).error).toBe('La password attuale non è corretta.')
  // Nor does a made-up ticket store anything.
  const forged = await page.request.post('/api/account/passkeys', {
    data: {
      ticket: 'x'.repeat(40),
      name: 'Rubata',
      response: { id: 'a', rawId: 'a', type: 'public-key', response: { clientDataJSON: 'a', attestationObject: 'a' } },
    },
  })
  expect(forged.status()).toBe(400)

  await page.goto('/account-security')
  await submitPasskey(page, 'Portatile', 'not-my-password')
  await expect(addForm(page).getByRole('alert')).toHaveText('La password attuale non è corretta.')
  await expect(addForm(page).getByLabel('Password attuale')).toHaveAttribute('aria-invalid', 'true')
  expect(await device.credentials()).toHaveLength(0)
  await expectNoAxeViolations(page)

  await submitPasskey(page, 'Portatile', PASSWORD)
  await expect(page.locator('.form-msg[role="status"]')).toHaveText('Passkey aggiunta.')
  await expect(page.getByTestId('passkeys')).toContainText('Portatile')
  expect(await device.credentials()).toHaveLength(1)
  const mail = await emailTo(email, 'Portatile')
  expect(mail).toContain('Se non sei stato tu')
  expect(mail).toContain('/account-security?lang=it')
  expect(mail).toContain('/account-sessions?lang=it')
})

test('an operator with an app adds a passkey with the password and a current code; the app turned on or off and new codes are e-mailed', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const device = await virtualAuthenticator(page)
  const email = uniqueEmail('operator-app-passkey')
  const made = await page.request.post('/cms/api/users', {
    headers: { Authorization: `JWT ${await adminToken()}` },
    data: { email, password: PASSWORD, role: 'admin', verified: true, firstName: 'Ada' },
  })
  expect(made.status()).toBe(201)
  await page.goto('/')
  await logIn(page, email)
  await page.goto('/account-security?setup=1')
  const secret = ((await page.locator('.secret-key').textContent()) ?? '').replace(/\s+/g, '')
  const confirm = (label: string) => page.locator('form').filter({ has: page.getByRole('button', { name: label }) })
  await confirm('Attiva').getByLabel('Codice di verifica').fill(totpCode(secret))
  await confirm('Attiva').getByLabel('Password attuale').fill(PASSWORD)
  await page.getByRole('button', { name: 'Attiva' }).click()
  await expect(page.locator('.form-msg[role="status"]')).toContainText("L'accesso in due passaggi è attivo.")
  const codes = await page.getByTestId('recovery-codes').locator('code').allTextContents()
  expect(await emailTo(email, 'stata attivata un')).toContain('/account-sessions?lang=it')
  await page.getByRole('link', { name: 'Li ho salvati' }).click()

  // The password alone is not enough for an operator with an app, nor is a wrong code.
  const passwordOnly = await page.request.post('/api/account/passkeys/options', { data: { password: PASSWORD } })
  expect(passwordOnly.status()).toBe(403)
  expect((await passwordOnly.json()).error).toContain("codice attuale dell'app")
  await submitPasskey(page, 'Chiavetta', PASSWORD, '000000')
  await expect(addForm(page).getByRole('alert')).toHaveText('Il codice è errato o è già stato usato.')
  expect(await device.credentials()).toHaveLength(0)
  await expectNoAxeViolations(page)
  // The set-up used this time step's code: the next one (the app shows it within 30 s) is current.
  await addPasskey(page, 'Chiavetta', totpCode(secret, Date.now() + 30_000))
  expect(await device.credentials()).toHaveLength(1)
  await emailTo(email, 'Chiavetta')

  // New recovery codes, confirmed by the password and a recovery code (a wrong password spends nothing);
  // then the app turned off with one of the new ones.
  const renew = confirm('Crea nuovi codici di recupero')
  await renew.getByLabel('Codice di verifica').fill(codes[0])
  await renew.getByLabel('Password attuale').fill('not-the-password')
  await renew.getByRole('button', { name: 'Crea nuovi codici di recupero' }).click()
  await expect(renew.getByRole('alert')).toHaveText('La password attuale non è corretta.')
  await expect(renew.getByLabel('Password attuale')).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)
  await renew.getByLabel('Codice di verifica').fill(codes[0])
  await renew.getByLabel('Password attuale').fill(PASSWORD)
  await renew.getByRole('button', { name: 'Crea nuovi codici di recupero' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Nuovi codici di recupero creati' })).toBeVisible()
  const fresh = await page.getByTestId('recovery-codes').locator('code').allTextContents()
  await emailTo(email, 'sono stati creati nuovi codici di recupero')
  await page.goto('/account-security')
  const off = confirm("Disattiva l'accesso in due passaggi")
  await off.getByLabel('Codice di verifica').fill(fresh[0])
  await off.getByRole('button', { name: "Disattiva l'accesso in due passaggi" }).click()
  await expect(page.getByText("L'accesso in due passaggi è disattivato.")).toBeVisible()
  await emailTo(email, 'sono stati disattivati l')
})

test('a customer adds a passkey, signs in with it alone, then removes it', async ({ page }) => {
  test.setTimeout(90_000)
  const device = await virtualAuthenticator(page)
  await signUp(page, uniqueEmail('passkey'))
  await addPasskey(page, 'Portatile')
  expect(await device.credentials()).toHaveLength(1)
  await expectNoAxeViolations(page)

  // The dialog offers the passkey among the e-mail field's suggestions (conditional UI): Chromium's
  // emulated device answers at once, as a person picking it would.
  await logOut(page)
  const desktop = page.locator('header .desktop-only').getByRole('button', { name: 'Accedi' })
  await desktop.click()
  await expect(
    page.getByRole('navigation', { name: 'Menu account' }).or(page.getByText('Accesso effettuato')),
  ).toBeVisible()
  await page.goto('/account-security')
  await expect(page.getByTestId('passkeys')).toContainText('ultimo uso')

  // Renamed in place (a plain form under its name); a blank name is refused and changes nothing.
  await page.locator('summary', { hasText: 'Rinomina' }).click()
  await page.getByLabel('Nuovo nome').fill('   ')
  await page.getByRole('button', { name: 'Salva', exact: true }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Il nome della passkey deve avere da 1 a 60 caratteri.' }),
  ).toBeVisible()
  await expect(page.getByTestId('passkeys')).toContainText('Portatile')
  await page.locator('summary', { hasText: 'Rinomina' }).click()
  await page.getByLabel('Nuovo nome').fill('Portatile di casa')
  await page.getByRole('button', { name: 'Salva', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Passkey rinominata.' })).toBeVisible()
  await expect(page.getByTestId('passkeys').locator('strong')).toHaveText('Portatile di casa')
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Rimuovi la passkey Portatile di casa' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Passkey rimossa.' })).toBeVisible()
  await expect(page.getByText('Nessuna passkey finora.')).toBeVisible()
  // The authenticator still holds it, the shop no longer knows it: no sign-in.
  await logOut(page)
  await openLogin(page)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Accedi con una passkey' }).click()
  await expect(dialog.locator('.form-msg.error')).toContainText('Accesso con la passkey non riuscito')
  await expect(dialog).toBeVisible()
})

test('an operator uses a passkey as the second factor after the password, or alone', async ({ page }) => {
  test.setTimeout(90_000)
  const device = await virtualAuthenticator(page)
  const email = uniqueEmail('operator-passkey')
  const made = await page.request.post('/cms/api/users', {
    headers: { Authorization: `JWT ${await adminToken()}` },
    data: { email, password: PASSWORD, role: 'admin', verified: true },
  })
  expect(made.status()).toBe(201)
  await page.goto('/')
  await logIn(page, email)
  await addPasskey(page, 'Chiavetta')

  // Now the password alone opens nothing, on the shop's dialog or Payload's REST login.
  const rest = await page.request.post('/cms/api/users/login', { data: { email, password: PASSWORD } })
  expect(rest.status()).toBe(401)
  await logOut(page)
  // Kept off the device while the dialog opens (else its suggestion signs in at once, below).
  const putBack = await device.hide()
  await openLogin(page)
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Accedi', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Accesso in due passaggi' })).toBeVisible()
  await putBack()
  await dialog.getByRole('button', { name: 'Usa una passkey' }).click()
  await expect(dialog).toBeHidden()
  await page.goto('/admin/orders')
  await expect(page).toHaveURL(/\/admin\/orders/)

  // A passkey that verified its user stands for both factors (here chosen with the button).
  await logOut(page)
  const again = await device.hide()
  await openLogin(page)
  await again()
  // The request the dialog made on opening (the browser's passkey suggestion) may be answered first now that
  // the device is back, and sign in before the button is pressed: either way the passkey alone signs in.
  await dialog
    .getByRole('button', { name: 'Accedi con una passkey' })
    .click({ timeout: 20_000 })
    .catch(async (err: unknown) => {
      if (await dialog.isVisible()) throw err
    })
  await expect(dialog).toBeHidden()
  await page.goto('/admin/orders')
  await expect(page).toHaveURL(/\/admin\/orders/)
})
