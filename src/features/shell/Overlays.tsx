'use client'

import { lazy, Suspense, useState } from 'react'
import { useShell } from '@/features/ui/client'

// Loaded the first time they open, so pages ship less JavaScript.
const CartDrawer = lazy(() => import('@/features/cart/client').then((m) => ({ default: m.CartDrawer })))
const LoginModal = lazy(() => import('@/features/sign-in/client').then((m) => ({ default: m.LoginModal })))

/** The overlays every page can open (the mobile menu and the filter live beside their buttons). */
export function Overlays() {
  const { overlay } = useShell()
  const [opened, setOpened] = useState({ cart: false, login: false })
  if ((overlay === 'cart' || overlay === 'login') && !opened[overlay]) setOpened((o) => ({ ...o, [overlay]: true }))
  return (
    <Suspense fallback={null}>
      {opened.cart ? <CartDrawer /> : null}
      {opened.login ? <LoginModal /> : null}
    </Suspense>
  )
}
