import Link from 'next/link'
import type { ServerProps } from 'payload'

const TEXT = {
  it: { text: 'Hai attivato l’accesso in due passaggi?', link: 'Accedi con il codice' },
  en: { text: 'Two-step sign-in turned on?', link: 'Sign in with your code' },
}

/**
 * Under Payload's login form: operators whose account has an authenticator app sign in through the
 * shop's dialog, which asks for the code (Payload's form has no such step). Where the second factor is
 * required, /cms/login is not shown at all (src/proxy.ts sends it there directly).
 */
export function TwoStepLink({ i18n }: ServerProps) {
  const t = i18n.language === 'en' ? TEXT.en : TEXT.it
  return (
    <p style={{ marginTop: 'var(--base)' }}>
      {t.text} <Link href="/sign-in?next=/cms">{t.link}</Link>
    </p>
  )
}
