import type { Payload } from 'payload'
import type { Lang } from '@/i18n/locales'
import { findOrder } from '@/features/orders/server'
import { env, payloadSecret } from '@/lib/env'
import { isRowId } from '@/lib/identifiers'
import { readValue, signValue } from '@/lib/signed'
import type { Order, Review, User } from '@/payload-types'
import { countVote, type Voter, voterKey } from './votes'
import { authorName, deliveredAt, mayEdit, mayReview, MAX_RATING, MAX_TEXT, MIN_RATING, MIN_TEXT } from './rules'

/**
 * Reviews, the data side (issue 40, ADR 0025): who may open an order's review page (the buyer signed
 * in, or the holder of the invitation's signed link), what its lines show, and the one path that writes
 * a review. Every rule is in rules.ts.
 */

const LINK_PURPOSE = 'review'
/** The invitation's link works this long (an e-mail read late still opens the page). */
const LINK_TTL_S = 180 * 24 * 3600

type Link = { o: string; e: string }

/** The signed address of an order's review page, for its buyer's e-mail. */
export async function reviewPageLink(orderId: number | string, email: string, lang: Lang): Promise<string> {
  const token = await signValue(
    LINK_PURPOSE,
    { o: String(orderId), e: email.toLowerCase() },
    LINK_TTL_S,
    payloadSecret(),
  )
  return `${env.siteUrl}/review?token=${token}&lang=${lang}`
}

/** Who is asking: the holder of a signed link, or a signed-in customer naming one of their orders. */
export type ReviewAccess = { token: string } | { user: User | null; order: string }

export type LineView = {
  line: string
  productId: string
  name: string
  image: string | null
  review: {
    rating: number
    text: string
    status: Review['status']
    reason: string | null
    editable: boolean
  } | null
}

export type ReviewPage =
  | { ok: true; order: Order; lines: LineView[]; access: ReviewAccess }
  | { ok: false; reason: 'link-invalid' | 'not-found' | 'not-delivered' }

async function orderFor(payload: Payload, access: ReviewAccess): Promise<Order | 'link-invalid' | null> {
  if ('token' in access) {
    const link = await readValue<Link>(LINK_PURPOSE, access.token, payloadSecret())
    if (!link?.o || !link.e) return 'link-invalid'
    const order = await findOrder(payload, link.o)
    return order && order.email.toLowerCase() === link.e ? order : null
  }
  if (!access.user) return null
  const order = await findOrder(payload, access.order)
  const owner = order && (typeof order.user === 'object' && order.user ? order.user.id : order.user)
  return order && String(owner) === String(access.user.id) ? order : null
}

const history = (o: Order) => ({ history: (o.history ?? []).map((h) => ({ status: h.status, at: h.at })) })
const productIdOf = (p: NonNullable<Order['items']>[number]['product']) =>
  String(typeof p === 'object' && p ? p.id : (p ?? ''))

/** An order's review page: its lines (with a product still in the shop), each with its review if written. */
export async function openReviewPage(payload: Payload, access: ReviewAccess, now = new Date()): Promise<ReviewPage> {
  const order = await orderFor(payload, access)
  if (order === 'link-invalid') return { ok: false, reason: 'link-invalid' }
  if (!order) return { ok: false, reason: 'not-found' }
  if (!deliveredAt(history(order))) return { ok: false, reason: 'not-delivered' }
  const written = (
    await payload.find({
      collection: 'reviews',
      where: { order: { equals: order.id } },
      depth: 0,
      limit: 100,
      overrideAccess: true,
    })
  ).docs
  const lines = (order.items ?? [])
    .filter((i) => i.id && productIdOf(i.product))
    .map((i): LineView => {
      const r = written.find((w) => w.line === i.id)
      return {
        line: i.id!,
        productId: productIdOf(i.product),
        name: i.name,
        image: i.image ?? null,
        review: r
          ? {
              rating: r.rating,
              text: r.text,
              status: r.status,
              reason: r.reason ?? null,
              editable: mayEdit(r.writtenAt, now),
            }
          : null,
      }
    })
  return { ok: true, order, lines, access }
}

export type WriteInput = { line: string; rating: number; text: string; lang: Lang }
export type WriteOutcome = 'saved' | 'invalid' | 'link-invalid' | 'not-found' | 'not-delivered' | 'too-late'

/** Whether a rating and a text can be stored (the form's rules, checked again here). */
export const validReview = (rating: number, text: string) =>
  Number.isInteger(rating) &&
  rating >= MIN_RATING &&
  rating <= MAX_RATING &&
  text.trim().length >= MIN_TEXT &&
  text.length <= MAX_TEXT

/**
 * The one path that writes a review: the buyer of a delivered line, once per line (a unique index on
 * order and line), or the author editing it within 30 days — which sends it back to moderation.
 */
export async function writeReview(
  payload: Payload,
  access: ReviewAccess,
  input: WriteInput,
  firstTry = true,
): Promise<WriteOutcome> {
  if (!validReview(input.rating, input.text)) return 'invalid'
  const page = await openReviewPage(payload, access)
  if (!page.ok) return page.reason
  const line = page.lines.find((l) => l.line === input.line)
  if (!line) return 'not-found'
  const text = input.text.trim()
  const now = new Date().toISOString()
  const existing = (
    await payload.find({
      collection: 'reviews',
      where: { and: [{ order: { equals: page.order.id } }, { line: { equals: line.line } }] },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]
  if (existing) {
    if (!mayEdit(existing.writtenAt, new Date())) return 'too-late'
    await payload.update({
      collection: 'reviews',
      id: existing.id,
      overrideAccess: true,
      context: { reviewAuthor: true },
      data: { rating: input.rating, text, lang: input.lang, status: 'pending', editedAt: now },
    })
    return 'saved'
  }
  if (!mayReview(history(page.order), false).ok) return 'not-delivered'
  const b = page.order.billingData ?? {}
  try {
    await payload.create({
      collection: 'reviews',
      overrideAccess: true,
      data: {
        product: Number.isNaN(Number(line.productId)) ? (line.productId as never) : Number(line.productId),
        order: page.order.id,
        line: line.line,
        user: typeof page.order.user === 'object' && page.order.user ? page.order.user.id : page.order.user,
        email: page.order.email,
        author: authorName(b.firstName, b.lastName) || '—',
        lang: input.lang,
        rating: input.rating,
        text,
        status: 'pending',
        writtenAt: now,
      },
    })
  } catch (err) {
    // The same line sent twice at once: the unique (order, line) kept the first; the second is an edit.
    if (firstTry) return writeReview(payload, access, input, false)
    throw err
  }
  return 'saved'
}

/**
 * A visitor found a published review useful: one vote per account (signed in) or address and review,
 * for good (features/reviews/votes.ts). Returns the product's address to go back to.
 */
export async function voteHelpful(payload: Payload, reviewId: string, voter: Voter): Promise<string | null> {
  if (!isRowId(reviewId)) return null
  const found = await payload.find({
    collection: 'reviews',
    where: { and: [{ id: { equals: reviewId } }, { status: { equals: 'published' } }] },
    depth: 1,
    limit: 1,
    overrideAccess: true,
    select: { product: true },
  })
  const review = found.docs[0]
  if (!review) return null
  const url = typeof review.product === 'object' ? review.product.url : ''
  await countVote(payload, review.id, voterKey(payload.secret, voter))
  return url
}
