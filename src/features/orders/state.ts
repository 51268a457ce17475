/** The order life cycle, kept by the server: pending → paid (payment only) → shipped → delivered. */
export type OrderStatus = 'pending' | 'paid' | 'shipped' | 'delivered'
export type Actor = 'payment' | 'operator'

const NEXT: Record<OrderStatus, { to: OrderStatus; by: Actor } | null> = {
  pending: { to: 'paid', by: 'payment' },
  paid: { to: 'shipped', by: 'operator' },
  shipped: { to: 'delivered', by: 'operator' },
  delivered: null,
}

export type TransitionError = 'not-paid' | 'not-shipped' | 'already-done' | 'payment-only'

/** Whether `actor` may move an order from `from` to `to`; the reason when not. */
export function checkTransition(from: OrderStatus, to: OrderStatus, actor: Actor): TransitionError | null {
  const next = NEXT[from]
  if (next && next.to === to) return next.by === actor ? null : 'payment-only'
  if (to === 'paid') return 'payment-only'
  if (to === 'shipped') return from === 'pending' ? 'not-paid' : 'already-done'
  if (to === 'delivered') return from === 'delivered' ? 'already-done' : 'not-shipped'
  return 'already-done'
}

/** Admin tabs: unfulfilled = neither shipped nor delivered; fulfilled = shipped; delivered = delivered. */
export const TABS = ['unfulfilled', 'fulfilled', 'delivered'] as const
export type Tab = (typeof TABS)[number]
export const tabStatuses = (tab: Tab): OrderStatus[] =>
  tab === 'unfulfilled' ? ['pending', 'paid'] : tab === 'fulfilled' ? ['shipped'] : ['delivered']

export const isHttpUrl = (s: string) => {
  try {
    const u = new URL(s)
    return u.protocol === 'http:' || u.protocol === 'https:'
  } catch {
    return false
  }
}
