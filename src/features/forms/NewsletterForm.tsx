import { useId, type ReactNode } from 'react'
import type { Lang } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'

/**
 * Footer newsletter sign-up: a plain form (no client JavaScript, works before any script loads).
 * The server stores a pending subscriber, sends the double opt-in e-mail and shows the outcome on /newsletter.
 * The captcha comes as a slot from the one page that shows it: the footer, on every page, must not pull the
 * captcha's client code into every page's first load.
 */
export function NewsletterForm({
  t,
  lang,
  captcha,
}: {
  t: Messages
  lang: Lang
  /** Shown when the server asked for the captcha (many sign-ups from one address): `<CaptchaInput>`. */
  captcha?: ReactNode
}) {
  const id = useId()
  return (
    <form className="newsletter" action="/api/newsletter" method="post">
      {captcha}
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
