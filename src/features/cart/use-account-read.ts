'use client'

import { useCallback, useRef } from 'react'
import type { CartLine } from './rules'

/** How long a change waits for the account's cart to be read before it is refused (never sent short). */
const ACCOUNT_READ_WAIT_MS = 15_000

/**
 * Signed in, a change is made on the account's cart as read. Before the page's first read or the sign-in
 * merge has answered, the lines shown lack those not read yet, and the whole cart sent (PUT) would delete
 * them on the server. A change asks `accountRead()` first: true at once when the cart is read, else once it
 * is (false after a few seconds: the change is refused, never sent short), then applies itself to
 * `readLines()`. `settle` is told after every render whether the cart is read and what it shows.
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
  const readLines = useCallback(() => latest.current.lines, [])
  const settle = useCallback((loaded: boolean, lines: CartLine[]) => {
    latest.current = { loaded, lines }
    if (!loaded) return
    const ready = waiting.current
    waiting.current = []
    for (const resolve of ready) resolve(true)
  }, [])
  return { accountRead, readLines, settle }
}
