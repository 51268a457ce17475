import { expect, test, type Page } from '@playwright/test'
import { adminToken, cmsLogin, emailTo, expectNoAxeViolations, linkIn, paidOrder, signUp, uniqueEmail } from './helpers'

// Runs after every other spec (the catalogue project in playwright.config.ts, after the settings spec): it changes a shop setting
// (invitations at once) and publishes a review of a demo product, which shows on its cards and page.
const PRODUCT = 'vaso-cilindro-fume'
test.describe.configure({ mode: 'default' })

async function settings(page: Page, days: number) {
  const res = await page.request.post('/cms/api/globals/shop-settings', {
    headers: { Authorization: `JWT ${await adminToken()}` },
    data: { reviewInvitationDays: days },
  })
  expect(res.ok(), await res.text()).toBe(true)
}

/** The operator ships and delivers the order (the back office's own endpoints). */
async function deliver(operator: Page, id: string) {
  const shipped = await operator.request.post(`/api/admin/orders/${id}/ship`, {
    data: { code: `BRT${id}`, link: `https://track.example/${id}` },
  })
  expect(shipped.status(), await shipped.text()).toBe(200)
  const done = await operator.request.post(`/api/admin/orders/${id}/deliver`)
  expect(done.status(), await done.text()).toBe(200)
}

async function moderate(page: Page, id: number, data: Record<string, unknown>) {
  const res = await page.request.patch(`/cms/api/reviews/${id}`, {
    headers: { Authorization: `JWT ${await adminToken()}` },
    data,
  })
  expect(res.status(), await res.text()).toBe(200)
}

async function reviewOf(page: Page, email: string) {
  const res = await page.request.get(`/cms/api/reviews?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: { Authorization: `JWT ${await adminToken()}` },
  })
  return ((await res.json()) as { docs: { id: number; status: string; author: string }[] }).docs[0]!
}

test('reviews: buy → shipped and delivered → invitation → review → moderation → shown with stars and JSON-LD; a refused one is not shown and its author told; a non-buyer is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  const buyer = uniqueEmail('reviewer')
  const critic = uniqueEmail('critic')
  const operator = await (await browser.newContext()).newPage()
  await cmsLogin(operator)
  await settings(page, 0)
  try {
    // Two guests buy the vase; the operator ships and delivers both orders.
    const first = await paidOrder(page, buyer)
    const other = await (await browser.newContext()).newPage()
    const second = await paidOrder(other, critic)
    await deliver(operator, first)
    await deliver(operator, second)

    // The invitation (at once: 0 days in the settings) opens the order's review page, signed.
    const invitation = await emailTo(buyer, 'Recensisci il tuo ordine')
    expect(invitation).toContain('/api/reviews/stop-invitations?token=')
    await page.goto(linkIn(invitation, '/review?token='))
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Recensisci il tuo ordine')
    await expectNoAxeViolations(page)
    const form = page.getByRole('region', { name: 'Vaso Cilindro Fumé' })
    // Keyboard only: the stars are a radio group, the text a labelled field.
    await form.getByRole('radio', { name: '4 stelle' }).check()
    await form
      .getByLabel('La tua recensione di Vaso Cilindro Fumé')
      .fill('Vetro spesso e colore bellissimo. Visitate https://spam.example per altro!')
    await form.getByRole('button', { name: 'Invia la recensione' }).press('Enter')
    await expect(page.locator('main').getByRole('status').first()).toHaveText(
      /Grazie! La recensione è in attesa di moderazione/,
    )
    await expect(page.getByRole('region', { name: 'Vaso Cilindro Fumé' })).toContainText('In attesa di moderazione')

    // The second buyer writes in English; the operator refuses it (offensive), and they are told why.
    const critique = await emailTo(critic, 'Recensisci il tuo ordine')
    await other.goto(linkIn(critique, '/review?token=').replace('lang=it', 'lang=en'))
    const theirs = other.getByRole('region', { name: /Vaso Cilindro|Cylinder/ })
    await theirs.getByRole('radio', { name: '1 star', exact: true }).check()
    await theirs.getByLabel(/Your review of/).fill('Rude words that break the rules of the shop.')
    await theirs.getByRole('button', { name: 'Send the review' }).click()
    await expect(other.locator('main').getByRole('status').first()).toContainText('Thank you!')
    const refused = await reviewOf(page, critic)
    await moderate(page, refused.id, { status: 'rejected', reason: 'offensive' })
    const told = await emailTo(critic, 'Your review was not published')
    expect(told).toContain('Reason: Offensive language')
    await other.context().close()

    // A non-buyer: refused on the page and through the API.
    const stranger = await (await browser.newContext()).newPage()
    await signUp(stranger, uniqueEmail('stranger'))
    await stranger.goto(`/review?order=${first}`)
    await expect(stranger.locator('main').getByRole('status')).toHaveText('Ordine non trovato.')
    await expect(stranger.getByRole('button', { name: 'Invia la recensione' })).toHaveCount(0)
    const forged = await stranger.request.post('/cms/api/reviews', {
      data: { product: 1, order: Number(first), line: 'x', rating: 5, text: 'Fake review here.', lang: 'it' },
    })
    expect(forged.status()).toBe(403)
    const viaForm = await stranger.request.post('/api/reviews', {
      form: { order: first, line: 'x', rating: '5', text: 'Fake review here, never bought.', lang: 'it' },
      maxRedirects: 0,
    })
    expect(viaForm.headers().location).toContain('status=not-found')
    await stranger.context().close()

    // The operator publishes the first review and answers it; the buyer is told.
    const review = await reviewOf(page, buyer)
    expect(review).toMatchObject({ status: 'pending', author: 'Marta V.' })
    await moderate(page, review.id, { status: 'published', reply: 'Grazie Marta!' })
    await emailTo(buyer, 'ora visibile sulla pagina del prodotto')

    // The product page: average, count, distribution, verified purchase, the answer; the link is text.
    await page.goto(`/shop/${PRODUCT}`)
    await page.getByRole('tab', { name: 'Recensioni' }).click()
    const panel = page.getByRole('tabpanel')
    await expect(panel).toContainText('4 su 5')
    await expect(panel).toContainText('1 recensione')
    await expect(panel.getByRole('img', { name: 'Valutazione 4 su 5' }).first()).toBeVisible()
    await expect(panel).toContainText('Acquisto verificato')
    await expect(panel).toContainText('Marta V.')
    await expect(panel).toContainText('Grazie Marta!')
    await expect(panel).not.toContainText('Rude words')
    await expect(panel.getByRole('link', { name: /spam\.example/ })).toHaveCount(0)
    await expect(panel.getByRole('link', { name: 'Come gestiamo le recensioni' })).toHaveAttribute(
      'href',
      '/terms#recensioni',
    )
    await expectNoAxeViolations(page, '[role="tabpanel"]')
    // "Utile": one vote per visitor and review, for good — the second click counts nothing.
    const reviewsShown = async () => {
      await page.goto(`/shop/${PRODUCT}`)
      await page.getByRole('tab', { name: 'Recensioni' }).click()
      return (await page.getByRole('tabpanel').textContent()) ?? ''
    }
    for (let i = 0; i < 2; i++) {
      await reviewsShown()
      await page.getByRole('button', { name: 'Utile: la recensione di Marta V.' }).click()
      await expect(page).toHaveURL(/#reviews$/)
    }
    await expect.poll(reviewsShown, { timeout: 20_000 }).toContain('Utile per 1 persona')
    expect(await reviewsShown()).not.toContain('Utile per 2 persone')
    await page.goto(`/shop/${PRODUCT}`)
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
      aggregateRating?: { ratingValue: number; reviewCount: number }
      review?: { author: { name: string } }[]
    }
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 })
    expect(ld.review?.map((r) => r.author.name)).toEqual(['Marta V.'])

    // The shop's card shows the stars and the count.
    await page.goto('/shop')
    const card = page.locator('.card', { has: page.getByRole('link', { name: 'Vaso Cilindro Fumé' }) })
    await expect(card.getByRole('img', { name: 'Valutazione 4 su 5' })).toBeVisible()
    await expect(card).toContainText('(1')

    // The terms' section the page links to.
    await page.goto('/terms#recensioni')
    await expect(page.getByRole('heading', { name: 'Recensioni' })).toBeVisible()
  } finally {
    await settings(page, 7)
    const ids = [await reviewOf(page, buyer).catch(() => null), await reviewOf(page, critic).catch(() => null)]
    for (const r of ids)
      if (r)
        await page.request.delete(`/cms/api/reviews/${r.id}`, {
          headers: { Authorization: `JWT ${await adminToken()}` },
        })
    await operator.context().close()
  }
})
