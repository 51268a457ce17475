import { and, eq, isNull, lt, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import type { Order } from '@/payload-types'

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

type Col = never
type Db = {
  update(t: unknown): {
    set(v: unknown): { where(w: unknown): { returning(r: unknown): Promise<{ id: unknown }[]> } }
  }
}
type Table = { id: Col; status: Col; heldPayment_decision: Col; heldPayment_decidedAt: Col }

const orders = (payload: Payload) => {
  const a = payload.db as unknown as { drizzle: Db; tables: Record<string, Table> }
  return { db: a.drizzle, t: a.tables.orders! }
}

/** Claims the decision; false when the order is no longer held or another decision holds it. */
export async function claimDecision(
  payload: Payload,
  id: Order['id'],
  decision: HeldDecision,
  now = new Date(),
): Promise<boolean> {
  const { db, t } = orders(payload)
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
  const { db, t } = orders(payload)
  await db
    .update(t)
    .set({ heldPayment_decision: null, heldPayment_decidedAt: null })
    .where(and(eq(t.id, id as Col), eq(t.heldPayment_decision, decision as Col)))
    .returning({ id: t.id })
}
