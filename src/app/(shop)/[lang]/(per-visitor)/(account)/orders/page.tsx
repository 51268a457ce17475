import type { Metadata } from 'next'
import { OrdersPage } from '@/features/account/request'
import { getMessages } from '@/i18n/server'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getMessages()
  return { title: t.account.orders, robots: { index: false } }
}

export default function Page() {
  return <OrdersPage />
}
