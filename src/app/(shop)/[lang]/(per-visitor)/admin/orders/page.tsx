import type { Metadata } from 'next'
import { AdminOrdersPage } from '@/features/orders/AdminOrdersPage'

export const metadata: Metadata = { title: 'Admin', robots: { index: false } }

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ tab?: string; q?: string; page?: string; mail?: string }>
}) {
  return <AdminOrdersPage search={await searchParams} />
}
