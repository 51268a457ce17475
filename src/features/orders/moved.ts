import type { Payload } from 'payload'
import { log } from '@/lib/logger'
import type { Order } from '@/payload-types'
import type { OrderStatus } from './lifecycle'

/**
 * Features above orders that act on a move (ADR 0038's floors: orders imports none of them): registered by
 * the composition root, told after the move and its e-mails, in order. A listener's failure is logged and
 * never undoes the move. Kept on globalThis: one list per process, whichever bundle loaded this module.
 */
export type OrderMovedListener = (payload: Payload, order: Order, to: OrderStatus) => Promise<unknown>

const KEY = Symbol.for('vetrina.orders.moved')
const listeners = (): OrderMovedListener[] => ((globalThis as Record<symbol, OrderMovedListener[]>)[KEY] ??= [])

export function onOrderMoved(listener: OrderMovedListener): void {
  if (!listeners().includes(listener)) listeners().push(listener)
}

export async function orderMoved(payload: Payload, order: Order, to: OrderStatus): Promise<void> {
  for (const listener of listeners())
    await listener(payload, order, to).catch((err: unknown) =>
      log.error('a listener of an order move failed', { to, error: (err as Error).message }),
    )
}
