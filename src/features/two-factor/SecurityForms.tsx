'use client'

import Link from 'next/link'
import { useActionState, useId } from 'react'
import { RecoveryCodesList, SecondFactorFields, type EnrolmentOffer } from '@/features/account/SecondFactorStep'
import type { Messages } from '@/features/i18n/messages'
import type { SecurityState } from './actions'

type Texts = { second: Messages['auth']['second']; security: Messages['account']['security'] }
const initial: SecurityState = { ok: false, message: '' }

function Outcome({ state, t, id }: { state: SecurityState; t: Texts; id: string }) {
  if (!state.message) return null
  return (
    <>
      <p id={`${id}-msg`} className={`form-msg ${state.ok ? 'ok' : 'error'}`} role={state.ok ? 'status' : 'alert'}>
        {state.message}
      </p>
      {state.codes ? <RecoveryCodesList codes={state.codes} t={t.second} /> : null}
    </>
  )
}

/** Setting up the app from the security page: the QR code, then a code from the app (a plain form before JS). */
export function TotpSetupForm({
  action,
  enrolment,
  t,
}: {
  action: (s: SecurityState, fd: FormData) => Promise<SecurityState>
  enrolment: EnrolmentOffer
  t: Texts
}) {
  const id = useId()
  const [state, formAction, pending] = useActionState(action, initial)
  if (state.ok)
    return (
      <div className="panel">
        <Outcome state={state} t={t} id={id} />
        <Link className="btn" href="/account-security">
          {t.second.recoverySaved}
        </Link>
      </div>
    )
  return (
    <form action={formAction} className="panel stack">
      <SecondFactorFields
        id={id}
        t={t.second}
        enrolment={enrolment}
        describedBy={state.message ? `${id}-msg` : undefined}
      />
      <Outcome state={state} t={t} id={id} />
      <button type="submit" className="btn" disabled={pending}>
        {t.security.confirm}
      </button>
    </form>
  )
}

/** A change confirmed by a current code (new recovery codes, turning the factor off). */
export function CodeConfirmForm({
  action,
  label,
  t,
  danger = false,
}: {
  action: (s: SecurityState, fd: FormData) => Promise<SecurityState>
  label: string
  t: Texts
  danger?: boolean
}) {
  const id = useId()
  const [state, formAction, pending] = useActionState(action, initial)
  return (
    <form action={formAction} className="panel stack">
      <h3>{label}</h3>
      <p className="field">
        <label htmlFor={`${id}-code`}>{t.second.code}</label>
        <input
          id={`${id}-code`}
          name="code"
          type="text"
          required
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={20}
          aria-describedby={[`${id}-hint`, state.message ? `${id}-msg` : ''].filter(Boolean).join(' ')}
        />
        <span id={`${id}-hint`} className="muted small">
          {t.security.codeToConfirm}
        </span>
      </p>
      <Outcome state={state} t={t} id={id} />
      <button type="submit" className={danger ? 'btn btn-outline' : 'btn'} disabled={pending}>
        {label}
      </button>
    </form>
  )
}
