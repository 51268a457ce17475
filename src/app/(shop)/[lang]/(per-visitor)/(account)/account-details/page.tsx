import type { Metadata } from 'next'
import { AccountDetailsPage } from '@/features/account/request'
import { getMessages } from '@/i18n/server'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getMessages()
  return { title: t.account.details, robots: { index: false } }
}

export default async function Page({ searchParams }: { searchParams: Promise<{ changed?: string; email?: string }> }) {
  const { changed, email } = await searchParams
  return (
    <AccountDetailsPage
      changed={changed === '1'}
      email={email === 'changed' || email === 'invalid' ? email : undefined}
    />
  )
}
