'use client'

import { useCallback, useRef } from 'react'
import type { CartLine } from './rules'

/** How long a change waits for the account's cart to be read before it is refused (never sent short). */
const ACCOUNT_READ_WAIT_MS = 15_000

/**
 * Signed in, a change is made on the account's cart as read. Before the page's first read or the sign-in
 * merge has answered, the lines shown lack those not read yet, and the whole cart sent (PUT) would delete
 * them on the server. A change asks `accountRead()` first: true at once when the cart is read, else once it
 * is (false after a few seconds: the change is refused, never sent short), then applies itself with
 * `applyChange`. `settle` is told after every render whether the cart is read and what it shows.
 */
export function useAccountRead() {
  const latest = useRef<{ loaded: boolean; lines: CartLine[] }>({ loaded: false, lines: [] })
  const waiting = useRef<((read: boolean) => void)[]>([])
  const accountRead = useCallback(
    () =>
      latest.current.loaded
        ? Promise.resolve(true)
        : new Promise<boolean>((resolve) => {
            waiting.current.push(resolve)
            setTimeout(() => resolve(false), ACCOUNT_READ_WAIT_MS)
          }),
    [],
  )
  /**
   * Applies `change` to the lines as read and as changed since: changes released in one moment (two adds
   * tapped while the read was on its way) build on each other, not each on the same lines (the last one
   * saved would drop the others). The next render's `settle` takes over from what it shows.
   */
  const applyChange = useCallback((change: (now: CartLine[]) => CartLine[]) => {
    const next = change(latest.current.lines)
    latest.current = { ...latest.current, lines: next }
    return next
  }, [])
  const settle = useCallback((loaded: boolean, lines: CartLine[]) => {
    latest.current = { loaded, lines }
    if (!loaded) return
    const ready = waiting.current
    waiting.current = []
    for (const resolve of ready) resolve(true)
  }, [])
  return { accountRead, applyChange, settle }
}
