'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useShell, SCRIPT_FORM, useHydrated } from '@/features/ui/client'
import { useCaptchaOnDemand, type CaptchaAsk } from './CaptchaField'
import { useMessages } from '@/features/ui/client'

type Field = 'name' | 'email' | 'message'
type Status = { state: 'idle' | 'sending' | 'success' | 'error'; text: string }

/** Contact form: idle → sending ('Sending...') → success (form cleared) or the server's error text. */
export function ContactForm() {
  // Until the script runs, its submit does nothing (SCRIPT_FORM): the button says so.
  const hydrated = useHydrated()
  const { lang } = useShell()
  const t = useMessages('contactForm')
  const id = useId()
  const [status, setStatus] = useState<Status>({ state: 'idle', text: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const captcha = useCaptchaOnDemand()
  // A link may fill the message in (the checkout's "ask us for a shipping quote" writes the cart out).
  const message = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get('message')
    if (asked && message.current && !message.current.value) message.current.value = asked.slice(0, 5000)
  }, [])

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    const data = new FormData(form)
    const formData = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      message: String(data.get('message') ?? ''),
    }
    setStatus({ state: 'sending', text: '' })
    setErrors({})
    try {
      const res = await fetch('/api/send-contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': lang },
        body: JSON.stringify({
          formData,
          website: String(data.get('website') ?? ''),
          lang,
          ...captcha.body,
        }),
      })
      const body = (await res.json().catch(() => ({}))) as {
        error?: string
        fields?: Partial<Record<Field, string>>
        captcha?: CaptchaAsk
      }
      captcha.answered(body)
      if (res.ok) {
        form.reset()
        setStatus({ state: 'success', text: t.contactForm.success })
      } else {
        setErrors(body.fields ?? {})
        setStatus({ state: 'error', text: body.error || t.contactForm.failure })
      }
    } catch {
      setStatus({ state: 'error', text: t.contactForm.error })
    }
  }

  const field = (name: Field, label: string, input: React.ReactNode) => (
    <p className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input}
      {errors[name] ? (
        <span id={`${id}-${name}-err`} className="field-error">
          {errors[name]}
        </span>
      ) : null}
    </p>
  )
  const aria = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-err` : undefined,
  })

  return (
    <form {...SCRIPT_FORM} onSubmit={onSubmit} className="form" noValidate>
      {field('name', t.contactForm.name, <input {...aria('name')} type="text" autoComplete="name" maxLength={100} />)}
      {field(
        'email',
        t.contactForm.email,
        <input {...aria('email')} type="email" autoComplete="email" maxLength={200} />,
      )}
      {field(
        'message',
        t.contactForm.message,
        <textarea {...aria('message')} ref={message} rows={6} maxLength={5000} />,
      )}
      <p className="hp" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t.contactForm.website}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </p>
      {captcha.field}
      <button
        type="submit"
        className="btn"
        disabled={status.state === 'sending'}
        aria-disabled={hydrated ? undefined : true}
      >
        {status.state === 'sending' ? t.contactForm.sending : t.contactForm.send}
      </button>
      <p role="status" className={`form-msg ${status.state}`}>
        {status.text}
      </p>
    </form>
  )
}
