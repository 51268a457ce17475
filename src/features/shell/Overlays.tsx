'use client'

import { LoginModal } from '@/features/account/LoginModal'
import { CartDrawer } from '@/features/cart/CartDrawer'

/** The overlays every page can open (the mobile menu and the filter live beside their buttons). */
export function Overlays() {
  return (
    <>
      <CartDrawer />
      <LoginModal />
    </>
  )
}
