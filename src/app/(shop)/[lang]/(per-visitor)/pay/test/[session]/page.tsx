import type { Metadata } from 'next'
import { TestCheckoutPage } from '@/features/checkout/request'
import { getMessages } from '@/i18n/server'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getMessages()
  return { title: t.pay.title, robots: { index: false } }
}

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ session: string }>
  searchParams: Promise<{ error?: string | string[] }>
}) {
  const { error } = await searchParams
  return <TestCheckoutPage session={(await params).session} error={typeof error === 'string' ? error : undefined} />
}
