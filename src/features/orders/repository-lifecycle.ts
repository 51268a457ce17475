import { and, eq, isNull, lt, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import type { Order, User } from '@/payload-types'

/**
 * The order's writes beside its status (features/orders/repository.ts moves the status): the scans the
 * life cycle's sweeps start from, the held payment's decision, the review invitation's mark, a history
 * line, an account's orders when the account goes, and what the Orders and DiscountCodes collections ask
 * of their orders. Every conditional write is one statement, so of two processes exactly one wins.
 */

type Col = never
type Db = {
  update(t: unknown): {
    set(v: unknown): { where(w: unknown): { returning(r: unknown): Promise<{ id: unknown }[]> } }
  }
}
type Table = { id: Col; status: Col; heldPayment_decision: Col; heldPayment_decidedAt: Col; reviewInvitedAt: Col }
const ordersTable = (payload: Payload) => {
  const a = payload.db as unknown as { drizzle: Db; tables: Record<string, Table> }
  return { db: a.drizzle, t: a.tables.orders! }
}

/**
 * Pending orders whose reservation lapsed (created before `cutoff`), or whose `holdUntil` (a dealer's
 * bank transfer) is before `now`: the oldest 50, for the expiry sweep (features/orders/expiry.ts).
 */
export const lapsedPendingOrders = async (payload: Payload, cutoff: string, now: Date): Promise<Order[]> =>
  (
    await payload.find({
      collection: 'orders',
      where: {
        and: [
          { status: { equals: 'pending' } },
          {
            or: [
              { and: [{ holdUntil: { exists: false } }, { createdAt: { less_than: cutoff } }] },
              { holdUntil: { less_than: now.toISOString() } },
            ],
          },
        ],
      },
      sort: 'createdAt',
      limit: 50,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
  ).docs

/** Adds one line to the order's history (a step that moves no status, such as a partial refund). */
export async function appendHistory(
  payload: Payload,
  order: Pick<Order, 'id' | 'history'>,
  line: NonNullable<Order['history']>[number],
): Promise<void> {
  await payload.update({
    collection: 'orders',
    id: order.id,
    overrideAccess: true,
    data: { history: [...(order.history ?? []), line] },
  })
}

/**
 * The operator's decision on a held payment (ADR 0031), claimed by one conditional statement on the
 * order's row: "set it where the order is still held and nothing was decided". Of an accept and a refund
 * (or two accepts) at once, in any process, exactly one goes on; the other is refused.
 * - 'accept': an accept is under way (taking the pieces and the code's use again, then the move to paid).
 *   Given back when it fails; one left by a process that died is stale after `ACCEPT_STALE_MS`.
 * - 'refund': a refund was asked of the provider. It stays: the provider's refund event completes it
 *   (the order stays held until then, so the event gives back what the hold kept). Given back only when
 *   the provider refused the request, or its refund event says the refund failed or was canceled (webhook.ts).
 */
export type HeldDecision = 'accept' | 'refund'

const ACCEPT_STALE_MS = 2 * 60_000

/** Claims the decision; false when the order is no longer held or another decision holds it. */
export async function claimDecision(
  payload: Payload,
  id: Order['id'],
  decision: HeldDecision,
  now = new Date(),
): Promise<boolean> {
  const { db, t } = ordersTable(payload)
  const stale = new Date(now.getTime() - ACCEPT_STALE_MS).toISOString()
  const rows = await db
    .update(t)
    .set({ heldPayment_decision: decision, heldPayment_decidedAt: now.toISOString() })
    .where(
      and(
        eq(t.id, id as Col),
        eq(t.status, 'needs-attention' as Col),
        or(
          isNull(t.heldPayment_decision),
          and(eq(t.heldPayment_decision, 'accept' as Col), lt(t.heldPayment_decidedAt, stale as Col)),
        ),
      ),
    )
    .returning({ id: t.id })
  return rows.length === 1
}

/** Gives a decision back (its accept or refund request failed): the operator may decide again. */
export async function releaseDecision(payload: Payload, id: Order['id'], decision: HeldDecision): Promise<void> {
  const { db, t } = ordersTable(payload)
  await db
    .update(t)
    .set({ heldPayment_decision: null, heldPayment_decidedAt: null })
    .where(and(eq(t.id, id as Col), eq(t.heldPayment_decision, decision as Col)))
    .returning({ id: t.id })
}

/**
 * Delivered orders not invited to review yet (of these ids, when given), the 50 least recently
 * updated: the review invitations' scan (features/reviews/invitations.ts).
 */
export const deliveredNotInvited = async (payload: Payload, orderIds?: (number | string)[]): Promise<Order[]> =>
  (
    await payload.find({
      collection: 'orders',
      where: {
        and: [
          { status: { equals: 'delivered' } },
          { reviewInvitedAt: { exists: false } },
          ...(orderIds ? [{ id: { in: orderIds } }] : []),
        ],
      },
      depth: 0,
      limit: 50,
      sort: 'updatedAt',
      overrideAccess: true,
    })
  ).docs

/** Marks the order's review invitation as done at `at`, only if it was not marked: whether this call marked it. */
export async function markReviewInvited(payload: Payload, id: Order['id'], at: Date): Promise<boolean> {
  const { db, t } = ordersTable(payload)
  const marked = await db
    .update(t)
    .set({ reviewInvitedAt: at.toISOString() })
    .where(and(eq(t.id, id as Col), isNull(t.reviewInvitedAt)))
    .returning({ id: t.id })
  return marked.length > 0
}

/** Whether the account has an order still waiting for its payment. */
export async function hasPendingOrder(payload: Payload, user: User['id']): Promise<boolean> {
  const pending = await payload.count({
    collection: 'orders',
    where: { and: [{ user: { equals: user } }, { status: { equals: 'pending' } }] },
    overrideAccess: true,
  })
  return pending.totalDocs > 0
}

/** Deletes the account's expired orders (never paid: no record of a sale). */
export async function deleteExpiredOrdersOf(payload: Payload, user: User['id']): Promise<void> {
  await payload.delete({
    collection: 'orders',
    where: { and: [{ user: { equals: user } }, { status: { equals: 'expired' } }] },
    overrideAccess: true,
  })
}

/** Detaches the account's orders from it (they stay, without the account): how many. */
export async function detachOrdersOf(payload: Payload, user: User['id']): Promise<number> {
  const detached = await payload.update({
    collection: 'orders',
    where: { user: { equals: user } },
    data: { user: null },
    depth: 0,
    overrideAccess: true,
  })
  return detached.docs.length
}

/**
 * Writes a new order's `ref` (its id as text, so the operator can search ids by substring), in the
 * request's transaction: for the Orders collection's afterChange hook.
 */
export async function writeOrderRef(req: PayloadRequest, id: Order['id']): Promise<void> {
  await req.payload.update({ collection: 'orders', id, data: { ref: String(id) }, overrideAccess: true, req })
}

/** How many orders name the discount code (even expired ones), in the request's transaction: for the DiscountCodes collection's beforeDelete hook. */
export async function countOrdersWithCode(req: PayloadRequest, codeId: number | string): Promise<number> {
  const { totalDocs } = await req.payload.count({
    collection: 'orders',
    where: { discountRef: { equals: codeId } },
    overrideAccess: true,
    req,
  })
  return totalDocs
}
