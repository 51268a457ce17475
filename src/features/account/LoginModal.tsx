'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useCaptchaOnDemand, type CaptchaAsk } from '@/features/forms/CaptchaField'
import { Dialog, DialogHead } from '@/features/shell/Dialog'
import { SIGNED_IN_EVENT, useShell } from '@/features/shell/ShellProvider'

type Mode = 'login' | 'signup' | 'forgot'

/** Login / sign-up / forgot-password dialog. Errors are shown in the dialog, in the visitor's language. */
export function LoginModal() {
  const { t, overlay, close, toast, google } = useShell()
  const router = useRouter()
  const id = useId()
  const [mode, setMode] = useState<Mode>('login')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [info, setInfo] = useState('')
  const captcha = useCaptchaOnDemand()
  const a = t.auth

  // The Google popup reports back with a message; a blocked popup falls back to a full-page redirect.
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || (e.data as { type?: string })?.type !== 'vetrina:google') return
      if ((e.data as { ok: boolean }).ok) {
        toast(a.loggedIn)
        window.dispatchEvent(new Event(SIGNED_IN_EVENT))
        close()
        router.refresh()
      } else setError(a.failed)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [a, close, router, toast])
  const withGoogle = () => {
    setError('')
    const popup = window.open('/api/auth/google?popup=1', 'vetrina-google', 'width=500,height=650')
    // An API route, not a page: a full navigation is needed.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    if (!popup) window.location.assign(`/api/auth/google?returnTo=${encodeURIComponent(window.location.pathname)}`)
  }

  const switchTo = (m: Mode) => {
    setMode(m)
    setError('')
    setInfo('')
    captcha.reset()
  }

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const data = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>
    delete data.altcha
    Object.assign(data, captcha.body)
    setBusy(true)
    setError('')
    setInfo('')
    try {
      const res = await fetch(`/api/auth/${mode}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(data),
      })
      const body = (await res.json().catch(() => ({}))) as {
        error?: string
        message?: string
        captcha?: CaptchaAsk
      }
      captcha.answered(body)
      if (!res.ok) {
        setError(body.error || a.failed)
        return
      }
      if (mode === 'forgot') {
        setInfo(body.message || a.resetSent)
        return
      }
      toast(mode === 'login' ? a.loggedIn : a.created)
      window.dispatchEvent(new Event(SIGNED_IN_EVENT))
      close()
      router.refresh()
    } catch {
      setError(a.network)
    } finally {
      setBusy(false)
    }
  }

  const field = (name: string, label: string, type = 'text', autoComplete?: string) => (
    <p className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </p>
  )

  const title = mode === 'signup' ? a.signupTitle : mode === 'forgot' ? a.forgot : a.loginTitle
  const label =
    mode === 'login'
      ? busy
        ? a.loggingIn
        : a.loginButton
      : mode === 'signup'
        ? busy
          ? a.creating
          : a.signupButton
        : a.sendReset

  return (
    <Dialog open={overlay === 'login'} onClose={close} label={a.dialog} className="modal">
      <DialogHead
        className="modal-head"
        title={<h2 id={`${id}-title`}>{title}</h2>}
        closeLabel={a.close}
        onClose={close}
      />
      <form onSubmit={onSubmit} className="modal-body" key={mode}>
        {mode === 'signup' ? (
          <>
            {field('firstName', a.firstName, 'text', 'given-name')}
            {field('lastName', a.lastName, 'text', 'family-name')}
          </>
        ) : null}
        {field('email', a.email, 'email', 'email')}
        {mode !== 'forgot'
          ? field('password', a.password, 'password', mode === 'signup' ? 'new-password' : 'current-password')
          : null}
        {captcha.field}
        {error ? (
          <p id={`${id}-error`} className="form-msg error" role="alert">
            {error}
          </p>
        ) : null}
        {info ? (
          <p className="form-msg ok" role="status">
            {info}
          </p>
        ) : null}
        <button type="submit" className="btn btn-block" disabled={busy}>
          {label}
        </button>
        {google && mode !== 'forgot' ? (
          <>
            <p className="muted or">{a.or}</p>
            <button type="button" className="btn btn-outline btn-block" onClick={withGoogle}>
              {a.google}
            </button>
          </>
        ) : null}
        {mode === 'login' ? (
          <button type="button" className="link-btn" onClick={() => switchTo('forgot')}>
            {a.forgot}
          </button>
        ) : null}
        <button type="button" className="link-btn" onClick={() => switchTo(mode === 'login' ? 'signup' : 'login')}>
          {mode === 'login' ? a.toSignup : mode === 'signup' ? a.toLogin : a.backToLogin}
        </button>
      </form>
    </Dialog>
  )
}
