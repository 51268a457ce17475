import Link from 'next/link'
import { getMessages } from '@/i18n/server'
import '@/features/ui/visitor-pages.css'

/** Where "Delete my account" lands, signed out. */
export async function AccountDeletedPage() {
  const { t } = await getMessages()
  return (
    <div className="container narrow section">
      <h1>{t.account.deletedTitle}</h1>
      <p role="status">{t.account.deletedText}</p>
      <p>
        <Link href="/" className="btn">
          {t.notFound.goHome}
        </Link>
      </p>
    </div>
  )
}
