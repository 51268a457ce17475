import type { Metadata } from 'next'
import Link from 'next/link'
import { recaptchaSiteKey } from '@/features/forms/server'
import { CaptchaInput } from '@/features/forms/client'
import { NewsletterForm } from '@/features/forms/server'
import { getMessages } from '@/i18n/server'

export const metadata: Metadata = { title: 'Newsletter', robots: { index: false } }

/**
 * Where the newsletter's form posts and links land: the outcome, or (many sign-ups from one address) the
 * form again with the captcha. An unknown status reads as a link that is not valid.
 */
export default async function Page({ searchParams }: { searchParams: Promise<{ status?: string }> }) {
  const { t, lang } = await getMessages()
  const n = t.newsletter
  const status = (await searchParams).status
  const texts: Record<string, string> = {
    confirmed: n.confirmed,
    unsubscribed: n.unsubscribed,
    sent: n.sent,
    already: n.already,
    invalid: n.invalid,
    failed: n.failed,
    captcha: t.errors.captchaNeeded,
  }
  const text = (status && Object.hasOwn(texts, status) && texts[status]) || n.linkInvalid
  return (
    <div className="container narrow section">
      <h1>{t.footer.newsletter}</h1>
      <p role="status">{text}</p>
      {status === 'captcha' ? (
        <NewsletterForm t={t} lang={lang} captcha={<CaptchaInput recaptchaSiteKey={recaptchaSiteKey()} />} />
      ) : null}
      <Link href="/" className="btn">
        {t.notFound.goHome}
      </Link>
    </div>
  )
}
