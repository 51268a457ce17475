import type { Metadata } from 'next'
import { AdminOrderPage } from '@/features/orders/request'

export const metadata: Metadata = { title: 'Admin', robots: { index: false } }

export default async function Page({ params }: { params: Promise<{ orderId: string }> }) {
  return <AdminOrderPage orderId={(await params).orderId} />
}
