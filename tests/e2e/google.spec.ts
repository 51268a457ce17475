import { expect, test } from '@playwright/test'
import { logOut, openLogin, signUp } from './helpers'

test('Google sign-in in a popup (local OpenID provider) creates the profile and signs in', async ({ page }) => {
  await page.goto('/')
  await openLogin(page)
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('dialog').getByRole('button', { name: 'Accedi con Google' }).click(),
  ])
  const login = `gianni${Date.now()}`
  await popup.locator('input[name="login"]').fill(login)
  await popup.locator('input[name="password"]').fill('any')
  await popup.locator('button[type="submit"]').click()
  await popup.locator('button[type="submit"]').click()
  await expect(page.getByText('Accesso effettuato con successo')).toBeVisible({ timeout: 20_000 })
  await page.goto('/account')
  await expect(page.getByRole('heading', { name: 'Ciao Gianni' })).toBeVisible()
  await page.goto('/account-details')
  await expect(page.locator('dl.readonly')).toContainText(`${login}@gmail.example`)
  await expect(page.locator('dl.readonly')).toContainText('Google')
})

test('Google sign-in falls back to a full-page redirect when popups are blocked', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null
  })
  await page.goto('/shop')
  await openLogin(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Accedi con Google' }).click()
  await page.locator('input[name="login"]').fill(`redirect${Date.now()}`)
  await page.locator('input[name="password"]').fill('any')
  await page.locator('button[type="submit"]').click()
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/shop$/)
  await expect(page.locator('header').getByRole('link', { name: 'Account' })).toBeVisible()
})

test('a forged callback (wrong state) signs nobody in', async ({ page }) => {
  const res = await page.goto('/api/auth/google/callback?code=abc&state=forged')
  expect(page.url()).toContain('google=failed')
  expect(res?.status()).toBe(200)
  await expect(page.locator('header').getByRole('button', { name: 'Accedi', exact: true })).toBeVisible()
})

test('an address Google has not verified signs in to nobody, not even the account that has it', async ({ page }) => {
  // The account of the address's real owner, made with e-mail and password.
  const login = `unverified${Date.now()}`
  await page.goto('/')
  await signUp(page, `${login}@gmail.example`)
  await logOut(page)
  await openLogin(page)
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('dialog').getByRole('button', { name: 'Accedi con Google' }).click(),
  ])
  await popup.locator('input[name="login"]').fill(login)
  await popup.locator('input[name="password"]').fill('any')
  await popup.locator('button[type="submit"]').click()
  await popup.locator('button[type="submit"]').click()
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText(
    'Google non ha verificato questo indirizzo email',
  )
  await page.goto('/account-details')
  await expect(page.locator('dl.readonly')).toHaveCount(0)
  await expect(page.locator('header').getByRole('button', { name: 'Accedi', exact: true })).toBeVisible()
})
