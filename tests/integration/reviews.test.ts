import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliverAndInvite } from '@/features/operator/deliver'
import { markShipped } from '@/features/orders/operator'
import { openReviewPage, reviewPageLink, writeReview } from '@/features/reviews/data'
import { sendReviewInvitations, stopInvitations } from '@/features/reviews/invitations'
import { getProductReviews } from '@/features/reviews/shown'
import type { Order, User } from '@/payload-types'
import { makeCustomer, payOrder, pendingGuestOrder, shop } from './helpers'

/**
 * Reviews (issue 40) on the database: only the buyer of a delivered line writes one, once (edits for 30
 * days), through the invitation's signed link or signed in; the operator moderates with a reason from
 * the list, every decision kept and told to the author; the invitation goes once, never after the
 * address asked for none.
 */
let seq = 0
const tag = (t: string) => `review-${t}-${Date.now()}-${++seq}`
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!

async function operator(): Promise<User> {
  const res = await (
    await shop()
  ).find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, overrideAccess: true })
  return { ...(res.docs[0] as User), collection: 'users' } as User
}

async function delivered(t: string): Promise<Order> {
  const payload = await shop()
  const order = await payOrder(await pendingGuestOrder(t))
  const op = await operator()
  expect((await markShipped(payload, op, 'it', String(order.id), 'T1', 'https://track.example/T1')).ok).toBe(true)
  const done = await deliverAndInvite(payload, op, 'it', String(order.id))
  if (!done.ok) throw new Error(done.error)
  return done.order
}

const mails = async (to: string) =>
  (
    await (
      await shop()
    ).find({ collection: 'mail-queue', where: { to: { equals: to } }, sort: 'createdAt', overrideAccess: true })
  ).docs.map((d) => ({ subject: String(d.subject), text: String((d.message as { text?: string } | null)?.text ?? '') }))

async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 8000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = await read()
    if (ok(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 100))
  }
}

const lineOf = (o: Order) => o.items![0]!.id!
const productOf = (o: Order) => {
  const p = o.items![0]!.product
  return String(typeof p === 'object' && p ? p.id : p)
}
const reviewsOf = async (o: Order) =>
  (await (await shop()).find({ collection: 'reviews', where: { order: { equals: o.id } }, overrideAccess: true })).docs

beforeAll(async () => {
  await (await shop()).updateGlobal({ slug: 'shop-settings', data: { reviewInvitationDays: 0 }, overrideAccess: true })
})
afterAll(async () => {
  const payload = await shop()
  await payload.updateGlobal({ slug: 'shop-settings', data: { reviewInvitationDays: 7 }, overrideAccess: true })
  await payload.delete({ collection: 'reviews', where: { email: { like: 'review-' } }, overrideAccess: true })
})

describe('reviews from verified buyers', () => {
  it('the invitation goes at delivery (0 days), once; its signed link writes one review per line, edited later, still one', async () => {
    const payload = await shop()
    const t = tag('guest')
    const order = await delivered(t)
    const invitations = await eventually(
      () => mails(`${t}@example.com`),
      (m) => m.some((x) => x.subject.startsWith('Com’è andata?')),
    )
    const invitation = invitations.find((m) => m.subject.startsWith('Com’è andata?'))!
    expect(invitation.subject).toBe(`Com’è andata? Recensisci il tuo ordine ${order.ref}`)
    expect(invitation.text).toContain('/api/reviews/stop-invitations?token=')
    expect(await sendReviewInvitations(payload, [order.id])).toBe(0)
    const link = invitation.text.match(/https?:\/\/\S*\/review\?token=\S+/)![0]
    const access = { token: tokenOf(link) }

    const page = await openReviewPage(payload, access)
    expect(page.ok && page.lines.map((l) => l.name)).toEqual(['Vaso Onda'])
    expect(await writeReview(payload, access, { line: lineOf(order), rating: 2, text: 'Short', lang: 'it' })).toBe(
      'invalid',
    )
    expect(
      await writeReview(payload, access, { line: lineOf(order), rating: 2, text: 'Arrivato scheggiato.', lang: 'it' }),
    ).toBe('saved')
    const [review] = await reviewsOf(order)
    expect(review).toMatchObject({ status: 'pending', rating: 2, author: 'Marta T.', email: `${t}@example.com` })
    expect(
      await writeReview(payload, access, {
        line: lineOf(order),
        rating: 3,
        text: 'Arrivato scheggiato, sostituito subito.',
        lang: 'it',
      }),
    ).toBe('saved')
    const after = await reviewsOf(order)
    expect(after).toHaveLength(1)
    expect(after[0]).toMatchObject({ rating: 3, text: 'Arrivato scheggiato, sostituito subito.' })
    expect(after[0]!.editedAt).toBeTruthy()

    // After 30 days it is closed to edits.
    await payload.update({
      collection: 'reviews',
      id: after[0]!.id,
      overrideAccess: true,
      data: { writtenAt: new Date(Date.now() - 31 * 24 * 3600_000).toISOString() },
    })
    expect(
      await writeReview(payload, access, { line: lineOf(order), rating: 5, text: 'Cambiato idea, bello.', lang: 'it' }),
    ).toBe('too-late')
  })

  it('nobody else writes one: a link for another order or address, another account, an order not delivered', async () => {
    const payload = await shop()
    const order = await delivered(tag('owner'))
    const other = await payOrder(await pendingGuestOrder(tag('undelivered')))
    const line = { line: lineOf(order), rating: 5, text: 'Bellissimo, lo consiglio.', lang: 'it' as const }
    expect(await writeReview(payload, { token: 'forged.token.value' }, line)).toBe('link-invalid')
    const wrongAddress = tokenOf(await reviewPageLink(order.id, 'someone@example.com', 'it'))
    expect(await writeReview(payload, { token: wrongAddress }, line)).toBe('not-found')
    const stranger = await makeCustomer(payload)
    expect(await writeReview(payload, { user: stranger, order: String(order.id) }, line)).toBe('not-found')
    expect(await writeReview(payload, { user: null, order: String(order.id) }, line)).toBe('not-found')
    const early = tokenOf(await reviewPageLink(other.id, other.email, 'it'))
    expect(await writeReview(payload, { token: early }, { ...line, line: lineOf(other) })).toBe('not-delivered')
    expect(await reviewsOf(order)).toHaveLength(0)
    expect(await reviewsOf(other)).toHaveLength(0)
    // Nor through the API: reviews are created by the shop's code only.
    await expect(
      payload.create({
        collection: 'reviews',
        overrideAccess: false,
        user: await operator(),
        data: {
          product: Number(productOf(order)),
          order: order.id,
          line: lineOf(order),
          email: 'x@example.com',
          author: 'X',
          lang: 'it',
          rating: 5,
          text: 'Recensione finta, mai comprato.',
          writtenAt: new Date().toISOString(),
        } as never,
      }),
    ).rejects.toThrow()
    // The buyer signed in (the order is theirs): from the order page, no link needed.
    const member = await makeCustomer(payload)
    const mine = await payload.update({
      collection: 'orders',
      id: other.id,
      overrideAccess: true,
      data: { user: member.id },
    })
    await payload.update({
      collection: 'orders',
      id: order.id,
      overrideAccess: true,
      data: { user: member.id },
    })
    expect(await writeReview(payload, { user: member, order: String(order.id) }, line)).toBe('saved')
    expect(await writeReview(payload, { user: member, order: String(mine.id) }, { ...line, line: lineOf(mine) })).toBe(
      'not-delivered',
    )
    expect(await reviewsOf(order)).toHaveLength(1)
    // The same line sent twice at once: one review (the second is an edit).
    const fresh = await delivered(tag('twice'))
    const twice = tokenOf(await reviewPageLink(fresh.id, fresh.email, 'it'))
    const both = await Promise.all(
      [1, 2].map(() => writeReview(payload, { token: twice }, { ...line, line: lineOf(fresh) })),
    )
    expect(both).toEqual(['saved', 'saved'])
    expect(await reviewsOf(fresh)).toHaveLength(1)
  })

  it('the operator refuses only with a reason from the list, publishes, answers; every decision is kept and the author told', async () => {
    const payload = await shop()
    const t = tag('moderated')
    const order = await delivered(t)
    const token = tokenOf(await reviewPageLink(order.id, order.email, 'en'))
    await writeReview(
      payload,
      { token },
      { line: lineOf(order), rating: 1, text: 'Terrible, smells of nothing.', lang: 'en' },
    )
    const [review] = await reviewsOf(order)
    const op = await operator()
    const asOperator = { collection: 'reviews' as const, id: review!.id, overrideAccess: false, user: op }
    await expect(payload.update({ ...asOperator, data: { status: 'rejected' } })).rejects.toThrow()
    // The operator cannot change what the buyer wrote.
    await payload.update({ ...asOperator, data: { status: 'rejected', reason: 'spam', rating: 5, text: 'Great!' } })
    const refused = await payload.findByID({ collection: 'reviews', id: review!.id, overrideAccess: true })
    expect(refused).toMatchObject({
      status: 'rejected',
      reason: 'spam',
      rating: 1,
      text: 'Terrible, smells of nothing.',
    })
    const told = await eventually(
      () => mails(order.email),
      (m) => m.some((x) => x.subject === 'Your review was not published'),
    )
    expect(told.find((m) => m.subject === 'Your review was not published')!.text).toContain(
      'Reason: Advertising or spam',
    )
    expect((await getProductReviews(productOf(order))).reviews.map((r) => r.id)).not.toContain(String(review!.id))

    await payload.update({ ...asOperator, data: { status: 'published', reply: 'Thank you, we will look into it.' } })
    const published = await payload.findByID({ collection: 'reviews', id: review!.id, overrideAccess: true })
    expect(published.reason).toBeNull()
    expect(published.decisions!.map((d) => [d.status, d.reason ?? null, d.by])).toEqual([
      ['rejected', 'spam', op.email],
      ['published', null, op.email],
    ])
    await eventually(
      () => mails(order.email),
      (m) => m.some((x) => x.subject === 'Your review is published'),
    )
    const shown = (await getProductReviews(productOf(order))).reviews.find((r) => r.id === String(review!.id))
    expect(shown).toMatchObject({
      author: 'Marta T.',
      rating: 1,
      lang: 'en',
      reply: 'Thank you, we will look into it.',
    })
    expect(shown).not.toHaveProperty('email')
  })

  it('an address that stopped the invitations gets none for its next order', async () => {
    const payload = await shop()
    const t = tag('optout')
    const first = await delivered(t)
    const invitation = (await mails(first.email)).find((m) => m.subject.startsWith('Com’è andata?'))!
    const stop = invitation.text.match(/https?:\/\/\S*\/api\/reviews\/stop-invitations\?token=[^&\s]+/)![0]
    expect(await stopInvitations(payload, new URL(stop).searchParams.get('token')!)).toBe(true)
    expect(await stopInvitations(payload, 'not-a-token')).toBe(false)
    await delivered(t)
    await new Promise((r) => setTimeout(r, 300))
    expect((await mails(first.email)).filter((m) => m.subject.startsWith('Com’è andata?'))).toHaveLength(1)
  })
})
