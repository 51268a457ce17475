'use client'

import { useId, useState } from 'react'
import { useShell } from '@/features/shell/ShellProvider'

type State = { tone: 'idle' | 'ok' | 'error'; text: string }

/** Footer newsletter sign-up (double opt-in: the server sends a confirmation e-mail). */
export function NewsletterForm() {
  const { t, lang } = useShell()
  const id = useId()
  const [state, setState] = useState<State>({ tone: 'idle', text: '' })
  const [busy, setBusy] = useState(false)
  return (
    <form
      className="newsletter"
      action="/api/newsletter"
      method="post"
      onSubmit={async (e) => {
        e.preventDefault()
        const form = e.currentTarget
        const email = String(new FormData(form).get('email') ?? '')
        setBusy(true)
        try {
          const res = await fetch('/api/newsletter', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, lang }),
          })
          const body = (await res.json().catch(() => ({}))) as { status?: string }
          if (res.ok && body.status === 'already') setState({ tone: 'ok', text: t.newsletter.already })
          else if (res.ok) {
            setState({ tone: 'ok', text: t.newsletter.sent })
            form.reset()
          } else setState({ tone: 'error', text: res.status === 400 ? t.newsletter.invalid : t.newsletter.failed })
        } catch {
          setState({ tone: 'error', text: t.newsletter.failed })
        } finally {
          setBusy(false)
        }
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t.footer.emailLabel}
      </label>
      <input id={id} name="email" type="email" required autoComplete="email" placeholder={t.footer.emailLabel} />
      <input type="hidden" name="lang" value={lang} />
      <button type="submit" className="btn" disabled={busy}>
        {t.footer.subscribe}
      </button>
      <p className={`form-msg ${state.tone}`} role="status">
        {state.text}
      </p>
    </form>
  )
}
