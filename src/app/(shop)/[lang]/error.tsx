'use client'

import Link from 'next/link'
import { useShell } from '@/features/ui/client'

/**
 * A route error shows the 404 page's text (spec) inside the shell, with the error's reference code:
 * the server logged the error with the same code and the request's id (src/instrumentation.ts).
 */
export default function RouteError({ error }: { error: Error & { digest?: string } }) {
  const { t } = useShell()
  return (
    <section className="not-found container">
      <h1>{t.notFound.title}</h1>
      {error.digest ? (
        <p>
          {t.notFound.reference} <code data-testid="error-reference">{error.digest}</code>
        </p>
      ) : null}
      <Link href="/" className="btn">
        {t.notFound.goHome}
      </Link>
    </section>
  )
}
