import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Payload } from 'payload'
import { cacheTags, revalidate } from '@/lib/cache'
import { log } from '@/lib/logger'
import { afterCommit } from '@/payload/hooks'
import { queueMail } from '@/services/queue-mail'
import { parseLang, type Lang } from '@/i18n/locales'
import { reviewPageLink } from './data'

type Decision = { status: string; reason?: string | null; by?: string | null; at: string }
type ReviewDoc = {
  id: number | string
  status: string
  reason?: string | null
  decisions?: Decision[] | null
}

/**
 * Every decision is kept (issue 40): a change of status by the operator — or the author's edit, which
 * sends the review back to moderation — adds who, when and the reason to the review's decisions.
 */
export const keepDecision: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const before = (originalDoc ?? {}) as Partial<ReviewDoc>
  const status = (data.status ?? before.status ?? 'pending') as string
  if (status !== 'rejected') data.reason = null
  if (operation === 'update' && status !== before.status) {
    const by = req.user?.email ?? (req.context?.reviewAuthor ? 'author' : 'shop')
    data.decisions = [
      ...(before.decisions ?? []).map(({ status, reason, by, at }) => ({ status, reason, by, at })),
      {
        status,
        reason: status === 'rejected' ? (data.reason ?? before.reason ?? null) : null,
        by,
        at: new Date().toISOString(),
      },
    ]
  }
  return data
}

/** How long after a save the author's e-mail is prepared (the save's transaction is over by then). */
const AFTER_SAVE_MS = 1000

/**
 * A published or refused review: its author is told (once per decision: the outbox key names the
 * decision's place), and the product pages show the change.
 */
export const tellAuthor: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  // Once the decision is committed: a product page read before the commit would cache the old reviews again.
  await afterCommit(req, () => revalidate(cacheTags.reviews))
  const d = doc as ReviewDoc
  const decided = operation === 'update' && previousDoc?.status !== d.status && d.status !== 'pending'
  if (decided) {
    const n = (d.decisions ?? []).length
    setTimeout(() => void sendDecision(req.payload, d.id, d.status, n), AFTER_SAVE_MS).unref()
  }
  return doc
}

async function sendDecision(payload: Payload, id: number | string, status: string, n: number) {
  try {
    const found = await payload.find({
      collection: 'reviews',
      where: { id: { equals: id } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    const review = found.docs[0]
    // Rolled back, or decided again meanwhile: that decision's e-mail goes instead.
    if (!review || review.status !== status || (review.decisions ?? []).length !== n) return
    const lang: Lang = parseLang(review.lang)
    const product = await payload.findByID({
      collection: 'products',
      id: typeof review.product === 'object' ? review.product.id : review.product,
      locale: lang,
      depth: 0,
      overrideAccess: true,
      select: { name: true, url: true },
    })
    const orderId = typeof review.order === 'object' ? review.order.id : review.order
    // The e-mail's frame reads the seller through the shop's Payload, whose config holds this collection:
    // loaded when an e-mail is sent, so the config's own imports make no loop.
    const { decisionMail } = await import('./mail')
    await queueMail(
      payload,
      await decisionMail(
        review,
        { name: product.name, url: product.url },
        await reviewPageLink(orderId, review.email, lang),
      ),
      `review-decision:${id}:${n}`,
    )
  } catch (err) {
    log.error('review decision e-mail failed', { review: id, error: (err as Error).message })
  }
}
