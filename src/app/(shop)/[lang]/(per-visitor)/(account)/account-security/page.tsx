import type { Metadata } from 'next'
import { getMessages } from '@/i18n/server'
import { SecurityPage } from '@/features/sign-in/request'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getMessages()
  return { title: t.account.security.title, robots: { index: false } }
}

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ setup?: string; off?: string; removed?: string; renamed?: string }>
}) {
  const { setup, off, removed, renamed } = await searchParams
  return (
    <SecurityPage
      setup={setup === '1'}
      off={off === '1'}
      removed={removed === '1'}
      renamed={renamed === '1' ? 'done' : renamed === 'invalid' ? 'invalid' : undefined}
    />
  )
}
