'use client'

import { useActionState, useId } from 'react'
import { AccountField } from './AccountField'
import { changePassword, type FormState } from './actions'
import { useMessages } from '@/features/ui/client'

const initial: FormState = { ok: false, message: '', errors: {} }

/** Changes the password for real: current password checked, policy enforced, confirmation must match. */
export function PasswordForm() {
  const t = useMessages('account')
  const a = t.account
  const id = useId()
  const [state, action, pending] = useActionState(changePassword, initial)
  const field = (name: 'current' | 'next' | 'confirm', label: string, auto: string) => (
    <AccountField
      formId={id}
      name={name}
      label={label}
      type="password"
      autoComplete={auto}
      error={state.errors[name]}
    />
  )
  return (
    <form action={action} className="panel form" aria-labelledby={`${id}-h`} key={state.ok ? 'done' : 'edit'}>
      <h2 id={`${id}-h`}>{a.passwordChange}</h2>
      {field('current', a.currentPassword, 'current-password')}
      {field('next', a.newPassword, 'new-password')}
      {field('confirm', a.confirmPassword, 'new-password')}
      {state.message ? (
        <p className={`form-msg ${state.ok ? 'ok' : 'error'}`} role={state.ok ? 'status' : 'alert'}>
          {state.message}
        </p>
      ) : null}
      <button type="submit" className="btn" disabled={pending}>
        {a.saveChanges}
      </button>
    </form>
  )
}
