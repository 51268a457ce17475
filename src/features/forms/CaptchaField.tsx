'use client'

import { useEffect, useRef, useState } from 'react'
import type { Lang } from '@/i18n/locales'
import { useShell } from '@/features/ui/client'

/** What the server sends when it asks for the captcha (features/forms/abuse.ts): reCAPTCHA's site key, or null for ALTCHA. */
export type CaptchaAsk = { recaptchaSiteKey: string | null }

type Grecaptcha = { render: (el: HTMLElement, opts: Record<string, unknown>) => number; reset: (id?: number) => void }
declare global {
  interface Window {
    grecaptcha?: Grecaptcha
    vetrinaRecaptchaReady?: () => void
  }
}

/**
 * The captcha of the business form, loaded only on pages that show it: ALTCHA (self-hosted
 * proof of work, no third party, no cookie), or reCAPTCHA v2 (checkbox, light) when configured.
 * Reports the token (empty when it expires); remount it (key) to reset.
 */
/**
 * The widget's own texts for languages other than its built-in English (a language without an entry
 * here shows the widget in English; everything else on the page follows the locale table).
 */
const WIDGET_STRINGS: Partial<Record<Lang, () => Promise<unknown>>> = { it: () => import('altcha/i18n/it') }

export function CaptchaField({
  recaptchaSiteKey,
  onToken,
}: {
  recaptchaSiteKey: string | null
  onToken: (token: string) => void
}) {
  const { lang } = useShell()
  const ref = useRef<HTMLDivElement>(null)
  const callback = useRef(onToken)
  useEffect(() => {
    callback.current = onToken
  }, [onToken])

  useEffect(() => {
    const host = ref.current
    if (!host) return
    if (recaptchaSiteKey) {
      const render = () => {
        const target = document.createElement('div')
        host.replaceChildren(target)
        window.grecaptcha!.render(target, {
          sitekey: recaptchaSiteKey,
          theme: 'light',
          size: 'normal',
          callback: (t: string) => callback.current(t),
          'expired-callback': () => callback.current(''),
        })
      }
      if (window.grecaptcha?.render) render()
      else {
        window.vetrinaRecaptchaReady = render
        const s = document.createElement('script')
        s.src = `https://www.google.com/recaptcha/api.js?onload=vetrinaRecaptchaReady&render=explicit&hl=${lang}`
        s.async = true
        document.head.appendChild(s)
      }
      return
    }
    let widget: HTMLElement | null = null
    const onState = (e: Event) => {
      const d = (e as CustomEvent<{ state: string; payload?: string }>).detail
      callback.current(d.state === 'verified' && d.payload ? d.payload : '')
    }
    void (async () => {
      await import('altcha')
      await WIDGET_STRINGS[lang]?.()
      widget = host.querySelector('altcha-widget')
      widget?.addEventListener('statechange', onState)
    })()
    return () => widget?.removeEventListener('statechange', onState)
  }, [recaptchaSiteKey, lang])

  return (
    <div ref={ref} className="captcha" data-testid="captcha">
      {recaptchaSiteKey ? null : (
        <altcha-widget challenge="/api/captcha/challenge" name="altcha" language={lang} type="checkbox" />
      )}
    </div>
  )
}

/** The captcha inside a plain form (a server-rendered form post): the solution travels as the field `captcha`. */
export function CaptchaInput({ recaptchaSiteKey }: CaptchaAsk) {
  const [token, setToken] = useState('')
  return (
    <>
      <CaptchaField recaptchaSiteKey={recaptchaSiteKey} onToken={setToken} />
      <input type="hidden" name="captcha" value={token} />
    </>
  )
}

/**
 * The captcha a form shows only when the server asks for it (an abuse limit past its threshold,
 * features/forms/abuse.ts): `body` goes into the request, `answered` reads each answer (a spent
 * solution needs a new widget), `field` is the widget or nothing.
 */
export function useCaptchaOnDemand() {
  const [captcha, setCaptcha] = useState<(CaptchaAsk & { round: number }) | null>(null)
  const [token, setToken] = useState('')
  return {
    body: captcha ? { captcha: token } : {},
    answered(answer: { captcha?: CaptchaAsk }) {
      if (!answer.captcha && !captcha) return
      setToken('')
      setCaptcha((c) => ({
        recaptchaSiteKey: (answer.captcha ?? c)?.recaptchaSiteKey ?? null,
        round: (c?.round ?? 0) + 1,
      }))
    },
    reset: () => setCaptcha(null),
    field: captcha ? (
      <CaptchaField key={captcha.round} recaptchaSiteKey={captcha.recaptchaSiteKey} onToken={setToken} />
    ) : null,
  }
}
