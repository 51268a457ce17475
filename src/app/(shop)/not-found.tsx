import Link from 'next/link'
import { getMessages } from '@/features/i18n/server'

export default async function NotFound() {
  const { t } = await getMessages()
  return (
    <section className="not-found container">
      <p className="big-404" aria-hidden="true">
        404
      </p>
      <h1>{t.notFound.title}</h1>
      <Link href="/" className="btn">
        {t.notFound.goHome}
      </Link>
    </section>
  )
}
