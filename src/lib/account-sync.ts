/**
 * A page the server renders can predate a change this tab has just sent to the account (the
 * shopper signed in, or added to the cart, and went straight to another page while the save was on
 * its way). Each provider marks its account writes here (sessionStorage: this tab only); a page
 * that mounts shortly after one reads the account's copy again instead of trusting its own render.
 */
export type AccountData = 'cart' | 'wishlist'
type Mark = { at: number; done: boolean }
type Store = Pick<Storage, 'getItem' | 'setItem'>

/** How long after a change a newly loaded page re-reads the account. */
export const RECENT_MS = 15_000
/** When the change may still be on its way, the page reads once more after this delay. */
export const SETTLE_MS = 1_500

const key = (kind: AccountData) => `vetrina:sync:${kind}`
const session = (): Store | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage)

function read(kind: AccountData, store: Store | null): Mark | null {
  try {
    const mark = JSON.parse(store?.getItem(key(kind)) ?? 'null') as Mark | null
    return mark && typeof mark.at === 'number' ? mark : null
  } catch {
    return null
  }
}

function write(kind: AccountData, mark: Mark, store: Store | null) {
  try {
    store?.setItem(key(kind), JSON.stringify(mark))
  } catch {
    /* storage full or disabled: nothing to remember */
  }
}

/** Marks a write as sent; call the returned function when the server has answered. */
export function beginAccountWrite(kind: AccountData, store = session(), now = Date.now): () => void {
  write(kind, { at: now(), done: false }, store)
  return () => write(kind, { at: now(), done: true }, store)
}

/** When a page mounting now should re-read the account: [] (no need), [0] or [0, SETTLE_MS] (still on its way). */
export function rereadDelays(kind: AccountData, store = session(), now = Date.now()): number[] {
  const mark = read(kind, store)
  if (!mark || now - mark.at > RECENT_MS) return []
  return mark.done ? [0] : [0, SETTLE_MS]
}

/** Runs `reread` as `rereadDelays` says; returns a cleanup for useEffect. */
export function rereadAfterRecentWrite(kind: AccountData, reread: () => void): () => void {
  const timers = rereadDelays(kind).map((ms) => setTimeout(reread, ms))
  return () => timers.forEach(clearTimeout)
}
