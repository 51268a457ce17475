'use client'

import Link from 'next/link'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { fill } from '@/i18n/config'
import { useFormAlert, SCRIPT_FORM } from '@/features/ui/client'
import { CaptchaField } from './CaptchaField'
import { BUSINESS_FIELDS, BUSINESS_OPTIONAL, type BusinessField } from './schemas'
import { useMessages } from '@/features/ui/client'

type Values = Record<BusinessField, string>
const empty = () => Object.fromEntries(BUSINESS_FIELDS.map((f) => [f, ''])) as Values

/**
 * Dealer request: on-blur required messages with the real label, consent required, then
 * captcha → /api/verify-captcha → /api/send-email (which verifies and spends the token again).
 */
export function BusinessRequestForm({ recaptchaSiteKey }: { recaptchaSiteKey: string | null }) {
  const t = useMessages('business')
  const b = t.business
  const id = useId()
  const [values, setValues] = useState<Values>(empty)
  const [errors, setErrors] = useState<Partial<Record<BusinessField | 'consent', string>>>({})
  const [consent, setConsent] = useState(false)
  const [token, setToken] = useState('')
  const [captchaKey, setCaptchaKey] = useState(0)
  const [busy, setBusy] = useState(false)
  const { say, clear, view: alertView } = useFormAlert()
  const form = useRef<HTMLFormElement>(null)

  // What was typed before the page's script ran is on screen but not yet in the form's state: take it
  // over once, so the request sends what the visitor sees (the page is served from the cache and shows
  // its fields before the script has loaded).
  useEffect(() => {
    const el = form.current
    if (!el) return
    const typed = (name: string) => {
      const input = el.elements.namedItem(name)
      return input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement ? input.value : ''
    }
    setValues((v) => {
      const next = { ...v }
      for (const f of BUSINESS_FIELDS) if (!next[f] && typed(f)) next[f] = typed(f)
      return next
    })
    const box = el.elements.namedItem('consent')
    if (box instanceof HTMLInputElement && box.checked) setConsent(true)
  }, [])

  const required = (f: BusinessField) => !BUSINESS_OPTIONAL.includes(f)
  const blur = (f: BusinessField) =>
    setErrors((e) => ({ ...e, [f]: required(f) && !values[f].trim() ? fill(b.required, { label: b[f] }) : '' }))
  const hasErrors = Object.values(errors).some(Boolean)
  const looksDisabled = !consent || hasErrors || busy

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    clear()
    const missing: Partial<Record<BusinessField | 'consent', string>> = {}
    for (const f of BUSINESS_FIELDS)
      if (required(f) && !values[f].trim()) missing[f] = fill(b.required, { label: b[f] })
    if (!consent) missing.consent = b.consentRequired
    if (Object.keys(missing).length) {
      setErrors(missing)
      if (Object.keys(missing).some((k) => k !== 'consent')) say(b.fillAll)
      return
    }
    if (!token) return say(recaptchaSiteKey ? b.recaptchaRequired : b.captchaRequired)
    setBusy(true)
    try {
      const check = await fetch('/api/verify-captcha', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      })
      const verified = ((await check.json().catch(() => ({}))) as { success?: boolean }).success
      if (!verified) {
        say(b.captchaFailed)
        return
      }
      const res = await fetch('/api/send-email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ formData: { ...values, consent }, captchaToken: token }),
      })
      const body = (await res.json().catch(() => ({}))) as {
        success?: boolean
        error?: string
        fields?: Record<string, string>
      }
      if (res.ok && body.success) {
        say(b.sent, 'success')
        setValues(empty())
        setConsent(false)
        setErrors({})
      } else {
        if (body.fields) setErrors(body.fields)
        say(body.fields ? body.error || b.fillAll : body.error || b.failed)
      }
    } catch {
      say(b.connection)
    } finally {
      setBusy(false)
      setToken('')
      setCaptchaKey((k) => k + 1)
    }
  }

  const field = (f: BusinessField, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <p className="field" key={f}>
      <label htmlFor={`${id}-${f}`}>{b[f]}</label>
      <input
        id={`${id}-${f}`}
        name={f}
        value={values[f]}
        required={required(f)}
        onChange={(e) => {
          const v = e.target.value
          setValues((x) => ({ ...x, [f]: v }))
          if (errors[f] && v.trim()) setErrors((x) => ({ ...x, [f]: '' }))
        }}
        onBlur={() => blur(f)}
        aria-invalid={errors[f] ? true : undefined}
        aria-describedby={errors[f] ? `${id}-${f}-e` : undefined}
        {...props}
      />
      {errors[f] ? (
        <span id={`${id}-${f}-e`} className="field-error">
          {errors[f]}
        </span>
      ) : null}
    </p>
  )

  return (
    <form {...SCRIPT_FORM} ref={form} onSubmit={onSubmit} className="form" noValidate aria-label={b.title}>
      <div className="grid-2">
        {field('socialReason', { autoComplete: 'organization' })}
        {field('pvat', { inputMode: 'numeric' })}
        {field('sdiCode')}
        {field('corporateEmail', { type: 'email', autoComplete: 'email' })}
        {field('telephoneNumber', { type: 'tel', autoComplete: 'tel' })}
        {field('referencePerson', { autoComplete: 'name' })}
        {field('street', { autoComplete: 'address-line1' })}
        {field('civic')}
        {field('city', { autoComplete: 'address-level2' })}
        {field('cap', { inputMode: 'numeric', autoComplete: 'postal-code' })}
        {field('province', { maxLength: 2 })}
      </div>
      <p className="field">
        <label htmlFor={`${id}-note`}>{b.note}</label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={4}
          maxLength={2000}
          value={values.note}
          onChange={(e) => setValues((x) => ({ ...x, note: e.target.value }))}
        />
      </p>
      <p className="check">
        <input
          id={`${id}-consent`}
          name="consent"
          type="checkbox"
          checked={consent}
          onChange={(e) => {
            setConsent(e.target.checked)
            setErrors((x) => ({ ...x, consent: e.target.checked ? '' : b.consentRequired }))
          }}
          aria-describedby={errors.consent ? `${id}-consent-e` : undefined}
        />
        <label htmlFor={`${id}-consent`}>
          {b.consent} <Link href="/privacy">{t.nav.privacy}</Link>
        </label>
      </p>
      {errors.consent ? (
        <p id={`${id}-consent-e`} className="field-error" role="alert">
          {errors.consent}
        </p>
      ) : null}
      <fieldset className="captcha-box">
        <legend>{b.captchaLabel}</legend>
        <CaptchaField key={captchaKey} recaptchaSiteKey={recaptchaSiteKey} onToken={setToken} />
      </fieldset>
      <button
        type="submit"
        className={`btn ${looksDisabled ? 'looks-disabled' : ''}`}
        aria-disabled={looksDisabled}
        disabled={busy}
      >
        {busy ? b.sending : b.submit}
      </button>
      {alertView}
    </form>
  )
}
