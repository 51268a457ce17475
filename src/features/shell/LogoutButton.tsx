'use client'

import { useShell } from './ShellProvider'

/** Signs out on the server, then goes to the home page and reloads (spec). */
export function LogoutButton({ className = 'btn' }: { className?: string }) {
  const { t } = useShell()
  return (
    <button
      type="button"
      className={className}
      onClick={async () => {
        await fetch('/api/auth/logout', { method: 'POST' }).catch(() => undefined)
        window.location.assign('/')
      }}
    >
      {t.nav.logout}
    </button>
  )
}
