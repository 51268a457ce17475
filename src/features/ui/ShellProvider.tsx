'use client'

import { usePathname } from 'next/navigation'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { Lang } from '@/i18n/locales'
import type { ShellMessages } from '@/i18n/messages/index'
import { jsonFetch } from '@/lib/json-fetch'

export type Overlay = 'menu' | 'cart' | 'login' | 'filter' | null
export type Toast = { id: number; text: string; tone: 'success' | 'info' | 'error' }
/** A dealer's invoice identity (features/dealers): the checkout shows whom the order is invoiced to. */
export type ShellDealer = { company: string; country: string; vatNumber: string; sdi: string; pec: string }
export type ShellUser = {
  id: string
  firstName: string
  email: string
  isAdmin: boolean
  /** An active trade account: the cart and checkout show trade prices net of VAT. */
  dealer?: ShellDealer | null
} | null

type Shell = {
  /** Whether Google sign-in is configured on the server. */
  google: boolean
  lang: Lang
  t: ShellMessages
  /** The signed-in user; null when signed out and until the server has answered (userKnown). */
  user: ShellUser
  userKnown: boolean
  overlay: Overlay
  open: (o: Exclude<Overlay, null>) => void
  close: () => void
  toasts: Toast[]
  toast: (text: string, tone?: Toast['tone']) => void
  dismiss: (id: number) => void
}

const ShellContext = createContext<Shell | null>(null)

/** Sent by the sign-in dialog (and the Google popup's answer) when this tab signs in. */
export const SIGNED_IN_EVENT = 'vetrina:signed-in'

/** Toast duration from the spec. */
export const TOAST_MS = 3000

/**
 * UI state shared by the whole page: language and messages, the one open overlay, toasts, the signed-in
 * user. The page is the same for every visitor (cached, ADR 0017), so the user is asked for after the
 * first paint (`/api/session`) and again when this tab signs in.
 */
export function ShellProvider({
  lang,
  messages,
  google = false,
  children,
}: {
  lang: Lang
  messages: ShellMessages
  google?: boolean
  children: ReactNode
}) {
  const [overlay, setOverlay] = useState<Overlay>(null)
  const [user, setUser] = useState<ShellUser>(null)
  const [userKnown, setUserKnown] = useState(false)
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(1)
  const pathname = usePathname()

  // Navigation closes every overlay.
  const [lastPath, setLastPath] = useState(pathname)
  if (pathname !== lastPath) {
    setLastPath(pathname)
    setOverlay(null)
  }

  useEffect(() => {
    let current = true
    // Only the latest question's answer counts: the page's first one ("signed out") can arrive after
    // the one asked when this tab signed in, and must not sign the shopper out again.
    let asked = 0
    const ask = () => {
      const mine = ++asked
      void jsonFetch<{ user: ShellUser }>('/api/session').then((body) => {
        if (!current || mine !== asked) return
        // No answer: the visitor is served as signed out (their cart stays in this browser).
        setUser(body?.user ?? null)
        setUserKnown(true)
      })
    }
    ask()
    window.addEventListener(SIGNED_IN_EVENT, ask)
    return () => {
      current = false
      window.removeEventListener(SIGNED_IN_EVENT, ask)
    }
  }, [])

  const dismiss = useCallback((id: number) => setToasts((ts) => ts.filter((x) => x.id !== id)), [])
  const toast = useCallback(
    (text: string, tone: Toast['tone'] = 'success') => {
      const id = nextId.current++
      setToasts((ts) => [...ts, { id, text, tone }])
      setTimeout(() => dismiss(id), TOAST_MS)
    },
    [dismiss],
  )

  const value = useMemo<Shell>(
    () => ({
      google,
      lang,
      t: messages,
      user,
      userKnown,
      overlay,
      open: setOverlay,
      close: () => setOverlay(null),
      toasts,
      toast,
      dismiss,
    }),
    [google, lang, messages, user, userKnown, overlay, toasts, toast, dismiss],
  )
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>
}

export function useShell(): Shell {
  const ctx = useContext(ShellContext)
  if (!ctx) throw new Error('useShell must be used inside ShellProvider')
  return ctx
}
