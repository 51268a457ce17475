'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState, type ReactNode } from 'react'
import { clearLocalCart, useCart } from '@/features/cart/client'
import { useMessages } from '@/features/ui/client'

/** The browser may arrive before the payment event: check again for a few seconds before deciding. */
export function WaitForPayment({ sessionId, children }: { sessionId: string; children: ReactNode }) {
  const t = useMessages('success')
  const router = useRouter()
  const [gaveUp, setGaveUp] = useState(false)
  useEffect(() => {
    let tries = 0
    const timer = setInterval(async () => {
      tries += 1
      const res = await fetch(`/api/orders/by-session?session_id=${encodeURIComponent(sessionId)}`).catch(() => null)
      const body = res?.ok ? ((await res.json()) as { status: string }) : null
      if (body?.status === 'paid' || body?.status === 'held') {
        clearInterval(timer)
        router.refresh()
      } else if (tries >= 8) {
        clearInterval(timer)
        setGaveUp(true)
      }
    }, 1000)
    return () => clearInterval(timer)
  }, [sessionId, router])
  if (gaveUp) return <>{children}</>
  return (
    <div className="container section empty" aria-busy="true">
      <p role="status">{t.success.confirming}</p>
    </div>
  )
}

/** A paid order empties the browser's cart (the account cart was emptied by the server). */
export function ClearCartOnSuccess() {
  const { signedIn, reload } = useCart()
  useEffect(() => {
    clearLocalCart()
    if (signedIn) reload()
  }, [signedIn, reload])
  return null
}
