import { expect, test, type Page } from '@playwright/test'
import { adminToken, expectNoAxeViolations, logIn, logOut, openLogin, PASSWORD, signUp, uniqueEmail } from './helpers'

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

async function addPasskey(page: Page, name: string) {
  await page.goto('/account-security')
  await page.getByLabel('Nome della passkey').fill(name)
  await page.getByRole('button', { name: 'Aggiungi una passkey' }).click()
  await expect(page.locator('.form-msg[role="status"]')).toHaveText('Passkey aggiunta.')
  await expect(page.getByTestId('passkeys')).toContainText(name)
}

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
  await dialog.getByRole('button', { name: 'Accedi con una passkey' }).click()
  await expect(dialog).toBeHidden()
  await page.goto('/admin/orders')
  await expect(page).toHaveURL(/\/admin\/orders/)
})
