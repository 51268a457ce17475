import { Forbidden, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'
import { login } from '@/features/sign-in/auth-service'
import { saveAccountCart } from '@/features/cart/cart-service'
import { allowHit } from '@/services/rate-limit'
import type { User } from '@/payload-types'
import { LIMITS } from '@/services/rate-limit'
import { anyProduct, makeCustomer, pendingGuestOrder, shop } from './helpers'

/** What a customer's call to /cms/api amounts to: the Local API as that user, access enforced. */
const asCustomer = (user: User) => ({ user, overrideAccess: false as const })

describe("customers cannot write around the shop's rules through Payload's API", () => {
  it('a customer cannot change their own e-mail, password, role or verified flag', async () => {
    const payload = await shop()
    const user = await makeCustomer(payload, { verified: true } as Partial<User>)
    for (const data of [
      { email: `victim-${Date.now()}@example.com` },
      { password: 'new-password-123' },
      { role: 'admin' },
      { verified: false },
      { firstName: 'X' },
    ]) {
      await expect(
        payload.update({ collection: 'users', id: user.id, data: data as never, ...asCustomer(user) }),
      ).rejects.toBeInstanceOf(Forbidden)
    }
    const after = await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })
    expect(after).toMatchObject({ email: user.email, role: 'customer', verified: true })
  })

  it('a visitor cannot create an account around sign-up, and nobody but the operator can unlock one', async () => {
    const payload = await shop()
    await expect(
      payload.create({
        collection: 'users',
        overrideAccess: false,
        data: { email: `bypass-${Date.now()}@example.com`, password: 'long-enough-pw' } as never,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
    const customer = await makeCustomer(payload)
    await expect(
      payload.unlock({
        collection: 'users',
        data: { email: 'admin@vetrina.example' } as never,
        ...asCustomer(customer),
      }),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  it('an address changed by the operator is no longer verified (orders are matched by verified e-mail only)', async () => {
    const payload = await shop()
    const user = await makeCustomer(payload, { verified: true } as Partial<User>)
    const updated = await payload.update({
      collection: 'users',
      id: user.id,
      overrideAccess: true,
      data: { email: `moved-${Date.now()}@example.com` },
    })
    expect(updated.verified).toBe(false)
  })

  it('carts: customers write only through the shop; every writer keeps whole quantities, 100 lines and the owner', async () => {
    const payload = await shop()
    const [owner, other] = [await makeCustomer(payload), await makeCustomer(payload)]
    const product = await anyProduct(payload)
    await saveAccountCart(payload, owner, [{ id: String(product.id), fragrance: '', sets: '', quantity: 1 }])
    const cart = (
      await payload.find({ collection: 'carts', where: { user: { equals: owner.id } }, overrideAccess: true })
    ).docs[0]
    await expect(
      payload.update({
        collection: 'carts',
        id: cart.id,
        data: { items: [{ product: product.id, quantity: 2 }] },
        ...asCustomer(owner),
      }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.create({ collection: 'carts', data: { user: owner.id, items: [] }, ...asCustomer(owner) }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.update({
        collection: 'carts',
        id: cart.id,
        overrideAccess: true,
        data: { items: [{ product: product.id, quantity: 1.5 }] },
      }),
    ).rejects.toBeInstanceOf(ValidationError)
    const tooMany = Array.from({ length: 101 }, () => ({ product: product.id, quantity: 1 }))
    await expect(
      payload.update({ collection: 'carts', id: cart.id, overrideAccess: true, data: { items: tooMany } }),
    ).rejects.toBeInstanceOf(ValidationError)
    const moved = await payload.update({
      collection: 'carts',
      id: cart.id,
      overrideAccess: true,
      data: { user: other.id },
    })
    expect(typeof moved.user === 'object' ? moved.user.id : moved.user).toBe(owner.id)
  })

  it('wishlists and orders: no customer write through the API', async () => {
    const payload = await shop()
    const user = await makeCustomer(payload)
    await expect(
      payload.create({ collection: 'wishlists', data: { user: user.id, items: [] }, ...asCustomer(user) }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.create({
        collection: 'orders',
        data: {
          email: user.email,
          items: [{ name: 'x', price: 0, quantity: 1 }],
          subtotal: 0,
          shippingFee: 0,
          totalAmount: 0,
        } as never,
        ...asCustomer(user),
      }),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  it('orders are never deleted through the API, the operator included (a fiscal record; on SQLite the next order would take its id)', async () => {
    const payload = await shop()
    const order = await pendingGuestOrder(`nodelete-${Date.now()}`)
    const operator = await makeCustomer(payload, { role: 'admin' })
    const customer = await makeCustomer(payload)
    for (const user of [operator, customer])
      await expect(payload.delete({ collection: 'orders', id: order.id, ...asCustomer(user) })).rejects.toBeInstanceOf(
        Forbidden,
      )
    await expect(
      payload.delete({ collection: 'orders', where: { id: { equals: order.id } }, ...asCustomer(operator) }),
    ).rejects.toBeInstanceOf(Forbidden)
    expect((await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })).id).toBe(order.id)
  })
})

describe('abuse limits', () => {
  it('count concurrent hits exactly (one atomic statement per hit)', async () => {
    const payload = await shop()
    const key = `burst:${Date.now()}`
    const results = await Promise.all(Array.from({ length: 20 }, () => allowHit(payload, key, 5, 60_000)))
    expect(results.filter(Boolean)).toHaveLength(5)
  })

  it('sign-in attempts are limited per address on every login path, and an unlock does not reset them', async () => {
    const payload = await shop()
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}-${Date.now()}`
    const outcomes: number[] = []
    for (let i = 0; i <= LIMITS['login:ip'].limit; i++) {
      const r = await login(payload, 'en', `nobody-${i}-${Date.now()}@example.com`, 'wrong-password', ip)
      outcomes.push(r.ok ? 200 : r.status)
    }
    expect(outcomes.slice(0, LIMITS['login:ip'].limit).every((s) => s === 401)).toBe(true)
    expect(outcomes.at(-1)).toBe(429)
    // Payload's own login (what /cms/api/users/login runs) goes through the same limit.
    await expect(
      payload.login({
        collection: 'users',
        data: { email: 'admin@vetrina.example', password: 'x' },
        req: { context: { clientIp: ip } },
      }),
    ).rejects.toMatchObject({ status: 429 })
    await payload.unlock({
      collection: 'users',
      data: { email: 'admin@vetrina.example' } as never,
      overrideAccess: true,
    })
    const again = await login(payload, 'en', 'admin@vetrina.example', 'wrong-password', ip)
    expect(again).toMatchObject({ ok: false, status: 429 })
  })
})

describe('bad input is a 4xx, never a 5xx', () => {
  it('a blank password is a wrong password; simultaneous sign-ups of one address: one account and one session, the rest the same answer', async () => {
    const payload = await shop()
    const { signup } = await import('@/features/sign-in/auth-service')
    expect(await login(payload, 'en', 'admin@vetrina.example', '        ', `blank-${Date.now()}`)).toMatchObject({
      ok: false,
      status: 401,
    })
    const email = `twice-${Date.now()}@example.com`
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        signup(
          payload,
          'it',
          { firstName: 'A', lastName: 'B', email, password: 'long-enough-pw' },
          `dup-${Date.now()}`,
        ),
      ),
    )
    expect(results.every((r) => r.ok)).toBe(true)
    expect(results.filter((r) => r.ok && r.session)).toHaveLength(1)
    expect(
      (await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
  })
})

describe('no account enumeration through timing', () => {
  it('a refused sign-in and a reset request take at least the same floor for known and unknown addresses', async () => {
    const payload = await shop()
    const { REFUSAL_FLOOR_MS, requestPasswordReset } = await import('@/features/sign-in/auth-service')
    const user = await makeCustomer(payload)
    const timed = async (fn: () => Promise<unknown>) => {
      const t0 = performance.now()
      await fn()
      return performance.now() - t0
    }
    const ip = `timing-${Date.now()}`
    const known = await timed(() => login(payload, 'en', user.email, 'wrong-password-1', ip))
    const unknown = await timed(() => login(payload, 'en', `ghost-${Date.now()}@example.com`, 'wrong-password-1', ip))
    const resetKnown = await timed(() => requestPasswordReset(payload, 'en', user.email))
    const resetUnknown = await timed(() => requestPasswordReset(payload, 'en', `ghost-${Date.now()}@example.com`))
    for (const ms of [known, unknown, resetKnown, resetUnknown]) expect(ms).toBeGreaterThanOrEqual(REFUSAL_FLOOR_MS - 5)
  })
})
