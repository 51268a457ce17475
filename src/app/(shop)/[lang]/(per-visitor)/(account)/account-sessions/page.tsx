import type { Metadata } from 'next'
import { SessionsPage } from '@/features/sign-in/request'
import { getMessages } from '@/i18n/server'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getMessages()
  return { title: t.account.sessions.title, robots: { index: false } }
}

export default async function Page({ searchParams }: { searchParams: Promise<{ ended?: string }> }) {
  const { ended } = await searchParams
  const n = /^\d{1,3}$/.test(ended ?? '') ? Number(ended) : null
  return <SessionsPage ended={n} />
}
