import type { Payload } from 'payload'
import { paymentProvider } from '@/features/payments/server'
import { log } from '@/lib/logger'
import type { Order } from '@/payload-types'
import type { MoveResult } from './repository'
import { orderPieces, releasePieces } from './stock'
import { transition } from './transition'
import { releaseCode } from '@/features/pricing/server'

/**
 * pending → cancelled, by the customer (their order page) or the operator: the pieces go back to
 * stock, the payment page is closed, the customer is e-mailed (the life-cycle table's mail). Only the
 * request that wins the move gives the pieces back. A payment that still arrives is held for a refund.
 */
export async function cancelOrder(
  payload: Payload,
  args: { id: Order['id'] | string; actor: 'customer' | 'operator'; by: string },
): Promise<MoveResult> {
  const moved = await transition(payload, {
    id: args.id,
    from: 'pending',
    to: 'cancelled',
    actor: args.actor,
    by: args.by,
  })
  if (!moved.ok) return moved
  await releasePieces(payload, await orderPieces(payload, moved.order))
  await releaseCode(payload, moved.order.discountHold)
  await paymentProvider()
    .closeSession(moved.order)
    .catch((err: Error) => log.warn('payment page not closed', { order: moved.order.id, error: err.message }))
  return moved
}
