/**
 * A signed-in customer's cart and wishlist live on the account; the browser sends each change as the
 * whole new state (PUT), so sending it twice is harmless. A page rendered by the server can predate a
 * change this tab made just before loading it (the shopper changed the cart and went straight to
 * another page; a browser keeps the old page running until the new one arrives). So this tab notes
 * (sessionStorage: this tab only):
 * - the last state it sent, until the server answers, with the account it was sent for: the next page
 *   sends it again, to that account only (a tab signed out and into another account drops it);
 * - that an answer came: the next page reads the account once more instead of trusting its render.
 * No timers: the answers, not the clock, decide.
 */
export type AccountData = 'cart' | 'wishlist'
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const key = (kind: AccountData) => `vetrina:unanswered:${kind}`
const answeredKey = (kind: AccountData) => `vetrina:answered:${kind}`
const session = (): Store | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage)

/**
 * Remembers `state` as sent to the account `owner` (its id); the returned function forgets it once the server
 * has answered (if nothing newer was sent).
 */
export function rememberWrite(kind: AccountData, owner: string, state: unknown, store = session()): () => void {
  const text = JSON.stringify({ owner, state })
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
    noteAnswered(kind, store)
  }
}

/** The server answered a change of the account (a save or a merge on sign-in). */
export function noteAnswered(kind: AccountData, store = session()) {
  try {
    store?.setItem(answeredKey(kind), '1')
  } catch {
    /* as above */
  }
}

/** Whether a change was answered since the last page read the account; reading clears it. */
export function takeAnswered(kind: AccountData, store = session()): boolean {
  try {
    const was = store?.getItem(answeredKey(kind)) === '1'
    if (was) store?.removeItem(answeredKey(kind))
    return was
  } catch {
    return false
  }
}

/**
 * The state this tab sent last to the account `owner` without an answer, or null. One sent for another
 * account (signed out before its answer came, then signed in as someone else) is dropped: it is never sent
 * to this one.
 */
export function unansweredWrite<T>(kind: AccountData, owner: string, store = session()): T | null {
  try {
    const sent = JSON.parse(store?.getItem(key(kind)) ?? 'null') as { owner?: unknown; state?: T } | null
    if (!sent || typeof sent !== 'object') return null
    if (sent.owner !== owner) {
      store?.removeItem(key(kind))
      return null
    }
    return sent.state ?? null
  } catch {
    return null
  }
}
