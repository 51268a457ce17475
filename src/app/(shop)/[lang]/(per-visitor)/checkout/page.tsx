import type { Metadata } from 'next'
import { CheckoutPage } from '@/features/checkout/request'
import { getMessages } from '@/i18n/server'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getMessages()
  return { title: t.checkout.title, robots: { index: false } }
}

export default function Page() {
  return <CheckoutPage />
}
