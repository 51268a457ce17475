import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, MOBILE, setLang } from './helpers'

const ROUTES = [
  '/',
  '/shop',
  '/shop?category=Candele',
  '/shop/vaso-onda',
  '/about',
  '/contact',
  '/faq',
  '/privacy',
  '/espositori',
  '/candele',
  '/return',
  '/shipping',
]

test.describe('every storefront route answers in both languages', () => {
  for (const lang of ['it', 'en'] as const) {
    test(`routes in ${lang}`, async ({ page }) => {
      await setLang(page, lang)
      for (const route of ROUTES) {
        const res = await page.goto(route)
        expect(res?.status(), route).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.locator('h1').first()).toBeVisible()
      }
    })
  }
})

test('unknown routes show the 404 page with HTTP status 404, in both languages', async ({ page }) => {
  let res = await page.goto('/this/does/not/exist')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Pagina non trovata.' })).toBeVisible()
  // Its own title, and ways onward: the shop and a few products.
  await expect(page).toHaveTitle(/Pagina non trovata/)
  await expect(page.getByRole('link', { name: 'Vai al negozio' })).toHaveAttribute('href', '/shop')
  await expect(
    page.getByRole('navigation', { name: 'Altre pagine' }).getByRole('link', { name: 'Contatti' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await setLang(page, 'en')
  res = await page.goto('/shop/no-such-product')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible()
  await expect(page).toHaveTitle(/Page not found/)
  await page.getByRole('link', { name: 'Go Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the language switch re-renders, persists cookie and localStorage, and survives a reload', async ({ page }) => {
  await page.goto('/shop')
  await expect(page.getByRole('heading', { level: 1, name: 'Negozio' })).toBeVisible()
  await page.getByRole('button', { name: /Lingua: Italiano/ }).click()
  await page.getByRole('button', { name: 'English', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Italiano', exact: true })).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
  expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('en')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('a stored language is re-applied on load when the cookie is gone', async ({ page, context }) => {
  await page.goto('/about')
  // The first visit records its language once the page is idle; let it, so it cannot land later.
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'lang')).toBe(true)
  await page.evaluate(() => localStorage.setItem('language', 'en'))
  await context.clearCookies()
  await page.goto('/about')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible()
})

test('a ?lang= link switches the language for the following pages too (the stored copy follows it)', async ({
  page,
}) => {
  await page.goto('/about')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('it')
  await page.goto('/shop?lang=en')
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('en')
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible()
  await page.waitForTimeout(500)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('the desktop header: dropdowns, white once scrolled, white off the home page', async ({ page }) => {
  await page.goto('/')
  const header = page.locator('header.site-header')
  await expect(header).toHaveClass(/is-clear/)
  await page.mouse.wheel(0, 600)
  await expect(header).toHaveClass(/is-solid/)
  const nav = page.getByRole('navigation', { name: 'Menu principale' })
  await nav.getByRole('button', { name: 'Pagine' }).click()
  await nav.getByRole('link', { name: 'Chi siamo' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(header).toHaveClass(/is-solid/)
  await nav.getByRole('button', { name: 'Rivenditori' }).click()
  await expect(nav.getByRole('link', { name: 'Espositori candele e vasi' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(nav.getByRole('link', { name: 'Espositori candele e vasi' })).toBeHidden()
})

test('the footer shows the seller identity with P.IVA and the current year', async ({ page }) => {
  await page.goto('/')
  const footer = page.locator('footer')
  await expect(footer).toContainText('P.IVA 04123450266')
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Vetrina S.r.l.`)
  await expect(footer.getByRole('button', { name: 'ISCRIVITI' })).toBeVisible()
})

test.describe('mobile', () => {
  test.use({ viewport: MOBILE })

  test('the slide-in menu opens, traps focus, hides the footer and closes on Escape and navigation', async ({
    page,
  }) => {
    await page.goto('/')
    const open = page.getByRole('button', { name: 'Apri il menu' })
    await open.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    for (const name of [
      'Home',
      'Negozio',
      'Lista desideri',
      'Spedizioni',
      'Resi',
      'Informativa sulla privacy',
      'Accedi',
    ]) {
      await expect(menu.getByText(name, { exact: true }).first()).toBeVisible()
    }
    await expect(menu).toContainText('P.IVA 04123450266')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(open).toBeFocused()
    await open.click()
    await menu.getByRole('link', { name: 'Negozio' }).click()
    await expect(page).toHaveURL(/\/shop$/)
    await expect(menu).toBeHidden()
  })

  test('the bottom bar links to shop, account and wishlist; the footer is hidden', async ({ page }) => {
    await page.goto('/about')
    const bar = page.getByRole('navigation', { name: 'Collegamenti rapidi' })
    await expect(bar.getByRole('link', { name: 'Negozio' })).toBeVisible()
    await expect(bar.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Lista desideri' })).toBeVisible()
    await expect(page.locator('footer.site-footer')).toBeHidden()
  })
})

test('axe: no violations on the home page (desktop and mobile)', async ({ page }) => {
  await page.goto('/')
  await expectNoAxeViolations(page)
  await page.setViewportSize(MOBILE)
  await page.goto('/')
  await expectNoAxeViolations(page)
})

test('health reports the database', async ({ request }) => {
  const res = await request.get('/api/health')
  expect(res.status()).toBe(200)
  expect(await res.json()).toMatchObject({ ok: true, database: 'up' })
})
