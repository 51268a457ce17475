import type { Metadata } from 'next'
import { Dashboard } from '@/features/account/request'
import { getMessages } from '@/i18n/server'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getMessages()
  return { title: t.account.dashboard, robots: { index: false } }
}

export default async function Page({ searchParams }: { searchParams: Promise<{ verified?: string }> }) {
  return <Dashboard verified={(await searchParams).verified} />
}
