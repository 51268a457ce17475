'use client'

import { useEffect } from 'react'
import { SIGNED_IN_EVENT, useShell } from '@/features/ui/client'

/**
 * /sign-in?next=…: the sign-in dialog on a page of its own, then on to `next` (a path of this site,
 * checked on the server). Where /cms sends operators when the second factor is required: Payload's
 * own login form has no step for the code (features/sign-in/two-factor).
 */
export function SignInPage({ next, title, text }: { next: string; title: string; text: string }) {
  const { open, t } = useShell()
  useEffect(() => {
    open('login')
    const go = () => window.location.assign(next)
    window.addEventListener(SIGNED_IN_EVENT, go)
    return () => window.removeEventListener(SIGNED_IN_EVENT, go)
  }, [open, next])
  return (
    <div className="container section empty">
      <h1>{title}</h1>
      <p>{text}</p>
      <button type="button" className="btn" onClick={() => open('login')}>
        {t.nav.login}
      </button>
    </div>
  )
}
