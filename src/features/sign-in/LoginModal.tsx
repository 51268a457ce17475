'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useCaptchaOnDemand, type CaptchaAsk } from '@/features/forms/client'
import { Dialog, DialogHead, SCRIPT_FORM } from '@/features/ui/client'
import { SIGNED_IN_EVENT, useShell } from '@/features/ui/client'
import { fill } from '@/i18n/config'
import { answerPasskeyChallenge } from './passkeys/browser'
import { RecoveryCodesList, SecondFactorFields, type EnrolmentOffer } from './SecondFactorStep'

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
  // An operator's second step: the e-mail and password already accepted, kept for the code's request.
  const [second, setSecond] = useState<{ email: string; password: string; enrolment: EnrolmentOffer | null } | null>(
    null,
  )
  const [codes, setCodes] = useState<string[] | null>(null)
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
      } else setError((e.data as { reason?: unknown }).reason === 'unverified' ? a.googleUnverified : a.failed)
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
    setSecond(null)
    captcha.reset()
  }

  const signedIn = (message: string) => {
    toast(message)
    window.dispatchEvent(new Event(SIGNED_IN_EVENT))
    setSecond(null)
    setCodes(null)
    close()
    router.refresh()
  }

  const send = async (url: string, data: Record<string, unknown>) => {
    setBusy(true)
    setError('')
    setInfo('')
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(data),
      })
      const body = (await res.json().catch(() => ({}))) as {
        error?: string
        message?: string
        captcha?: CaptchaAsk
        secondFactor?: 'needed' | 'enrol' | 'wrong'
        enrolment?: EnrolmentOffer
        recoveryCodes?: string[]
        recoveryLeft?: number
      }
      captcha.answered(body)
      if (!res.ok) {
        if (mode === 'login' && (body.secondFactor === 'needed' || body.secondFactor === 'enrol')) {
          setSecond({ email: String(data.email), password: String(data.password), enrolment: body.enrolment ?? null })
          return
        }
        setError(body.error || a.failed)
        return
      }
      if (body.recoveryCodes?.length) {
        setCodes(body.recoveryCodes)
        return
      }
      if (typeof body.recoveryLeft === 'number') {
        signedIn(fill(a.second.recoveryUsed, { count: body.recoveryLeft }))
        return
      }
      if (mode === 'forgot') {
        setInfo(body.message || a.resetSent)
        return
      }
      signedIn(mode === 'login' ? a.loggedIn : a.created)
    } catch {
      setError(a.network)
    } finally {
      setBusy(false)
    }
  }

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const data = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>
    delete data.altcha
    Object.assign(data, captcha.body)
    if (mode === 'login' && second) Object.assign(data, { email: second.email, password: second.password })
    await send(`/api/auth/${mode}`, data)
  }

  /** A passkey instead of e-mail and password, or (`second`) as an operator's second factor. */
  const withPasskey = async () => {
    setError('')
    const answer = await answerPasskeyChallenge()
    if (!answer) {
      setError(a.passkeyFailed)
      return
    }
    if (second) await send('/api/auth/login', { email: second.email, password: second.password, passkey: answer })
    else await send('/api/auth/passkey', answer)
  }

  // Where the browser offers passkeys among the e-mail field's suggestions (conditional UI), ask for one.
  const offerAutofill = overlay === 'login' && mode === 'login' && !second
  useEffect(() => {
    if (!offerAutofill) return
    let live = true
    void answerPasskeyChallenge({ autofill: true }).then((answer) => {
      if (live && answer) void send('/api/auth/passkey', answer)
    })
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offerAutofill])

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

  const title = codes
    ? a.second.recoveryTitle
    : second
      ? second.enrolment
        ? a.second.enrolTitle
        : a.second.title
      : mode === 'signup'
        ? a.signupTitle
        : mode === 'forgot'
          ? a.forgot
          : a.loginTitle
  const label = second
    ? a.second.verify
    : mode === 'login'
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
      {codes ? (
        <div className="modal-body">
          <RecoveryCodesList codes={codes} t={a.second} />
          <button type="button" className="btn btn-block" onClick={() => signedIn(a.loggedIn)}>
            {a.second.recoverySaved}
          </button>
        </div>
      ) : second ? (
        <form {...SCRIPT_FORM} onSubmit={onSubmit} className="modal-body" key="second">
          <SecondFactorFields
            id={id}
            t={a.second}
            enrolment={second.enrolment}
            describedBy={error ? `${id}-error` : undefined}
          />
          {error ? (
            <p id={`${id}-error`} className="form-msg error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="btn btn-block" disabled={busy}>
            {label}
          </button>
          {second.enrolment ? null : (
            <button type="button" className="btn btn-outline btn-block" onClick={() => void withPasskey()}>
              {a.second.usePasskey}
            </button>
          )}
          <button type="button" className="link-btn" onClick={() => switchTo('login')}>
            {a.backToLogin}
          </button>
        </form>
      ) : (
        <form {...SCRIPT_FORM} onSubmit={onSubmit} className="modal-body" key={mode}>
          {mode === 'signup' ? (
            <>
              {field('firstName', a.firstName, 'text', 'given-name')}
              {field('lastName', a.lastName, 'text', 'family-name')}
            </>
          ) : null}
          {field('email', a.email, 'email', mode === 'login' ? 'username webauthn' : 'email')}
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
          {mode === 'login' ? (
            <button type="button" className="btn btn-outline btn-block" onClick={() => void withPasskey()}>
              {a.passkeyButton}
            </button>
          ) : null}
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
      )}
    </Dialog>
  )
}
