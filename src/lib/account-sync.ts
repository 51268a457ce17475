/**
 * A signed-in customer's cart and wishlist live on the account; the browser sends each change as the
 * whole new state (PUT), so sending it twice is harmless. The last state this tab sent is kept here
 * (sessionStorage: this tab only) until the server has answered it. A page that loads while one is
 * still unanswered — the shopper changed the cart and went straight to another page — sends it again
 * instead of trusting a render that may predate it. No timers: the answer, not the clock, decides.
 */
export type AccountData = 'cart' | 'wishlist'
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const key = (kind: AccountData) => `vetrina:unanswered:${kind}`
const session = (): Store | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage)

/** Remembers `state` as sent; the returned function forgets it once the server has answered (if nothing newer was sent). */
export function rememberWrite(kind: AccountData, state: unknown, store = session()): () => void {
  const text = JSON.stringify(state)
  try {
    store?.setItem(key(kind), text)
  } catch {
    /* storage full or disabled: nothing to remember */
  }
  return () => {
    try {
      if (store?.getItem(key(kind)) === text) store.removeItem(key(kind))
    } catch {
      /* as above */
    }
  }
}

/** The state this tab sent last without an answer, or null. */
export function unansweredWrite<T>(kind: AccountData, store = session()): T | null {
  try {
    return JSON.parse(store?.getItem(key(kind)) ?? 'null') as T | null
  } catch {
    return null
  }
}
