import type { Payload } from 'payload'
import type { Lang } from '@/i18n/locales'
import { markDelivered, type ActionResult } from '@/features/orders/server'
import { sendReviewInvitations } from '@/features/reviews/server'
import { log } from '@/lib/logger'
import type { User } from '@/payload-types'

/**
 * The operator marks a shipped order delivered (features/orders/operator.ts), then its review invitation:
 * with no days to wait (shop settings) it goes now; otherwise the outbox's timer sends it. A failed
 * invitation is logged and leaves the delivery as it is.
 */
export async function deliverAndInvite(
  payload: Payload,
  operator: User | null,
  lang: Lang,
  id: string,
): Promise<ActionResult> {
  const moved = await markDelivered(payload, operator, lang, id)
  if (moved.ok)
    await sendReviewInvitations(payload, [moved.order.id]).catch((err: Error) =>
      log.error('review invitation failed', { order: moved.order.id, error: err.message }),
    )
  return moved
}
