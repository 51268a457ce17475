'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useState, type FormEvent } from 'react'
import type { Messages } from '@/i18n/messages/index'
import { addPasskey, passkeysSupported } from './browser'
import { SCRIPT_FORM } from '@/features/ui/client'

type Outcome = { ok: boolean; message: string; refusal?: string }

/**
 * Names and creates a passkey with the browser's own dialog (WebAuthn needs JavaScript), confirmed by the
 * current password and, for an operator with a second factor, a current code (`factor: 'code'`) or one of
 * the passkeys it has (`'passkey'`): the shop checks them before it hands out the challenge (issue 52).
 */
export function AddPasskeyForm({
  t,
  labels,
  factor,
  google,
}: {
  t: Messages['account']['security']
  labels: { password: string; code: string; codeHint: string }
  factor: 'code' | 'passkey' | null
  /** The account signs in with Google: it has no password its owner knows until it sets one. */
  google: boolean
}) {
  const id = useId()
  const router = useRouter()
  const [supported, setSupported] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  useEffect(() => {
    void passkeysSupported().then(setSupported)
  }, [])
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    const fd = new FormData(form)
    const value = (k: string) => String(fd.get(k) ?? '')
    setBusy(true)
    setOutcome(null)
    const result = await addPasskey(
      value('name').trim(),
      {
        password: value('current'),
        ...(factor === 'code' ? { code: value('code').trim() } : {}),
        confirmWithPasskey: factor === 'passkey',
      },
      t.passkeyFailed,
    )
    setBusy(false)
    setOutcome(result)
    if (result.ok) {
      form.reset()
      router.refresh()
    }
  }
  if (supported === false) return <p className="muted">{t.passkeyUnsupported}</p>
  const msg = outcome ? `${id}-msg` : ''
  const describe = (...ids: string[]) => ids.filter(Boolean).join(' ') || undefined
  return (
    <form {...SCRIPT_FORM} onSubmit={onSubmit} className="panel stack">
      <p className="field">
        <label htmlFor={`${id}-name`}>{t.passkeyName}</label>
        <input id={`${id}-name`} name="name" required maxLength={60} aria-describedby={`${id}-hint`} />
        <span id={`${id}-hint`} className="muted small">
          {t.passkeyNameHint}
        </span>
      </p>
      <p className="field">
        <label htmlFor={`${id}-current`}>{labels.password}</label>
        <input
          id={`${id}-current`}
          name="current"
          type="password"
          required
          maxLength={200}
          autoComplete="current-password"
          aria-invalid={outcome?.refusal === 'password' || undefined}
          aria-describedby={describe(`${id}-current-hint`, outcome?.refusal === 'password' ? msg : '')}
        />
        <span id={`${id}-current-hint`} className="muted small">
          {google ? t.googlePasswordFirst : t.passwordToAddPasskey}
        </span>
      </p>
      {factor === 'code' ? (
        <p className="field">
          <label htmlFor={`${id}-code`}>{labels.code}</label>
          <input
            id={`${id}-code`}
            name="code"
            type="text"
            required
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={20}
            aria-invalid={outcome?.refusal === 'code' || undefined}
            aria-describedby={describe(`${id}-code-hint`, outcome?.refusal === 'code' ? msg : '')}
          />
          <span id={`${id}-code-hint`} className="muted small">
            {labels.codeHint}
          </span>
        </p>
      ) : factor === 'passkey' ? (
        <p className="muted small">{t.passkeyToAddPasskey}</p>
      ) : null}
      {outcome ? (
        <p id={msg} className={`form-msg ${outcome.ok ? 'ok' : 'error'}`} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      ) : null}
      <button type="submit" className="btn" disabled={busy || !supported}>
        {t.addPasskey}
      </button>
    </form>
  )
}
