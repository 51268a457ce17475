import type { Metadata } from 'next'
import { OrderDetailPage } from '@/features/account/request'
import { getMessages } from '@/i18n/server'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getMessages()
  return { title: t.account.orders, robots: { index: false } }
}

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ orderId: string }>
  searchParams: Promise<{ cancel?: string }>
}) {
  return <OrderDetailPage orderId={(await params).orderId} cancel={(await searchParams).cancel} />
}
