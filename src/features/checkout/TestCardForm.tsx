'use client'

import { useId, useState, type FormEvent } from 'react'
import { useMessages } from '@/features/ui/client'

/**
 * The test card form. With scripts it posts JSON and shows the answer in place; before they load it
 * posts itself to the same endpoint, which redirects to the receipt or back here with `initialError`.
 */
export function TestCardForm({ session, initialError = '' }: { session: string; initialError?: string }) {
  const t = useMessages('pay')
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState(initialError)
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const card = String(new FormData(e.currentTarget).get('card') ?? '')
    setBusy(true)
    setError('')
    try {
      const res = await fetch('/api/pay/test', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session, card }),
      })
      const body = (await res.json().catch(() => ({}))) as { redirect?: string; error?: string }
      if (res.ok && body.redirect) return window.location.assign(body.redirect)
      setError(body.error || t.pay.declined)
    } catch {
      setError(t.auth.network)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form method="post" action="/api/pay/test" onSubmit={onSubmit} className="form">
      <input type="hidden" name="session" value={session} />
      <p className="field">
        <label htmlFor={`${id}-card`}>{t.pay.card}</label>
        <input
          id={`${id}-card`}
          name="card"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          required
          aria-describedby={error ? `${id}-err` : undefined}
        />
      </p>
      <div className="grid-2">
        <p className="field">
          <label htmlFor={`${id}-exp`}>{t.pay.expiry}</label>
          <input id={`${id}-exp`} name="expiry" autoComplete="cc-exp" placeholder="12/34" />
        </p>
        <p className="field">
          <label htmlFor={`${id}-cvc`}>{t.pay.cvc}</label>
          <input id={`${id}-cvc`} name="cvc" inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
        </p>
      </div>
      {error ? (
        <p id={`${id}-err`} className="form-msg error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-block" disabled={busy}>
        {busy ? t.pay.paying : t.pay.payButton}
      </button>
    </form>
  )
}
