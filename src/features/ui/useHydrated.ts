'use client'

import { useEffect, useSyncExternalStore, type RefObject } from 'react'
import { useShell } from './ShellProvider'

const subscribe = () => () => undefined

/**
 * False in the server's HTML and until React has hydrated the component, then true. Buttons that only
 * work with JavaScript (add to cart, wishlist) say aria-disabled until then (no visual change): assistive
 * technology and automated clients wait instead of sending a tap that nothing would handle yet.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/**
 * Hydrated, and the server has said who the visitor is (ShellProvider asks after the first paint): a
 * cart or wishlist button may act — signed in its tap is a write to the account, signed out to the
 * browser's list, so it must not be taken before that is known.
 */
export function useReadyToAct(): boolean {
  const { userKnown } = useShell()
  return useHydrated() && userKnown
}

/**
 * The server's HTML works before the page's JavaScript has run: a choice made meanwhile in a select
 * (a fragrance, the country at checkout) is taken into the state once hydrated. React leaves the field
 * as the visitor set it while hydrating, but its next render would set it back to the state's value —
 * the choice lost, the add-to-cart button still waiting for one.
 */
export function useChoiceMadeEarly(
  field: RefObject<HTMLSelectElement | null>,
  state: string,
  choose: (v: string) => void,
) {
  useEffect(() => {
    const value = field.current?.value
    if (value !== undefined && value !== state) choose(value)
    // Once, right after hydration: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
