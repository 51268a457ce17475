import { useId } from 'react'
import type { Lang } from '@/features/i18n/locales'
import type { Messages } from '@/features/i18n/messages'
import { CaptchaInput, type CaptchaAsk } from './CaptchaField'

/**
 * Footer newsletter sign-up: a plain form (no client JavaScript, works before any script loads).
 * The server stores a pending subscriber, sends the double opt-in e-mail and shows the outcome on /newsletter.
 */
export function NewsletterForm({
  t,
  lang,
  captcha,
}: {
  t: Messages
  lang: Lang
  /** Shown when the server asked for the captcha (many sign-ups from one address): with the widget's site key or null for ALTCHA. */
  captcha?: CaptchaAsk
}) {
  const id = useId()
  return (
    <form className="newsletter" action="/api/newsletter" method="post">
      {captcha ? <CaptchaInput {...captcha} /> : null}
      <label htmlFor={id} className="visually-hidden">
        {t.footer.emailLabel}
      </label>
      <input id={id} name="email" type="email" required autoComplete="email" placeholder={t.footer.emailLabel} />
      <input type="hidden" name="lang" value={lang} />
      <button type="submit" className="btn">
        {t.footer.subscribe}
      </button>
    </form>
  )
}
