'use client'

import { useEffect } from 'react'
import { useShell } from '@/features/ui/client'

/** Shown instead of an account page to a signed-out visitor: opens the login dialog. */
export function SignInRequired({ text }: { text: string }) {
  const { open, t } = useShell()
  useEffect(() => open('login'), [open])
  return (
    <div className="container section empty">
      <h1>{t.nav.account}</h1>
      <p>{text}</p>
      <button type="button" className="btn" onClick={() => open('login')}>
        {t.nav.login}
      </button>
    </div>
  )
}
