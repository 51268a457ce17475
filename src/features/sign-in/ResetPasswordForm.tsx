'use client'

import { useId, useState, type FormEvent } from 'react'
import { useShell, SCRIPT_FORM, useHydrated } from '@/features/ui/client'

export function ResetPasswordForm({ token }: { token: string }) {
  // Until the script runs, its submit does nothing (SCRIPT_FORM): the button says so.
  const hydrated = useHydrated()
  const { t, open } = useShell()
  const a = t.auth
  const id = useId()
  const [state, setState] = useState<{ tone: 'idle' | 'ok' | 'error'; text: string }>({ tone: 'idle', text: '' })
  const [busy, setBusy] = useState(false)

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const fd = new FormData(e.currentTarget)
    const password = String(fd.get('password') ?? '')
    if (password !== String(fd.get('confirm') ?? '')) return setState({ tone: 'error', text: a.mismatch })
    setBusy(true)
    try {
      const res = await fetch('/api/auth/reset', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, password }),
      })
      const body = (await res.json().catch(() => ({}))) as { error?: string; message?: string }
      setState(
        res.ok ? { tone: 'ok', text: body.message || a.resetDone } : { tone: 'error', text: body.error || a.failed },
      )
    } catch {
      setState({ tone: 'error', text: a.network })
    } finally {
      setBusy(false)
    }
  }

  if (state.tone === 'ok') {
    return (
      <>
        <p className="form-msg ok" role="status">
          {state.text}
        </p>
        <button type="button" className="btn" onClick={() => open('login')}>
          {t.nav.login}
        </button>
      </>
    )
  }
  return (
    <form {...SCRIPT_FORM} onSubmit={onSubmit} className="form">
      <p className="field">
        <label htmlFor={`${id}-p`}>{a.newPassword}</label>
        <input id={`${id}-p`} name="password" type="password" required minLength={8} autoComplete="new-password" />
      </p>
      <p className="field">
        <label htmlFor={`${id}-c`}>{a.confirmPassword}</label>
        <input id={`${id}-c`} name="confirm" type="password" required autoComplete="new-password" />
      </p>
      {state.text ? (
        <p className="form-msg error" role="alert">
          {state.text}
        </p>
      ) : null}
      <button type="submit" className="btn" disabled={busy} aria-disabled={hydrated ? undefined : true}>
        {a.savePassword}
      </button>
    </form>
  )
}
