import { expect, test, type Page } from '@playwright/test'
import { totpCode } from '../../src/features/two-factor/totp'
import { adminToken, expectNoAxeViolations, logIn, logOut, openLogin, PASSWORD, uniqueEmail } from './helpers'

/** A new operator account (as the seeded operator would add a colleague in /cms). */
async function newOperator(page: Page): Promise<string> {
  const email = uniqueEmail('operator')
  const res = await page.request.post('/cms/api/users', {
    headers: { Authorization: `JWT ${await adminToken()}` },
    data: { email, password: PASSWORD, role: 'admin', verified: true, firstName: 'Ada' },
  })
  expect(res.status()).toBe(201)
  return email
}

/** E-mail and password in the dialog, up to the second step. */
async function passwordStep(page: Page, email: string) {
  await openLogin(page)
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password').fill(PASSWORD)
  await dialog.getByRole('button', { name: /^(Accedi|Log In)$/ }).click()
  await expect(dialog.getByRole('heading', { name: 'Accesso in due passaggi' })).toBeVisible()
  return dialog
}

test('an operator sets up an authenticator app, then signs in with its code and with a recovery code once', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = await newOperator(page)
  await page.goto('/')
  await logIn(page, email)
  await page.goto('/account-security')
  await expect(page.getByText("L'accesso in due passaggi non è attivo.")).toBeVisible()
  await page.getByRole('link', { name: "Configura un'app di autenticazione" }).click()
  await expect(page.getByRole('img', { name: /Codice QR/ })).toBeVisible()
  await expectNoAxeViolations(page)
  const secret = ((await page.locator('.secret-key').textContent()) ?? '').replace(/\s+/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await page.getByLabel('Codice di verifica').fill('000000')
  await page.getByRole('button', { name: 'Attiva' }).click()
  await expect(page.locator('.form-msg[role="alert"]')).toContainText('errato')
  await page.getByLabel('Codice di verifica').fill(totpCode(secret))
  await page.getByRole('button', { name: 'Attiva' }).click()
  await expect(page.locator('.form-msg[role="status"]')).toContainText("L'accesso in due passaggi è attivo.")
  const codes = await page.getByTestId('recovery-codes').locator('code').allTextContents()
  expect(codes).toHaveLength(10)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Li ho salvati' }).click()
  await expect(page.getByText('Restano 10 codici di recupero.')).toBeVisible()

  // Signing in again: the password alone opens nothing; a wrong code is refused; the app's code works.
  await logOut(page)
  let dialog = await passwordStep(page, email)
  await expectNoAxeViolations(page, 'dialog[open]')
  expect((await page.context().cookies()).find((c) => c.name === 'payload-token')).toBeUndefined()
  await dialog.getByLabel('Codice di verifica').fill('123456')
  await dialog.getByRole('button', { name: 'Verifica' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Il codice è errato o è già stato usato.')
  // The set-up used this time step's code: the next one (the app shows it within 30 s) signs in.
  await dialog.getByLabel('Codice di verifica').fill(totpCode(secret, Date.now() + 30_000))
  await dialog.getByRole('button', { name: 'Verifica' }).click()
  await expect(dialog).toBeHidden()
  await page.goto('/admin/orders')
  await expect(page).toHaveURL(/\/admin\/orders/)

  // A recovery code signs in once.
  await logOut(page)
  dialog = await passwordStep(page, email)
  await dialog.getByLabel('Codice di verifica').fill(codes[0].toUpperCase())
  await dialog.getByRole('button', { name: 'Verifica' }).click()
  await expect(page.getByText('Hai usato un codice di recupero: ne restano 9.', { exact: false })).toBeVisible()
  await logOut(page)
  dialog = await passwordStep(page, email)
  await dialog.getByLabel('Codice di verifica').fill(codes[0])
  await dialog.getByRole('button', { name: 'Verifica' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Il codice è errato o è già stato usato.')

  // Payload's own login, REST and its form at /cms/login, refuses the password alone too.
  const rest = await page.request.post('/cms/api/users/login', { data: { email, password: PASSWORD } })
  expect(rest.status()).toBe(401)
  const withCode = await page.request.post('/cms/api/users/login', {
    data: { email, password: PASSWORD, code: codes[1] },
  })
  expect(withCode.status()).toBe(200)
  await page.context().clearCookies()
  await page.goto('/cms/login')
  await page.getByLabel(/email/i).fill(email)
  await page.getByLabel(/password/i).fill(PASSWORD)
  await page.getByRole('button', { name: /login|accedi/i }).click()
  await expect(page.getByText(/second factor is required/i)).toBeVisible({ timeout: 15_000 })
  await expect(page).toHaveURL(/\/cms\/login/)
  // Its link leads to the shop's dialog, which comes back to /cms once the code is given.
  await page.getByRole('link', { name: 'Accedi con il codice' }).click()
  dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password').fill(PASSWORD)
  await dialog.getByRole('button', { name: /^(Accedi|Log In)$/ }).click()
  await dialog.getByLabel('Codice di verifica').fill(codes[2])
  await dialog.getByRole('button', { name: 'Verifica' }).click()
  await expect(page).toHaveURL(/\/cms\/?$/, { timeout: 30_000 })
})
