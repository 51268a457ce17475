import { afterAll, describe, expect, it } from 'vitest'
import { voteHelpful } from '@/features/reviews/data'
import type { Order } from '@/payload-types'
import { deleteOrders, makeCustomer, pendingGuestOrder, shop } from './helpers'

/**
 * "Useful" under a review (issue 52): one vote per address (or account) and review for good — not
 * only while the abuse limits' table remembers it (its rows are pruned after a day) — counted once
 * however many arrive at the same moment.
 */
const orders: Order[] = []
afterAll(async () => {
  const payload = await shop()
  await payload.delete({ collection: 'reviews', where: { email: { like: 'vote-' } }, overrideAccess: true })
  await deleteOrders(orders.map((o) => o.id))
})

async function publishedReview(t: string) {
  const payload = await shop()
  const order = await pendingGuestOrder(t)
  orders.push(order)
  const p = order.items![0]!.product
  return payload.create({
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
      status: 'published',
    } as never,
  })
}

const helpfulOf = async (id: number | string) =>
  (await (await shop()).findByID({ collection: 'reviews', id, overrideAccess: true })).helpful

/** What the shop's hourly prune does to rows older than a day: the limits' table forgets. */
const forgetLimits = async () =>
  (await shop()).delete({ collection: 'rate-limits', where: { key: { like: 'review-helpful' } }, overrideAccess: true })

describe('a review’s “useful” votes', () => {
  it('one per address for good: the same address a day later (limits pruned) counts nothing', async () => {
    const review = await publishedReview(`vote-addr-${Date.now()}`)
    const id = String(review.id)
    expect(await voteHelpful(await shop(), id, { ip: '203.0.113.7' })).toBeTruthy()
    expect(await voteHelpful(await shop(), id, { ip: '203.0.113.7' })).toBeTruthy()
    expect(await helpfulOf(id)).toBe(1)
    await forgetLimits()
    await voteHelpful(await shop(), id, { ip: '203.0.113.7' })
    expect(await helpfulOf(id)).toBe(1)
    // Another address counts; the table keeps no address in clear.
    await voteHelpful(await shop(), id, { ip: '2001:db8::7' })
    expect(await helpfulOf(id)).toBe(2)
    const votes = await (
      await shop()
    ).find({ collection: 'review-votes', where: { review: { equals: review.id } }, overrideAccess: true })
    expect(votes.docs).toHaveLength(2)
    for (const v of votes.docs) expect(v.voter).not.toMatch(/203\.0\.113|2001:db8/)
  })

  it('twenty votes from one address at once count one; an account votes once wherever it is', async () => {
    const payload = await shop()
    const review = await publishedReview(`vote-race-${Date.now()}`)
    const id = String(review.id)
    await Promise.all(Array.from({ length: 20 }, () => voteHelpful(payload, id, { ip: '198.51.100.20' })))
    expect(await helpfulOf(id)).toBe(1)
    const member = await makeCustomer(payload)
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => voteHelpful(payload, id, { ip: `192.0.2.${i + 1}`, userId: member.id })),
    )
    await forgetLimits()
    await voteHelpful(payload, id, { ip: '192.0.2.99', userId: member.id })
    expect(await helpfulOf(id)).toBe(2)
    // A review that is not published takes no vote; a deleted review's votes go with it.
    await payload.update({ collection: 'reviews', id, overrideAccess: true, data: { status: 'pending' } })
    expect(await voteHelpful(payload, id, { ip: '198.51.100.21' })).toBeNull()
    expect(await helpfulOf(id)).toBe(2)
    await payload.delete({ collection: 'reviews', id, overrideAccess: true })
    const left = await payload.count({ collection: 'review-votes', where: { review: { equals: id } } })
    expect(left.totalDocs).toBe(0)
  })
})
