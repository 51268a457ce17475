'use client'

import Link from 'next/link'
import { useShell } from '@/features/shell/ShellProvider'

/** A route error shows the 404 page's text (spec) inside the shell. */
export default function RouteError() {
  const { t } = useShell()
  return (
    <section className="not-found container">
      <h1>{t.notFound.title}</h1>
      <Link href="/" className="btn">
        {t.notFound.goHome}
      </Link>
    </section>
  )
}
