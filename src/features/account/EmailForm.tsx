'use client'

import { useActionState, useId } from 'react'
import { AccountField } from './AccountField'
import { changeEmail, type FormState } from './actions'
import { useMessages } from '@/features/ui/client'

const initial: FormState = { ok: false, message: '', errors: {} }

/** Asks for a new e-mail address: the current password, then a link to the new address confirms the change. */
export function EmailForm({ notice }: { notice?: { ok: boolean; text: string } }) {
  const t = useMessages('account')
  const a = t.account
  const id = useId()
  const [state, action, pending] = useActionState(changeEmail, initial)
  const message = state.message ? state : notice ? { ok: notice.ok, message: notice.text } : null
  return (
    <form action={action} className="panel form" aria-labelledby={`${id}-h`} key={JSON.stringify(state)}>
      <h2 id={`${id}-h`}>{a.emailChange}</h2>
      <AccountField
        formId={id}
        name="email"
        label={a.newEmail}
        type="email"
        autoComplete="email"
        error={state.errors.email}
        defaultValue={state.values?.email}
      />
      <AccountField
        formId={id}
        name="current"
        label={a.currentPassword}
        type="password"
        autoComplete="current-password"
        error={state.errors.current}
      />
      {message ? (
        <p className={`form-msg ${message.ok ? 'ok' : 'error'}`} role={message.ok ? 'status' : 'alert'}>
          {message.message}
        </p>
      ) : null}
      <button type="submit" className="btn" disabled={pending}>
        {a.sendLink}
      </button>
    </form>
  )
}
