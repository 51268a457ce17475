'use client'

import { useSyncExternalStore } from 'react'

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
