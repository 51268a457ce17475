import type { Payload } from 'payload'
import { log } from '@/lib/logger'
import type { Order } from '@/payload-types'
import { voidQueued } from '@/services/outbox'
import { queueOrderMails, sendOrderMails } from './mail'
import { orderMoved } from './moved'
import { moveOrder, type MoveResult } from './repository'

/**
 * Moves an order (repository.moveOrder: checked against the transition table, claimed in the database)
 * with the e-mails the new status sends: recorded in the outbox before the claim, sent right after it,
 * retried by the outbox's timer if that fails. Every status change of the shop goes through here.
 */
export async function transition(
  payload: Payload,
  args: Parameters<typeof moveOrder>[1],
  /**
   * Work of a feature above orders done after the move and before its e-mails are rendered (a withdrawal's
   * return label, ADR 0042): its failure never undoes the move nor holds the e-mails back.
   */
  beforeSend?: (order: Order) => Promise<unknown>,
): Promise<MoveResult> {
  const rows = await queueOrderMails(payload, args.id, args.to)
  const moved = await moveOrder(payload, args)
  if (!moved.ok) {
    // 'already-done': another request made this move and sends its (the same) rows.
    if (moved.error.kind !== 'already-done')
      await voidQueued(
        payload,
        rows.filter((r) => r.created).map((r) => r.id),
      )
    return moved
  }
  if (beforeSend)
    await beforeSend(moved.order).catch((err: unknown) =>
      log.error('work before the move’s e-mails failed', { to: args.to, error: (err as Error).message }),
    )
  await sendOrderMails(payload, rows)
  // Features above orders told of the move (a withdrawn or refunded order's shipment cancelled: carriers).
  await orderMoved(payload, moved.order, args.to)
  return moved
}
