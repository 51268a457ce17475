'use client'

import { useActionState, useId } from 'react'
import { AccountField } from './AccountField'
import { deleteMyAccount, type FormState } from './actions'
import { useMessages } from '@/features/ui/client'

const initial: FormState = { ok: false, message: '', errors: {} }

/** GDPR self-service: download the data as JSON; delete the account, confirmed with the password. */
export function PersonalDataPanel({ google }: { google: boolean }) {
  const t = useMessages('account')
  const a = t.account
  const id = useId()
  const [state, action, pending] = useActionState(deleteMyAccount, initial)
  return (
    <>
      <section className="panel" aria-labelledby={`${id}-data`}>
        <h2 id={`${id}-data`}>{a.privacyTitle}</h2>
        <p>{a.privacyText}</p>
        <a href="/api/account/export" className="btn btn-outline" download data-testid="download-data">
          {a.downloadData}
        </a>
      </section>
      <form action={action} className="panel form" aria-labelledby={`${id}-delete`}>
        <h2 id={`${id}-delete`}>{a.deleteTitle}</h2>
        <p>{a.deleteText}</p>
        {google ? (
          <AccountField
            formId={id}
            name="confirmEmail"
            label={a.deleteEmail}
            type="email"
            autoComplete="off"
            error={state.errors.confirmEmail}
          />
        ) : (
          <AccountField
            formId={id}
            name="current"
            label={a.deletePassword}
            type="password"
            autoComplete="current-password"
            error={state.errors.current}
          />
        )}
        {state.message ? (
          <p className="form-msg error" role="alert">
            {state.message}
          </p>
        ) : null}
        <button type="submit" className="btn btn-danger" disabled={pending}>
          {a.deleteButton}
        </button>
      </form>
    </>
  )
}
