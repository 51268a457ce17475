'use client'

import { lazy, Suspense, useState } from 'react'
import type { CompanyInfo } from './company-info'
import { Icon } from '@/features/ui'
import { iconMenu } from '@/features/ui'
import { useShell } from '@/features/ui/client'

const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })))

/** The menu button of small screens; the slide-in panel's code loads the first time it opens. */
export function MobileMenuButton({ company }: { company: CompanyInfo }) {
  const { t, overlay, open } = useShell()
  const [loaded, setLoaded] = useState(false)
  if (overlay === 'menu' && !loaded) setLoaded(true)
  return (
    <>
      <button
        type="button"
        className="icon-btn mobile-only"
        onClick={() => open('menu')}
        aria-label={t.nav.openMenu}
        aria-haspopup="dialog"
      >
        <Icon d={iconMenu} />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileMenu company={company} />
        </Suspense>
      ) : null}
    </>
  )
}
