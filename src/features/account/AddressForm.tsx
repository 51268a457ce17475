'use client'

import { useActionState, useEffect, useId, useRef, useState } from 'react'
import { COUNTRIES, countryLabel, DEFAULT_COUNTRY, DIAL_CODES } from '@/lib/geo'
import { LOCALES } from '@/i18n/locales'
import { useShell } from '@/features/ui/client'
import { addAddress, type FormState } from './actions'
import { useMessages } from '@/features/ui/client'

const initial: FormState = { ok: false, message: '', errors: {} }

/** Hidden until 'Add a new address'; save adds the address, clears and hides the form; cancel hides it. */
export function AddressForm() {
  const { lang } = useShell()
  const t = useMessages('account')
  const a = t.account
  const id = useId()
  const [open, setOpen] = useState(false)
  const [state, action, pending] = useActionState(addAddress, initial)
  const form = useRef<HTMLFormElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const [handled, setHandled] = useState<FormState>(initial)

  if (state !== handled) {
    setHandled(state)
    if (state.ok) setOpen(false)
  }
  useEffect(() => {
    if (state.ok) {
      form.current?.reset()
      opener.current?.focus()
    }
  }, [state])

  const err = (k: string) => state.errors[k]
  const input = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <p className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        defaultValue={state.values?.[name]}
        aria-invalid={err(name) ? true : undefined}
        aria-describedby={err(name) ? `${id}-${name}-e` : undefined}
        {...props}
      />
      {err(name) ? (
        <span id={`${id}-${name}-e`} className="field-error">
          {err(name)}
        </span>
      ) : null}
    </p>
  )

  return (
    <>
      {state.ok && !open ? (
        <p className="form-msg ok" role="status">
          {state.message}
        </p>
      ) : null}
      {!open ? (
        <button ref={opener} type="button" className="btn" onClick={() => setOpen(true)}>
          {a.addAddress}
        </button>
      ) : (
        <form
          ref={form}
          action={action}
          className="panel form"
          aria-label={a.addAddress}
          key={JSON.stringify(state.values ?? {})}
        >
          {input('street', a.street, { required: true, autoComplete: 'street-address' })}
          <div className="grid-2">
            {input('city', a.city, { required: true, autoComplete: 'address-level2' })}
            {input('state', a.state, { autoComplete: 'address-level1' })}
            {input('zip', a.zip, { required: true, autoComplete: 'postal-code' })}
            <p className="field">
              <label htmlFor={`${id}-country`}>{a.country}</label>
              <select id={`${id}-country`} name="country" defaultValue={state.values?.country || DEFAULT_COUNTRY}>
                {COUNTRIES.map((c) => (
                  <option key={c.code} value={c.name}>
                    {countryLabel(c, LOCALES[lang].intl)}
                  </option>
                ))}
              </select>
            </p>
            <p className="field">
              <label htmlFor={`${id}-phoneCode`}>{a.phoneCode}</label>
              <select id={`${id}-phoneCode`} name="phoneCode" defaultValue={state.values?.phoneCode || '+39'}>
                {DIAL_CODES.map((d) => (
                  <option key={d.code} value={d.code}>
                    {d.code} ({d.country})
                  </option>
                ))}
              </select>
            </p>
            {input('phoneNumber', a.phone, { type: 'tel', autoComplete: 'tel-national' })}
          </div>
          {input('label', a.label)}
          {!state.ok && state.message ? (
            <p className="form-msg error" role="alert">
              {state.message}
            </p>
          ) : null}
          <div className="row-gap">
            <button type="submit" className="btn" disabled={pending}>
              {a.save}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
              {a.cancel}
            </button>
          </div>
        </form>
      )}
    </>
  )
}
