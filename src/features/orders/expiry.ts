import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { log } from '@/lib/logger'
import { lapsedPendingOrders } from './repository-lifecycle'
import { transition } from './transition'
import { releaseCode } from '@/features/pricing/server'
import { orderPieces, releasePieces } from './stock'

/**
 * Pending orders not paid within the reservation time (RESERVATION_MINUTES) — or, for a dealer's bank
 * transfer, by its `holdUntil` — expire and give their pieces back. It runs before every new reservation, so stock held by abandoned checkouts is free
 * again exactly when someone needs it; each order's move is claimed in the database, so with several
 * processes the pieces come back once.
 */
export async function expireLapsedOrders(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - env.reservationMinutes * 60_000).toISOString()
  const lapsed = await lapsedPendingOrders(payload, cutoff, now)
  let expired = 0
  for (const order of lapsed) {
    const moved = await transition(payload, {
      id: order.id,
      from: 'pending',
      to: 'expired',
      actor: 'system',
      by: 'system',
    })
    if (!moved.ok) continue
    await releasePieces(payload, await orderPieces(payload, order))
    await releaseCode(payload, order.discountHold)
    expired += 1
  }
  if (expired) log.info('pending orders expired, pieces back in stock', { expired })
  return expired
}

/**
 * A pending order whose payment page could not be opened (the provider refused the session, or could not
 * be reached) expires at once, as a lapsed one does: its pieces and its code's use are given back now
 * rather than held until the reservation lapses. The move is claimed in the database, so the pieces come
 * back once even if the expiry sweep reaches the order at the same time.
 */
export async function expireUnopenedOrder(payload: Payload, id: number | string): Promise<boolean> {
  const moved = await transition(payload, { id, from: 'pending', to: 'expired', actor: 'system', by: 'system' })
  if (!moved.ok) return false
  await releasePieces(payload, await orderPieces(payload, moved.order))
  await releaseCode(payload, moved.order.discountHold)
  log.info('payment page not opened: the order expired, pieces back in stock', { order: id })
  return true
}
