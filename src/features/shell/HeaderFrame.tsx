'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState, type ReactNode } from 'react'

/** The header is transparent over the home hero and turns white once scrolled or on any other page. */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const pathname = usePathname()
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 10)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  const solid = scrolled || pathname !== '/'
  return <header className={`site-header ${solid ? 'is-solid' : 'is-clear'}`}>{children}</header>
}
