import type { Metadata } from 'next'
import Link from 'next/link'
import { getMessages } from '@/i18n/server'
import { statusText } from '@/features/stock-alerts/server'

export const metadata: Metadata = { robots: { index: false } }

/** Where the back-in-stock form (without JavaScript) and the e-mails' links land: the outcome. */
export default async function Page({ searchParams }: { searchParams: Promise<{ status?: string }> }) {
  const { t } = await getMessages()
  return (
    <div className="container narrow section">
      <h1>{t.stockAlert.pageTitle}</h1>
      <p role="status">{statusText(t.stockAlert, (await searchParams).status)}</p>
      <Link href="/shop" className="btn">
        {t.product.allProducts}
      </Link>
    </div>
  )
}
