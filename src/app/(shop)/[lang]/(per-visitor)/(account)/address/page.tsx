import type { Metadata } from 'next'
import { AddressPage } from '@/features/account/request'
import { getMessages } from '@/i18n/server'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getMessages()
  return { title: t.account.address, robots: { index: false } }
}

export default function Page() {
  return <AddressPage />
}
