import { describe, expect, it } from 'vitest'
import { login, logout } from '@/features/sign-in/auth-service'
import { listSessions, signOutSessions, touchSession } from '@/features/sign-in/sessions'
import { mergeIntoAccount, readAccountCart, saveAccountCart } from '@/features/cart/cart-service'
import type { User } from '@/payload-types'
import { anyProduct, makeCustomer, shop } from './helpers'

const tokenOf = (cookie: string) => /payload-token=([^;]+)/.exec(cookie)?.[1] ?? ''
const bearer = (token: string) => new Headers({ Authorization: `JWT ${token}` })

async function signedInAs(token: string) {
  const { user } = await (await shop()).auth({ headers: bearer(token) })
  return user?.id ?? null
}

describe('sessions under concurrency (two devices, two tabs)', () => {
  it('8 simultaneous sign-ins of one account give 8 working sessions', async () => {
    const payload = await shop()
    const user = await makeCustomer(payload)
    const results = await Promise.all(
      Array.from({ length: 8 }, () => login(payload, 'it', user.email, 'secret-pass-1', `10.0.0.${Math.random()}`)),
    )
    expect(results.every((r) => r.ok)).toBe(true)
    const tokens = results.map((r) => (r.ok ? tokenOf(r.cookie) : ''))
    const who = await Promise.all(tokens.map(signedInAs))
    expect(who).toEqual(Array(8).fill(user.id))
  })

  it('a sign-in racing the sign-out of another session keeps the new session', async () => {
    const payload = await shop()
    const user = await makeCustomer(payload)
    const first = await login(payload, 'it', user.email, 'secret-pass-1')
    if (!first.ok) throw new Error('first sign-in failed')
    const oldToken = tokenOf(first.cookie)
    const [, second] = await Promise.all([
      logout(payload, bearer(oldToken)),
      login(payload, 'it', user.email, 'secret-pass-1'),
    ])
    if (!second.ok) throw new Error('second sign-in failed')
    expect(await signedInAs(tokenOf(second.cookie))).toBe(user.id)
    expect(await signedInAs(oldToken)).toBeNull()
  })

  it('sign-out ends the session on the server: the same token no longer works', async () => {
    const payload = await shop()
    const user = await makeCustomer(payload)
    const res = await login(payload, 'en', user.email, 'secret-pass-1')
    if (!res.ok) throw new Error('sign-in failed')
    const token = tokenOf(res.cookie)
    expect(await signedInAs(token)).toBe(user.id)
    const cleared = await logout(payload, bearer(token))
    expect(cleared).toMatch(/payload-token=;/)
    expect(await signedInAs(token)).toBeNull()
  })
})

describe('merging the guest cart on sign-in', () => {
  it('5 simultaneous merges of one local cart add its quantities once', async () => {
    const payload = await shop()
    const user = await makeCustomer(payload)
    const product = await anyProduct(payload)
    const id = String(product.id)
    await saveAccountCart(payload, user, [{ id, fragrance: '', sets: '', quantity: 1 }])
    const local = [{ id, fragrance: '', sets: '', quantity: 2 }]
    const token = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6'
    await Promise.all(Array.from({ length: 5 }, () => mergeIntoAccount(payload, user, local, token)))
    expect((await readAccountCart(payload, user)).keys).toEqual([{ id, fragrance: '', sets: '', quantity: 3 }])
    // The same cart sent again later (a retry, another tab) changes nothing; a new cart merges.
    await mergeIntoAccount(payload, user, local, token)
    expect((await readAccountCart(payload, user)).keys[0].quantity).toBe(3)
    await mergeIntoAccount(
      payload,
      user,
      [{ id, fragrance: '', sets: '', quantity: 1 }],
      'ffffffffffffffffffffffffffffffff',
    )
    expect((await readAccountCart(payload, user)).keys[0].quantity).toBe(4)
  })

  it("another account's merge with the same token is its own", async () => {
    const payload = await shop()
    const [a, b] = [await makeCustomer(payload), await makeCustomer(payload)]
    const id = String((await anyProduct(payload)).id)
    const token = '0123456789abcdef0123456789abcdef'
    await mergeIntoAccount(payload, a, [{ id, fragrance: '', sets: '', quantity: 1 }], token)
    await mergeIntoAccount(payload, b, [{ id, fragrance: '', sets: '', quantity: 1 }], token)
    expect((await readAccountCart(payload, b)).keys).toHaveLength(1)
  })
})

describe("a customer's list of sessions (issue 42)", () => {
  const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
  async function signIn(email: string, userAgent: string) {
    const payload = await shop()
    const r = await login(payload, 'it', email, 'secret-pass-1')
    if (!r.ok) throw new Error('sign-in failed')
    const token = tokenOf(r.cookie)
    const { user } = await payload.auth({ headers: bearer(token) })
    await touchSession(payload, user as User, userAgent)
    return { token, user: user as User }
  }

  it('lists each device with its browser and last activity, this one first; another account’s session is not touched', async () => {
    const payload = await shop()
    const customer = await makeCustomer(payload)
    const laptop = await signIn(customer.email, CHROME)
    const phone = await signIn(customer.email, IPHONE)
    const list = await listSessions(payload, laptop.user)
    expect(list.map((s) => [s.userAgent, s.current])).toEqual([
      [CHROME, true],
      [IPHONE, false],
    ])
    expect(list.every((s) => s.lastSeenAt && s.signedInAt)).toBe(true)
    // Seen again a moment later: "last seen" is written every few minutes at most.
    const seen = list[1]!.lastSeenAt
    await touchSession(payload, phone.user, IPHONE)
    expect((await listSessions(payload, laptop.user))[1]!.lastSeenAt).toBe(seen)

    // Somebody else cannot end this customer's session by its id.
    const other = await makeCustomer(payload)
    const stranger = await signIn(other.email, CHROME)
    expect(await signOutSessions(payload, stranger.user, { sid: list[1]!.id })).toBe(0)
    expect(await signedInAs(phone.token)).toBe(customer.id)
    // Nor can the customer end its own current session from the list (that is "Esci").
    expect(await signOutSessions(payload, laptop.user, { sid: list[0]!.id })).toBe(0)
    expect(await signedInAs(laptop.token)).toBe(customer.id)
  })

  it('signs out the lost phone at once, then every other session; this one stays', async () => {
    const payload = await shop()
    const customer = await makeCustomer(payload)
    const laptop = await signIn(customer.email, CHROME)
    const phone = await signIn(customer.email, IPHONE)
    const tablet = await signIn(customer.email, IPHONE)
    const phoneSid = (await listSessions(payload, phone.user)).find((s) => s.current)!.id
    expect(await signOutSessions(payload, laptop.user, { sid: phoneSid })).toBe(1)
    expect(await signedInAs(phone.token)).toBeNull()
    expect(await signedInAs(tablet.token)).toBe(customer.id)
    expect(await signOutSessions(payload, laptop.user, 'others')).toBe(1)
    expect(await signedInAs(tablet.token)).toBeNull()
    expect(await signedInAs(laptop.token)).toBe(customer.id)
    expect((await listSessions(payload, laptop.user)).map((s) => s.current)).toEqual([true])
    // The devices of ended sessions are not kept.
    const devices = await payload.count({
      collection: 'session-devices',
      where: { user: { equals: customer.id } },
      overrideAccess: true,
    })
    expect(devices.totalDocs).toBe(1)
  })

  it('nobody reads or writes the devices through Payload’s API, not even the operator; they go with the account', async () => {
    const payload = await shop()
    const customer = await makeCustomer(payload)
    await signIn(customer.email, CHROME)
    const admin = (
      await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, overrideAccess: true })
    ).docs[0] as User
    for (const user of [customer, admin])
      await expect(payload.find({ collection: 'session-devices', overrideAccess: false, user })).rejects.toThrow()
    await payload.delete({ collection: 'users', id: customer.id, overrideAccess: true })
    const left = await payload.count({
      collection: 'session-devices',
      where: { user: { equals: customer.id } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
  })
})
