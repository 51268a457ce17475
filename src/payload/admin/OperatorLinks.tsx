import Link from 'next/link'
import type { ServerProps } from 'payload'

const TEXT = {
  it: { label: 'Gestione', orders: 'Ordini e esportazioni', requests: 'Richieste e messaggi', shop: 'Vai al negozio' },
  en: { label: 'Back office', orders: 'Orders and exports', requests: 'Requests and messages', shop: 'Go to the shop' },
}

/** Below the CMS's menu: the shop's own operator pages (order workflow, exports, requests) and the storefront. */
export function OperatorLinks({ i18n }: ServerProps) {
  const t = i18n.language === 'en' ? TEXT.en : TEXT.it
  return (
    <nav aria-label={t.label} style={{ display: 'grid', gap: 8, marginTop: 'var(--base)' }}>
      <strong>{t.label}</strong>
      <Link href="/admin/orders">{t.orders}</Link>
      <Link href="/admin/requests">{t.requests}</Link>
      <Link href="/">{t.shop}</Link>
    </nav>
  )
}
