import { describe, expect, it } from 'vitest'
import { login, logout } from '@/features/account/auth-service'
import { mergeIntoAccount, readAccountCart, saveAccountCart } from '@/features/cart/server'
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
