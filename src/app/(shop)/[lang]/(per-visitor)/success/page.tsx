import type { Metadata } from 'next'
import { SuccessPage } from '@/features/checkout/request'
import { getMessages } from '@/i18n/server'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getMessages()
  return { title: t.success.title, robots: { index: false } }
}

export default async function Page({ searchParams }: { searchParams: Promise<{ session_id?: string | string[] }> }) {
  const id = (await searchParams).session_id
  return <SuccessPage sessionId={typeof id === 'string' ? id : ''} />
}
