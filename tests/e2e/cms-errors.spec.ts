import { expect, test } from '@playwright/test'
import { adminToken } from './helpers'

/**
 * Payload's REST answers in the production build (issue 52): a hook's refusal (an APIError) reaches the
 * client — /cms or a script on /cms/api — as its own status and message, and a field validation error
 * (a ValidationError) with each field and its reason, in the operator's language. Before, the build's
 * second copy of Payload's error classes made the formatter miss them: "An unknown error occurred" or
 * a message without the fields' reasons.
 */
const headers = async (lang: 'it' | 'en') => ({ Authorization: `JWT ${await adminToken()}`, 'Accept-Language': lang })

test('a hook’s refusal reaches a REST client as 400 with its reason, in the operator’s language', async ({
  request,
}) => {
  // A code some order names cannot be deleted (DiscountCodes' beforeDelete): its reason, not "unknown error".
  const code = await request.post('/cms/api/discount-codes', {
    headers: await headers('it'),
    data: { code: `KEEP-${Date.now()}`, kind: 'percent', percent: 10 },
  })
  expect(code.status()).toBe(201)
  const codeId = (await code.json()).doc.id
  const order = await request.post('/cms/api/orders', {
    headers: await headers('it'),
    data: {
      email: 'cms-errors@example.com',
      items: [{ name: 'Vaso', price: 10, quantity: 1 }],
      subtotal: 10,
      shippingFee: 5.99,
      totalAmount: 15.99,
      discountRef: codeId,
    },
  })
  expect(order.status()).toBe(201)
  const expected = {
    it: 'Il codice è in 1 ordini e non si può eliminare: fallo scadere.',
    en: 'The code is on 1 order(s) and cannot be deleted: end it instead.',
  }
  for (const lang of ['it', 'en'] as const) {
    const res = await request.delete(`/cms/api/discount-codes/${codeId}`, { headers: await headers(lang) })
    expect(res.status(), lang).toBe(400)
    const body = await res.json()
    expect(body.errors?.[0]?.message, lang).toBe(expected[lang])
  }
})

test('a field validation error reaches a REST client with each field and its reason, in the operator’s language', async ({
  request,
}) => {
  const reasons = {
    it: { code: 'Da 3 a 32 lettere, cifre o trattini.', percent: 'Indica una percentuale da 1 a 100.' },
    en: { code: 'From 3 to 32 letters, digits or dashes.', percent: 'Give a percentage from 1 to 100.' },
  }
  for (const lang of ['it', 'en'] as const) {
    const res = await request.post('/cms/api/discount-codes', {
      headers: await headers(lang),
      data: { code: 'x', kind: 'percent', percent: 150 },
    })
    expect(res.status(), lang).toBe(400)
    const [error] = (await res.json()).errors ?? []
    expect(error?.name, lang).toBe('ValidationError')
    const fields = Object.fromEntries(
      ((error?.data?.errors ?? []) as { path: string; message: string }[]).map((e) => [e.path, e.message]),
    )
    expect(fields, lang).toMatchObject(reasons[lang])
  }
  // The password rule of an account made through the API says why too.
  const password = {
    it: 'La password deve contenere almeno 8 caratteri.',
    en: 'The password must be at least 8 characters long.',
  }
  for (const lang of ['it', 'en'] as const) {
    const res = await request.post('/cms/api/users', {
      headers: await headers(lang),
      data: { email: `cms-errors-${lang}-${Date.now()}@example.com`, password: 'short' },
    })
    expect(res.status(), lang).toBe(400)
    const [error] = (await res.json()).errors ?? []
    expect(error?.data?.errors, lang).toEqual([expect.objectContaining({ path: 'password', message: password[lang] })])
  }
})
