'use client'

import { CartDrawer } from '@/features/cart/CartDrawer'

/** The overlays every page can open (the mobile menu lives in the header). */
export function Overlays() {
  return <CartDrawer />
}
