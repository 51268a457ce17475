import { afterAll, describe, expect, it } from 'vitest'
import type { Order } from '@/payload-types'
import { eventsOf, withFailingHook } from './after-commit'
import { deleteOrders, makeCustomer, pendingGuestOrder, seededProduct, shop } from './helpers'

/**
 * The dealers' list, the reviews and the sales' prices are cached pages too (issue 54): a save that
 * changes them revalidates their tag once its transaction is committed — a revalidation before the
 * COMMIT lets a page read meanwhile cache the old values again — and a save that is rolled back (a later
 * hook fails) revalidates nothing and leaves the cache as it is.
 */

const orders: Order[] = []
const sales: (number | string)[] = []
const offers: (number | string)[] = []
afterAll(async () => {
  const payload = await shop()
  await payload.delete({ collection: 'reviews', where: { email: { like: 'after-commit-' } }, overrideAccess: true })
  await deleteOrders(orders.map((o) => o.id))
  for (const id of offers) await payload.delete({ collection: 'offers', id, overrideAccess: true })
  // Not started yet (tomorrow's): it can go.
  for (const id of sales) await payload.delete({ collection: 'sales', id, overrideAccess: true })
})

/** `tag` revalidated, and only after the save's commit. */
function revalidatedAfterCommit(events: string[], tag: string) {
  expect(events).toContain(`revalidate ${tag}`)
  expect(events).toContain('commit')
  expect(events.indexOf(`revalidate ${tag}`)).toBeGreaterThan(events.lastIndexOf('commit'))
}

/** The save failed, its transaction was rolled back and nothing was revalidated. */
function rolledBackQuietly(events: string[]) {
  expect(events).toContain('rollback')
  expect(events.filter((e) => e.startsWith('revalidate'))).toEqual([])
}

describe('a trade account’s change revalidates the display-stand pages’ dealers after the commit', () => {
  it('committed: the dealers tag after the commit; rolled back: nothing, and the account is as it was', async () => {
    const payload = await shop()
    const user = await makeCustomer(payload, {
      dealer: {
        status: 'active',
        company: 'Bottega Luce S.r.l.',
        country: 'IT',
        vatNumber: '01234567897',
        sdi: 'M5UXCR1',
      },
    })
    const suspend = () =>
      payload.update({
        collection: 'users',
        id: user.id,
        overrideAccess: true,
        data: { dealer: { status: 'suspended' } },
      })

    const failed = await eventsOf(() => withFailingHook(payload, 'users', () => expect(suspend()).rejects.toThrow()))
    rolledBackQuietly(failed)
    const after = await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })
    expect(after.dealer?.status).toBe('active')

    revalidatedAfterCommit(await eventsOf(suspend), 'dealers')
  })
})

describe('a moderated review revalidates the product pages’ reviews after the commit', () => {
  it('committed: the reviews tag after the commit; rolled back: nothing, and the review is still pending', async () => {
    const payload = await shop()
    const t = `after-commit-${Date.now()}`
    const order = await pendingGuestOrder(t)
    orders.push(order)
    const p = order.items![0]!.product
    const review = await payload.create({
      collection: 'reviews',
      overrideAccess: true,
      data: {
        product: typeof p === 'object' && p ? p.id : Number(p),
        order: order.id,
        line: order.items![0]!.id!,
        email: `${t}@example.com`,
        author: 'Marta T.',
        lang: 'it',
        rating: 5,
        text: 'Bellissimo, arrivato intatto.',
        writtenAt: new Date().toISOString(),
        status: 'pending',
      } as never,
    })
    const publish = () =>
      payload.update({ collection: 'reviews', id: review.id, overrideAccess: true, data: { status: 'published' } })

    rolledBackQuietly(
      await eventsOf(() => withFailingHook(payload, 'reviews', () => expect(publish()).rejects.toThrow())),
    )
    expect((await payload.findByID({ collection: 'reviews', id: review.id, overrideAccess: true })).status).toBe(
      'pending',
    )

    revalidatedAfterCommit(await eventsOf(publish), 'reviews')
  })
})

describe('a saved sale or offer revalidates the prices and the settings’ pages after the commit', () => {
  it('a sale: the sales tag after the commit; rolled back: nothing, and no sale was made', async () => {
    const payload = await shop()
    const product = await seededProduct('vaso-onda')
    const name = `Prova dopo il commit ${Date.now()}`
    const create = () =>
      payload.create({
        collection: 'sales',
        overrideAccess: true,
        data: {
          name,
          starts: new Date(Date.now() + 86_400_000).toISOString(),
          ends: new Date(Date.now() + 2 * 86_400_000).toISOString(),
          appliesTo: 'products',
          products: [product.id],
          kind: 'percent',
          percent: 10,
        } as never,
      })

    rolledBackQuietly(await eventsOf(() => withFailingHook(payload, 'sales', () => expect(create()).rejects.toThrow())))
    expect(
      (await payload.count({ collection: 'sales', where: { name: { equals: name } }, overrideAccess: true })).totalDocs,
    ).toBe(0)

    const events = await eventsOf(async () => sales.push((await create()).id))
    revalidatedAfterCommit(events, 'sales')
  })

  it('an offer: the sales and shop-settings tags after the commit; rolled back: nothing', async () => {
    const payload = await shop()
    const label = `Spedizione gratis dopo il commit ${Date.now()}`
    const create = () =>
      payload.create({
        collection: 'offers',
        overrideAccess: true,
        locale: 'it',
        // From tomorrow: no other test's cart meets it meanwhile.
        data: {
          label,
          kind: 'free-shipping',
          threshold: 999,
          starts: new Date(Date.now() + 86_400_000).toISOString(),
        } as never,
      })

    rolledBackQuietly(
      await eventsOf(() => withFailingHook(payload, 'offers', () => expect(create()).rejects.toThrow())),
    )

    const events = await eventsOf(async () => offers.push((await create()).id))
    revalidatedAfterCommit(events, 'sales')
    revalidatedAfterCommit(events, 'global:shop-settings')
  })
})
