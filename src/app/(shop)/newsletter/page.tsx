import type { Metadata } from 'next'
import Link from 'next/link'
import { recaptchaSiteKey } from '@/features/forms/captcha'
import { NewsletterForm } from '@/features/forms/NewsletterForm'
import { getMessages } from '@/features/i18n/server'

export const metadata: Metadata = { title: 'Newsletter', robots: { index: false } }

/** Where the newsletter links land: confirmed, unsubscribed, or the link was not valid. */
export default async function Page({ searchParams }: { searchParams: Promise<{ status?: string }> }) {
  const { t, lang } = await getMessages()
  const n = t.newsletter
  const status = (await searchParams).status
  const text =
    status === 'confirmed'
      ? n.confirmed
      : status === 'unsubscribed'
        ? n.unsubscribed
        : status === 'sent'
          ? n.sent
          : status === 'already'
            ? n.already
            : status === 'invalid'
              ? n.invalid
              : status === 'captcha'
                ? t.errors.captchaNeeded
                : status === 'failed'
                  ? n.failed
                  : n.linkInvalid
  return (
    <div className="container narrow section">
      <h1>{t.footer.newsletter}</h1>
      <p role="status">{text}</p>
      {status === 'captcha' ? (
        <NewsletterForm t={t} lang={lang} captcha={{ recaptchaSiteKey: recaptchaSiteKey() }} />
      ) : null}
      <Link href="/" className="btn">
        {t.notFound.goHome}
      </Link>
    </div>
  )
}
