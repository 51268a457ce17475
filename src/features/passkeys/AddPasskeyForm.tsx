'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useState, type FormEvent } from 'react'
import type { Messages } from '@/features/i18n/messages'
import { addPasskey, passkeysSupported } from './browser'

/** Names and creates a passkey with the browser's own dialog (WebAuthn needs JavaScript). */
export function AddPasskeyForm({ t }: { t: Messages['account']['security'] }) {
  const id = useId()
  const router = useRouter()
  const [supported, setSupported] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)
  useEffect(() => {
    void passkeysSupported().then(setSupported)
  }, [])
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const name = String(new FormData(e.currentTarget).get('name') ?? '').trim()
    setBusy(true)
    setOutcome(null)
    const result = await addPasskey(name, t.passkeyFailed)
    setBusy(false)
    setOutcome(result)
    if (result.ok) router.refresh()
  }
  if (supported === false) return <p className="muted">{t.passkeyUnsupported}</p>
  return (
    <form onSubmit={onSubmit} className="panel stack">
      <p className="field">
        <label htmlFor={`${id}-name`}>{t.passkeyName}</label>
        <input id={`${id}-name`} name="name" required maxLength={60} aria-describedby={`${id}-hint`} />
        <span id={`${id}-hint`} className="muted small">
          {t.passkeyNameHint}
        </span>
      </p>
      {outcome ? (
        <p className={`form-msg ${outcome.ok ? 'ok' : 'error'}`} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      ) : null}
      <button type="submit" className="btn" disabled={busy || !supported}>
        {t.addPasskey}
      </button>
    </form>
  )
}
