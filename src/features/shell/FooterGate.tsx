'use client'

import type { ReactNode } from 'react'
import { useShell } from '@/features/ui/client'

/** The footer is hidden while any overlay (menu, cart, login, filter) is open. */
export function FooterGate({ children }: { children: ReactNode }) {
  const { overlay } = useShell()
  return <div hidden={overlay !== null}>{children}</div>
}
