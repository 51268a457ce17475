import { expect, test, type Page } from '@playwright/test'
import { adminToken, expectNoAxeViolations, logIn, logOut, MOBILE, PASSWORD, signUp, uniqueEmail } from './helpers'

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Carrello' })

async function addFig(page: Page, fragrance: string, set: string, qty = 1) {
  await page.goto('/shop/candela-fico-mediterraneo')
  // Wait for one settled product form (a navigation may briefly show the old one too).
  await expect(page.getByLabel('Fragranza')).toHaveCount(1)
  const add = page.getByRole('button', { name: 'Aggiungi al carrello' }).first()
  await expect(add).toBeDisabled()
  await page.getByLabel('Fragranza').selectOption(fragrance)
  await expect(add).toBeDisabled()
  // A choice made before the page has hydrated is not seen by React: choose again until it counts.
  await expect(async () => {
    await page.getByLabel('Fragranza').selectOption(fragrance)
    await page.getByLabel('Confezione').selectOption(set)
    await expect(add).toBeEnabled({ timeout: 1_000 })
  }).toPass()
  for (let i = 1; i < qty; i++) await page.getByRole('button', { name: 'Aumenta la quantità' }).first().click()
  await add.click()
  await expect(page.getByText('Articolo aggiunto al carrello!')).toBeVisible()
}

test('add, increase, decrease, remove with toasts; variants stay apart; the drawer gates checkout on the terms', async ({
  page,
}) => {
  await addFig(page, 'Fico', '2')
  await expect(page.getByTestId('price')).toHaveText('54,90 €')
  await addFig(page, 'Fico', '2', 2)
  await addFig(page, 'Fico', '3')
  await expect(page.getByTestId('cart-count')).toHaveText('4')
  await page.getByRole('button', { name: /Carrello, 4 articoli/ }).click()
  const d = drawer(page)
  await expect(d.locator('.drawer-line')).toHaveCount(2)
  await expect(d.getByTestId('drawer-subtotal')).toHaveText('244,60 €')
  await expect(d.getByText('Tasse e spedizione calcolate al momento del pagamento')).toBeVisible()
  await expectNoAxeViolations(page)

  // The button is aria-disabled (still focusable, so the reason can be announced): try it from the keyboard.
  await d.getByRole('button', { name: 'Cassa' }).focus()
  await page.keyboard.press('Enter')
  await expect(d.getByRole('alert')).toHaveText(
    'Devi accettare i termini e le condizioni prima di procedere al pagamento.',
  )
  await d.getByLabel('Accetto i termini e le condizioni').check()
  await expect(d.getByRole('alert')).toBeHidden()

  const first = d.locator('.drawer-line').first()
  await first.getByRole('button', { name: 'Diminuisci la quantità' }).click()
  await expect(first.locator('output')).toHaveText('2')
  await first.getByRole('button', { name: 'Aumenta la quantità' }).click()
  await expect(first.locator('output')).toHaveText('3')
  await d.locator('.drawer-line').nth(1).getByRole('button', { name: 'Diminuisci la quantità' }).click()
  await expect(page.getByText('Articolo rimosso dal carrello!')).toBeVisible()
  await expect(d.locator('.drawer-line')).toHaveCount(1)
  await d.getByRole('button', { name: /Rimuovi/ }).click()
  await expect(d.getByText('Nessun articolo nel carrello')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(d).toBeHidden()
  await expect(page.getByRole('button', { name: /Carrello, 0 articoli/ })).toBeFocused()
})

test('the signed-out cart persists across reloads; a tampered price never reaches the subtotal', async ({ page }) => {
  await page.goto('/shop')
  await page.getByRole('button', { name: 'Aggiungi al carrello: Vaso Onda' }).click()
  await page.reload()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('cart')!)
    cart[0].price = 0.01
    localStorage.setItem('cart', JSON.stringify(cart))
  })
  await page.goto('/cart')
  await expect(page.getByTestId('cart-subtotal')).toHaveText('59,00 €')
  await expect(page.locator('table')).toContainText('59,00 €')
  // Corrupt storage is discarded: an empty cart, not a crash.
  await page.evaluate(() => localStorage.setItem('cart', '{not json'))
  await page.reload()
  await expect(page.getByText('Nessun articolo nel carrello')).toBeVisible()
})

test('two open tabs stay consistent (signed out)', async ({ context }) => {
  const a = await context.newPage()
  const b = await context.newPage()
  await a.goto('/shop')
  await b.goto('/about')
  await a.getByRole('button', { name: 'Aggiungi al carrello: Vaso Onda' }).click()
  await expect(b.getByTestId('cart-count')).toHaveText('1')
})

test('cart page: lines, note, estimate, empty state; axe clean', async ({ page }) => {
  await page.goto('/cart')
  await expect(page.getByRole('heading', { level: 1, name: 'negozio' })).toBeVisible()
  await expect(page.getByText('Nessun articolo nel carrello')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Continua lo shopping' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('link', { name: 'Cassa' })).toHaveCount(0)
  await page.goto('/shop/bottiglia-ambra-antica')
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).first().click()
  await page.goto('/cart')
  await expect(page.getByTestId('cart-subtotal')).toHaveText('32,00 €')
  await page.getByRole('button', { name: 'Stima spedizione' }).click()
  await expect(page.getByTestId('estimate')).toContainText('Italia: 5,99 €')
  await expect(page.getByTestId('estimate')).toContainText("Resto d'Europa: 14,99 €")
  await expect(page.getByText('Pagamento garantito')).toBeVisible()
  await page.getByLabel("Aggiungi una nota all'ordine").fill('Confezione regalo, grazie')
  await page.getByLabel("Aggiungi una nota all'ordine").blur()
  await page.reload()
  await expect(page.getByLabel("Aggiungi una nota all'ordine")).toHaveValue('Confezione regalo, grazie')
  await expect(page.getByRole('link', { name: 'Cassa' })).toHaveAttribute('href', '/checkout')
  await expectNoAxeViolations(page)
  await page.setViewportSize(MOBILE)
  await expect(page.locator('ul.cards')).toContainText('Bottiglia Ambra Antica')
  await expectNoAxeViolations(page)
})

test('sign-in merges the local cart into the account cart (same variant adds up, other sets stay apart) and it follows the customer', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('merge')
  await signUp(page, email)
  await addFig(page, 'Cedro', '2', 2)
  await page.getByRole('navigation', { name: 'Menu principale' }).waitFor()
  await page.goto('/account')
  await page.getByRole('navigation', { name: 'Menu account' }).getByRole('button', { name: 'Esci' }).click()
  await expect(page).toHaveURL(/\/$/)
  // Signed out: a local cart with the same variant and a different set.
  await addFig(page, 'Cedro', '2')
  await addFig(page, 'Cedro', '3')
  await logIn(page, email)
  await expect(page.getByTestId('cart-count')).toHaveText('4')
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull()
  await page.goto('/cart')
  await expect(page.locator('table tbody tr')).toHaveCount(2)
  await expect(page.getByTestId('cart-subtotal')).toHaveText('244,60 €')

  const other = await browser.newContext()
  const p2 = await other.newPage()
  await p2.goto('/')
  await logIn(p2, email, PASSWORD)
  await expect(p2.getByTestId('cart-count')).toHaveText('4')
  await other.close()
})

test('signed in before the page heard who the visitor is: its late "signed out" answer does not sign the shopper out again', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('late-session')
  await signUp(page, email)
  await addFig(page, 'Cedro', '2')
  // Another browser, whose page's own question (who is this visitor?) is answered "signed out" only after
  // the answer to the one its sign-in asks: a slow first answer on a busy connection.
  const other = await browser.newContext()
  const p2 = await other.newPage()
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let first = true
  let late: Promise<void> = Promise.resolve()
  await p2.route('**/api/session', async (route) => {
    if (!first) return route.continue()
    first = false
    let delivered = () => {}
    late = new Promise<void>((resolve) => (delivered = resolve))
    const answer = await route.fetch()
    await held
    await route.fulfill({ response: answer })
    delivered()
  })
  await p2.goto('/')
  await logIn(p2, email)
  const account = p2.locator('header .desktop-only').getByRole('link', { name: 'Account' })
  await expect(account).toBeVisible()
  await expect(p2.getByTestId('cart-count')).toHaveText('1')
  release()
  await late
  // The late answer has reached the page: what it shows once the next frames are drawn.
  await p2.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  await expect(account).toBeVisible()
  await expect(p2.getByTestId('cart-count')).toHaveText('1')
  await other.close()
})

test('wishlist: toggle from card and product page, the page, empty state and merge on sign-in', async ({ page }) => {
  await page.goto('/shop')
  await page.getByRole('button', { name: 'Aggiungi alla lista desideri: Vaso Onda' }).click()
  await expect(page.getByText('Articolo aggiunto alla lista desideri!')).toBeVisible()
  await page.goto('/shop/vaso-onda')
  const toggle = page.locator('.purchase').getByRole('button', { name: 'Aggiungi alla lista desideri: Vaso Onda' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await toggle.click()
  await expect(page.getByText('Articolo rimosso dalla lista desideri!')).toBeVisible()
  await toggle.click()
  const email = uniqueEmail('wish')
  await signUp(page, email)
  await page.goto('/wishlist')
  await expect(page.getByRole('heading', { name: 'Vaso Onda' })).toBeVisible()
  // The browser's copy is emptied once the merge it sent on sign-in has been answered.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Rimuovi dalla lista desideri: Vaso Onda' }).click()
  await expect(page.getByText('Nessun articolo nella lista desideri')).toBeVisible()
  await page.reload()
  await expect(page.getByText('Nessun articolo nella lista desideri')).toBeVisible()
})

test('signed in, the hearts wait for the account’s wishlist to be read: a tap before would have saved the list without the hearts already there', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('early-heart'))
  await page.goto('/shop/vaso-onda')
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/wishlist') && r.request().method() === 'PUT')
  await page.locator('.purchase').getByRole('button', { name: 'Aggiungi alla lista desideri: Vaso Onda' }).click()
  await saved
  // The next page's read of the account's wishlist is slow (a phone's network).
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/wishlist', async (route) => {
    if (route.request().method() !== 'GET') return route.continue()
    await held
    await route.continue()
  })
  await page.goto('/shop/vaso-cilindro-fume')
  // The page is interactive (its cart button works) while the wishlist is not read yet: the heart says it waits.
  const ready = page.getByRole('button', { name: 'Aggiungi al carrello', exact: true })
  await expect(ready).not.toHaveAttribute('aria-disabled', 'true')
  const heart = page
    .locator('.purchase')
    .getByRole('button', { name: 'Aggiungi alla lista desideri: Vaso Cilindro Fumé' })
  await expect(heart).toHaveAttribute('aria-disabled', 'true')
  release()
  await expect(heart).not.toHaveAttribute('aria-disabled', 'true')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await page.goto('/wishlist')
  await expect(page.getByRole('heading', { name: 'Vaso Onda' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Vaso Cilindro Fumé' })).toBeVisible()
})

test('signed in, two hearts tapped quickly both stay: each whole-list save waits for the one before (none overtakes it)', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('quick-hearts'))
  await page.goto('/shop')
  let answered = 0
  page.on('response', (r) => {
    if (r.url().endsWith('/api/wishlist') && r.request().method() === 'PUT') answered++
  })
  // The first save is slow on the way (a busy network, or another instance): held until the second tap has
  // been made and drawn, then let go. The second must not land before it.
  let first = true
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/wishlist', async (route) => {
    if (route.request().method() === 'PUT' && first) {
      first = false
      await held
    }
    await route.continue()
  })
  const onda = page.getByRole('button', { name: 'Aggiungi alla lista desideri: Vaso Onda' }).first()
  const fume = page.getByRole('button', { name: 'Aggiungi alla lista desideri: Vaso Cilindro Fumé' }).first()
  await expect(onda).not.toHaveAttribute('aria-disabled', 'true')
  await onda.click()
  await fume.click()
  await drawn(page)
  release()
  await expect.poll(() => answered).toBe(2)
  await drawn(page)
  // Both answered: neither heart was taken back by the first, older answer.
  await expect(onda).toHaveAttribute('aria-pressed', 'true')
  await expect(fume).toHaveAttribute('aria-pressed', 'true')
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await page.goto('/wishlist')
  await expect(page.getByRole('heading', { name: 'Vaso Onda' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Vaso Cilindro Fumé' })).toBeVisible()
})

test('a save one account left unanswered is never sent to the next account signed in on the same tab', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('tab-first'))
  await page.goto('/shop')
  // The first customer's save never gets its answer (the network drops it); the tab keeps it to send again.
  let hold = true
  await page.route('**/api/wishlist', async (route) => {
    if (hold && route.request().method() === 'PUT') return // never answered
    await route.continue()
  })
  const heart = page.getByRole('button', { name: 'Aggiungi alla lista desideri: Vaso Onda' }).first()
  await expect(heart).not.toHaveAttribute('aria-disabled', 'true')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await logOut(page)
  hold = false
  // Someone else signs in on that tab: their account gets nothing of the first customer's.
  await signUp(page, uniqueEmail('tab-second'), PASSWORD, 'Marco', 'Bianchi')
  // Signed in, the page has read (or would have written) the account's wishlist: it holds nothing.
  await expect(page.getByTestId('cart-count')).toBeVisible()
  await page.goto('/wishlist')
  await expect(page.getByText('Nessun articolo nella lista desideri')).toBeVisible()
  expect((await (await page.request.get('/api/wishlist')).json()).items).toEqual([])
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Vaso Onda' })).toHaveCount(0)
})

test.describe('mobile', () => {
  test.use({ viewport: MOBILE })
  test('the product page sticky bar adds to the cart after scrolling', async ({ page }) => {
    await page.goto('/shop/vaso-cilindro-fume')
    await expect(page.getByTestId('sticky-bar')).toHaveCount(0)
    await page.mouse.wheel(0, 900)
    const bar = page.getByTestId('sticky-bar')
    await expect(bar).toBeVisible()
    // The product's name is on the phone's bar too, on one line within the screen.
    const name = bar.getByText('Vaso Cilindro Fumé')
    await expect(name).toBeVisible()
    const box = (await name.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    expect(box.height).toBeLessThan(30)
    await bar.getByRole('button', { name: 'Aggiungi al carrello' }).click()
    await expect(page.getByTestId('cart-count')).toHaveText('1')
  })
})

test('stock per fragrance: a sold-out fragrance cannot be chosen, the others still sell', async ({ page, request }) => {
  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  const found = await (
    await request.get('/cms/api/products?where[url][equals]=candela-fico-mediterraneo&locale=it&depth=0', {
      headers: auth,
    })
  ).json()
  const product = found.docs[0] as { id: number; stock: number; fragrance: { id: string; name: string }[] }
  const setStock = (stocks: Record<string, number | null>, stock: number) =>
    request.patch(`/cms/api/products/${product.id}?locale=it`, {
      headers: auth,
      data: {
        stock,
        fragrance: product.fragrance.map((f) => ({ id: f.id, name: f.name, stock: stocks[f.name] ?? null })),
      },
    })
  expect((await setStock({ Fico: 0, Cedro: 4 }, 0)).status()).toBe(200)
  try {
    await page.goto('/shop/candela-fico-mediterraneo')
    const select = page.getByLabel('Fragranza')
    await expect(select.locator('option', { hasText: 'Fico' })).toBeDisabled()
    await expect(select.locator('option', { hasText: 'Fico' })).toContainText('Esaurito')
    await expect(select.locator('option', { hasText: 'Cedro' })).toBeEnabled()
    await select.selectOption('Cedro')
    await page.getByLabel('Confezione').selectOption({ index: 1 })
    await expect(async () => {
      await page.getByRole('button', { name: 'Aggiungi al carrello' }).first().click()
      await expect(page.getByTestId('cart-count')).toHaveText('1', { timeout: 2_000 })
    }).toPass()
  } finally {
    await setStock({}, product.stock || 50)
  }
})

test('signed in, adding to cart is a server write: the button says "Aggiunta al carrello…" while it is in flight, and a failed write says so', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('busy-add'))
  await page.goto('/shop/vaso-onda')
  const button = page.getByRole('button', { name: 'Aggiungi al carrello' }).first()
  await expect(button).toBeEnabled()
  // Hydrated: before that the button only says it is not ready yet (aria-disabled) and a click does nothing.
  await expect(button).not.toHaveAttribute('aria-disabled', 'true')
  // The account's answer is held back: the button is busy and disabled until it comes.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/cart', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue()
    await held
    await route.continue()
  })
  await button.click()
  const busy = page.getByRole('button', { name: 'Aggiunta al carrello…' }).first()
  await expect(busy).toBeVisible()
  await expect(busy).toBeDisabled()
  release()
  await expect(page.getByText('Articolo aggiunto al carrello!')).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await expect(page.getByRole('button', { name: 'Aggiungi al carrello' }).first()).toBeEnabled()

  // The server refuses the next write: the shopper is told, and the cart shows only what was saved.
  await page.unroute('**/api/cart')
  await page.route('**/api/cart', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 503, body: '{}' }) : route.continue(),
  )
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).first().click()
  await expect(page.getByText('Non è stato possibile aggiungere l’articolo al carrello. Riprova.')).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.unroute('**/api/cart')
  await page.reload()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
})

test('signed in, quick "+" clicks all count: each whole-cart save waits for the one before (none overtakes it)', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('quick-plus'))
  await page.goto('/shop/vaso-onda')
  const button = page.getByRole('button', { name: 'Aggiungi al carrello' }).first()
  await expect(button).not.toHaveAttribute('aria-disabled', 'true')
  await button.click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.goto('/cart')
  const row = page.locator('table tbody tr')
  await expect(row).toHaveCount(1)
  // The first save is slow on the way (a busy network): the second click's save must not overtake it.
  let first = true
  await page.route('**/api/cart', async (route) => {
    if (route.request().method() === 'PUT' && first) {
      first = false
      await new Promise((r) => setTimeout(r, 1_500))
    }
    await route.continue()
  })
  const plus = row.getByRole('button', { name: 'Aumenta la quantità' })
  await plus.click()
  await plus.click()
  await expect(row.locator('output')).toHaveText('3')
  await expect(page.getByTestId('cart-count')).toHaveText('3')
  await expect(page.getByTestId('cart-subtotal')).not.toHaveText('…')
  await page.unroute('**/api/cart')
  await page.reload()
  await expect(page.locator('table tbody tr').locator('output')).toHaveText('3')
})

/** The page's next frames drawn: what it shows once an answer delivered to it has been applied. */
const drawn = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))

test('sign-in: the account read sent beside the merge, answered after it, does not hide the merged lines (issue 53)', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('merge-read')
  await signUp(page, email)
  // A change answered: this tab reads the account again on its next signed-in page, here the sign-in.
  await addFig(page, 'Cedro', '2', 2)
  // The session ends before another signed-in page (cookie gone); the shopper goes on signed out.
  await context.clearCookies()
  await addFig(page, 'Cedro', '2')
  await addFig(page, 'Cedro', '3')
  await expect(page.getByTestId('cart-count')).toHaveText('2')
  // The read goes out beside the merge and is answered by the server first (the account before the merge:
  // 2), but its answer reaches the page only after the merge's (4).
  let readAnswered = () => {}
  const answeredByServer = new Promise<void>((resolve) => (readAnswered = resolve))
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let delivered = () => {}
  const late = new Promise<void>((resolve) => (delivered = resolve))
  let first = true
  await page.route('**/api/cart', async (route) => {
    if (route.request().method() !== 'GET' || !first) return route.continue()
    first = false
    const answer = await route.fetch()
    readAnswered()
    await held
    await route.fulfill({ response: answer })
    delivered()
  })
  await page.route('**/api/cart/merge', async (route) => {
    await answeredByServer
    await route.continue()
  })
  await logIn(page, email)
  await expect(page.getByTestId('cart-count')).toHaveText('4')
  release()
  await late
  await drawn(page)
  await expect(page.getByTestId('cart-count')).toHaveText('4')
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await page.goto('/cart')
  await expect(page.getByTestId('cart-subtotal')).toHaveText('244,60 €')
})

test('the next page sends the unanswered save again: the account read beside it, answered from before the save, does not empty the cart (issue 53)', async ({
  page,
  context,
}) => {
  await signUp(page, uniqueEmail('resend'))
  // The product page reads the account once (signed in, nothing known yet): let that read be answered first.
  const pageRead = page.waitForResponse((r) => r.url().endsWith('/api/cart') && r.request().method() === 'GET')
  await page.goto('/shop/vaso-onda')
  await pageRead
  const button = page.getByRole('button', { name: 'Aggiungi al carrello' }).first()
  await expect(button).not.toHaveAttribute('aria-disabled', 'true')
  // The save is still on its way when the shopper opens the checkout (here it never reaches the server).
  // The next page sends it again and reads the account beside it; the read is answered by the server before
  // the save (another instance, the save not yet committed) but reaches the page after the save's answer.
  let puts = 0
  let armed = false
  let readAnswered = () => {}
  const answeredByServer = new Promise<void>((resolve) => (readAnswered = resolve))
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let delivered = () => {}
  const late = new Promise<void>((resolve) => (delivered = resolve))
  let forget = () => {}
  const forgotten = new Promise<void>((resolve) => (forget = resolve))
  await context.route('**/api/cart', async (route) => {
    const method = route.request().method()
    if (method === 'PUT' && ++puts === 1) {
      await forgotten
      return route.abort().catch(() => undefined)
    }
    if (method === 'PUT') {
      await answeredByServer
      return route.continue()
    }
    if (method !== 'GET' || !armed) return route.continue()
    armed = false
    const answer = await route.fetch()
    readAnswered()
    await held
    await route.fulfill({ response: answer })
    delivered()
  })
  await button.click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  // The next page, opened from this one: it starts with this tab's memory of the unanswered save, as a page
  // loaded in this tab would (there, the request held here is cancelled when its page is left, which the
  // page takes for an answer; a real one goes on, keepalive).
  armed = true
  const opened = context.waitForEvent('page')
  await page.evaluate(() => void window.open('/checkout'))
  const checkout = await opened
  await expect(checkout.getByTestId('cart-count')).toHaveText('1')
  expect(puts).toBe(2)
  release()
  await late
  await drawn(checkout)
  await expect(checkout.getByTestId('cart-count')).toHaveText('1')
  await expect(checkout.locator('main')).toContainText('Vaso Onda')
  forget()
  await context.unrouteAll({ behavior: 'ignoreErrors' })
})

test('signed in, an add made before the account’s cart is read keeps the lines already there (the whole cart saved is not sent short)', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('early-add'))
  await addFig(page, 'Cedro', '2', 2)
  await addFig(page, 'Cedro', '3')
  await expect(page.getByTestId('cart-count')).toHaveText('3')
  // The next page's read of the account is slow (a phone's network): the shopper adds before it is answered.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/cart', async (route) => {
    if (route.request().method() !== 'GET') return route.continue()
    await held
    await route.continue()
  })
  const read = page.waitForRequest((r) => r.url().endsWith('/api/cart') && r.method() === 'GET')
  await page.goto('/shop/vaso-onda')
  await read
  const button = page.getByRole('button', { name: 'Aggiungi al carrello', exact: true })
  await expect(button).not.toHaveAttribute('aria-disabled', 'true')
  await button.click()
  release()
  // The vase joins the figs: 4 pieces, on the page and in the account (a new page reads it from the server).
  await expect(page.getByTestId('cart-count')).toHaveText('4')
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await page.goto('/cart')
  await expect(page.getByTestId('cart-count')).toHaveText('4')
  await expect(page.locator('main')).toContainText('Vaso Onda')
  await expect(page.locator('main')).toContainText('Cedro')
})

test('signed in, two adds tapped while the account’s cart is being read both land (the second is not saved over the first)', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('two-adds'))
  await addFig(page, 'Cedro', '2')
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/cart', async (route) => {
    if (route.request().method() !== 'GET') return route.continue()
    await held
    await route.continue()
  })
  const read = page.waitForRequest((r) => r.url().endsWith('/api/cart') && r.method() === 'GET')
  await page.goto('/shop')
  await read
  // Two cards' buttons, tapped one after the other while the account's cart is on its way.
  await page.getByRole('button', { name: 'Aggiungi al carrello: Vaso Onda' }).click()
  await page.getByRole('button', { name: 'Aggiungi al carrello: Vaso Cilindro Fumé' }).click()
  release()
  await expect(page.getByTestId('cart-count')).toHaveText('3')
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await page.goto('/cart')
  await expect(page.getByTestId('cart-count')).toHaveText('3')
  await expect(page.locator('main')).toContainText('Vaso Onda')
  await expect(page.locator('main')).toContainText('Vaso Cilindro Fumé')
  await expect(page.locator('main')).toContainText('Cedro')
})
