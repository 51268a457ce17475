'use client'

import Link from 'next/link'
import { useActionState, useId } from 'react'
import { RecoveryCodesList, SecondFactorFields, type EnrolmentOffer } from '../SecondFactorStep'
import type { Messages } from '@/i18n/messages/index'
import type { SecurityState } from './actions'

type Texts = {
  second: Messages['auth']['second']
  security: Messages['account']['security']
  /** The current password's label. */
  currentPassword: string
}
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

/**
 * The account's current password, asked again by a change of factors (issue 52, ADR 0033); marked when
 * the server refused it. An account made by Google sign-in is told how to choose one first.
 */
function CurrentPasswordField({
  id,
  t,
  state,
  google,
}: {
  id: string
  t: Texts
  state: SecurityState
  google: boolean
}) {
  const wrong = state.field === 'password'
  return (
    <p className="field">
      <label htmlFor={`${id}-current`}>{t.currentPassword}</label>
      <input
        id={`${id}-current`}
        name="current"
        type="password"
        required
        maxLength={200}
        autoComplete="current-password"
        aria-invalid={wrong || undefined}
        aria-describedby={[`${id}-current-hint`, wrong ? `${id}-msg` : ''].filter(Boolean).join(' ')}
      />
      <span id={`${id}-current-hint`} className="muted small">
        {google ? t.security.googlePasswordToConfirm : t.security.passwordToConfirm}
      </span>
    </p>
  )
}

/**
 * Setting up the app from the security page: the QR code, then a code from the app and the current
 * password (a plain form before JS).
 */
export function TotpSetupForm({
  action,
  enrolment,
  t,
  google = false,
}: {
  action: (s: SecurityState, fd: FormData) => Promise<SecurityState>
  enrolment: EnrolmentOffer
  t: Texts
  google?: boolean
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
      <CurrentPasswordField id={id} t={t} state={state} google={google} />
      <Outcome state={state} t={t} id={id} />
      <button type="submit" className="btn" disabled={pending}>
        {t.security.confirm}
      </button>
    </form>
  )
}

/**
 * A change confirmed by a current code (new recovery codes, turning the factor off), and by the current
 * password where `password` is set (new recovery codes).
 */
export function CodeConfirmForm({
  action,
  label,
  t,
  danger = false,
  password = false,
  google = false,
}: {
  action: (s: SecurityState, fd: FormData) => Promise<SecurityState>
  label: string
  t: Texts
  danger?: boolean
  password?: boolean
  google?: boolean
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
          aria-invalid={state.field === 'code' || undefined}
          aria-describedby={[`${id}-hint`, state.message && state.field !== 'password' ? `${id}-msg` : '']
            .filter(Boolean)
            .join(' ')}
        />
        <span id={`${id}-hint`} className="muted small">
          {t.security.codeToConfirm}
        </span>
      </p>
      {password ? <CurrentPasswordField id={id} t={t} state={state} google={google} /> : null}
      <Outcome state={state} t={t} id={id} />
      <button type="submit" className={danger ? 'btn btn-outline' : 'btn'} disabled={pending}>
        {label}
      </button>
    </form>
  )
}
