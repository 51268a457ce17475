import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetPassword, login } from '@/features/sign-in/auth-service'
import { quote } from '@/features/cart/cart-service'
import { grantTradeAccount, inputFromRequest, setDealerStatus } from '@/features/dealers/approval'
import { activeDealer } from '@/features/dealers/data'
import type { Submission, User } from '@/payload-types'
import { makeCustomer, seededProduct, shop } from './helpers'

/** Issue 41: a distributor request becomes a trade account; an invited EU business is checked with VIES. */
let vies: http.Server
const made: (number | string)[] = []
const requests: (number | string)[] = []
let seq = 0
const address = (tag: string) => `dealer-${tag}-${Date.now()}-${++seq}@example.com`

const mails = async (to: string) =>
  (
    await (
      await shop()
    ).find({ collection: 'mail-queue', where: { to: { equals: to } }, sort: 'createdAt', overrideAccess: true })
  ).docs.map((d) => ({ subject: String(d.subject), text: String((d.message as { text?: string }).text ?? '') }))

async function businessRequest(email: string): Promise<Submission> {
  const doc = await (
    await shop()
  ).create({
    collection: 'submissions',
    overrideAccess: true,
    data: {
      kind: 'business',
      email,
      name: 'Profumi di Casa S.n.c.',
      data: {
        socialReason: 'Profumi di Casa S.n.c.',
        pvat: '01234567897',
        sdiCode: 'M5UXCR1',
        corporateEmail: email,
        telephoneNumber: '0438 123456',
        city: 'Conegliano',
        cap: '31015',
        province: 'tv',
        street: 'Via XX Settembre',
        civic: '5',
        referencePerson: 'Giulia Bianchi',
        note: '',
      },
    } as never,
  })
  requests.push(doc.id)
  return doc as Submission
}

beforeAll(async () => {
  // VIES stand-in: FR40303265045 is registered, every other number is not.
  vies = http.createServer((req, res) => {
    const valid = req.url === '/ms/FR/vat/40303265045'
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ isValid: valid, userError: valid ? 'VALID' : 'INVALID' }))
  })
  await new Promise<void>((resolve) => vies.listen(0, '127.0.0.1', resolve))
  process.env.VIES_URL = `http://127.0.0.1:${(vies.address() as AddressInfo).port}`
})

afterAll(async () => {
  delete process.env.VIES_URL
  await new Promise((resolve) => vies.close(resolve))
  const payload = await shop()
  await payload.delete({ collection: 'carts', where: { user: { in: made } }, overrideAccess: true })
  await payload.delete({ collection: 'users', where: { id: { in: made } }, overrideAccess: true })
  await payload.delete({ collection: 'submissions', where: { id: { in: requests } }, overrideAccess: true })
})

describe('from request to trade account', () => {
  it('approving a request makes an account with the request’s business data and mails the link to set its password', async () => {
    const payload = await shop()
    const email = address('new')
    const request = await businessRequest(email)
    const res = await grantTradeAccount(payload, inputFromRequest(request)!)
    if (!res.ok) throw new Error(res.reason)
    made.push(res.userId)
    expect(res.created).toBe(true)
    const user = (await payload.findByID({ collection: 'users', id: res.userId, overrideAccess: true })) as User
    expect(user.dealer).toMatchObject({
      status: 'active',
      company: 'Profumi di Casa S.n.c.',
      country: 'IT',
      vatNumber: '01234567897',
      sdi: 'M5UXCR1',
      street: 'Via XX Settembre 5',
      zip: '31015',
      city: 'Conegliano',
      province: 'TV',
    })
    expect(user.firstName).toBe('Giulia')
    const handled = await payload.findByID({ collection: 'submissions', id: request.id, overrideAccess: true })
    expect(handled.handling).toBe('closed')

    const [mail] = await mails(email)
    expect(mail!.subject).toBe('Il conto rivenditore di Profumi di Casa S.n.c. è attivo')
    const token = /reset-password\?token=([^&\s]+)/.exec(mail!.text)?.[1]
    expect(token).toBeTruthy()
    // The owner of the mailbox sets the password, signs in, and is a dealer.
    expect(await resetPassword(payload, decodeURIComponent(token!), 'candele-2026!')).toBe(true)
    const signed = await login(payload, 'it', email, 'candele-2026!')
    expect(signed.ok).toBe(true)
    expect(await activeDealer(user, payload)).toMatchObject({ company: 'Profumi di Casa S.n.c.' })
  })

  it('an existing customer’s account becomes the dealer account, its password untouched', async () => {
    const payload = await shop()
    const customer = await makeCustomer(payload, { email: address('existing') })
    made.push(customer.id)
    const request = await businessRequest(customer.email)
    const res = await grantTradeAccount(payload, inputFromRequest(request)!)
    expect(res).toMatchObject({ ok: true, created: false, userId: customer.id })
    expect((await login(payload, 'it', customer.email, 'secret-pass-1')).ok).toBe(true)
    const [mail] = await mails(customer.email)
    expect(mail!.text).toMatch(/entrando con il tuo conto vedrai i prezzi rivenditore/)
  })

  it('two approvals of one request at once make one account', async () => {
    const payload = await shop()
    const email = address('twice')
    const request = await businessRequest(email)
    const results = await Promise.all([1, 2].map(() => grantTradeAccount(payload, inputFromRequest(request)!)))
    const ids = new Set(results.map((r) => (r.ok ? String(r.userId) : r.reason)))
    expect(ids.size).toBe(1)
    made.push(...ids)
    const accounts = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(accounts.totalDocs).toBe(1)
    // One e-mail, and it is the one that sets the password.
    const sent = await mails(email)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.text).toMatch(/reset-password\?token=/)
  })

  it('refuses an operator’s e-mail, a wrong P.IVA, and an EU number VIES does not know; accepts one it knows', async () => {
    const payload = await shop()
    const base = { company: 'Maison Bougie SARL', country: 'FR', lang: 'en' as const }
    expect(
      await grantTradeAccount(payload, {
        ...base,
        email: 'admin@vetrina.example',
        country: 'IT',
        vatNumber: '01234567897',
        sdi: 'M5UXCR1',
      }),
    ).toEqual({
      ok: false,
      reason: 'operator-account',
    })
    expect(
      await grantTradeAccount(payload, {
        ...base,
        email: address('bad'),
        country: 'IT',
        vatNumber: '01234567890',
        sdi: 'M5UXCR1',
      }),
    ).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'vatNumber',
    })
    // A forged price list (no such row, or not an id) is refused before anything is written.
    for (const priceList of ['999999', 'abc'])
      expect(
        await grantTradeAccount(payload, {
          ...base,
          email: address('list'),
          country: 'IT',
          vatNumber: '01234567897',
          sdi: 'M5UXCR1',
          priceList,
        }),
      ).toEqual({ ok: false, reason: 'invalid', field: 'priceList' })
    expect(
      await grantTradeAccount(payload, { ...base, email: address('fr-unknown'), vatNumber: 'FR12345678901' }),
    ).toEqual({
      ok: false,
      reason: 'vies-invalid',
    })
    const email = address('fr')
    const ok = await grantTradeAccount(payload, { ...base, email, vatNumber: '40 303 265 045' })
    if (!ok.ok) throw new Error(ok.reason)
    made.push(ok.userId)
    const user = (await payload.findByID({ collection: 'users', id: ok.userId, overrideAccess: true })) as User
    expect(user.dealer).toMatchObject({ country: 'FR', vatNumber: 'FR40303265045', vies: 'valid' })
    expect((await mails(email))[0]!.subject).toBe('The dealer account of Maison Bougie SARL is active')
  })

  it('a suspended dealer pays consumer prices from the next quote, and is restored the same way', async () => {
    const payload = await shop()
    const email = address('suspend')
    const res = await grantTradeAccount(payload, {
      email,
      company: 'Negozio Uno',
      country: 'IT',
      vatNumber: '01234567897',
      pec: 'uno@pec.example.it',
    })
    if (!res.ok) throw new Error(res.reason)
    made.push(res.userId)
    const p = await seededProduct('vaso-onda')
    const lines = [{ id: String(p.id), quantity: 2, sets: '', fragrance: '' }]
    const user = { id: Number(res.userId) }
    expect((await quote('it', lines, { user })).basis).toBe('net')
    expect(await setDealerStatus(payload, res.userId, 'suspended')).toBe(true)
    expect((await quote('it', lines, { user })).basis).toBe('gross')
    expect(await setDealerStatus(payload, res.userId, 'active')).toBe(true)
    expect((await quote('it', lines, { user })).basis).toBe('net')
  })
})
