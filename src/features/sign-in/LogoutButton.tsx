'use client'

import { useShell } from '@/features/ui/client'

/** Signs out on the server, then goes to the home page and reloads (spec). */
export function LogoutButton({ className = 'btn' }: { className?: string }) {
  const { t } = useShell()
  return (
    <button
      type="button"
      className={className}
      onClick={async () => {
        await fetch('/api/auth/logout', { method: 'POST' }).catch(() => undefined)
        // A full reload (spec): every client state starts again signed out.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign('/')
      }}
    >
      {t.nav.logout}
    </button>
  )
}
