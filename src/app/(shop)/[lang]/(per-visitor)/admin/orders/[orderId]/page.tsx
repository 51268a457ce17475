import type { Metadata } from 'next'
import { carrierPanel } from '@/features/carriers/server'
import { AdminOrderPage } from '@/features/orders/request'
import { getShopPayload } from '@/payload/shop-payload'
import type { Order } from '@/payload-types'

export const metadata: Metadata = { title: 'Admin', robots: { index: false } }

const panel = async (order: Order) => carrierPanel(await getShopPayload(), order)

export default async function Page({ params }: { params: Promise<{ orderId: string }> }) {
  return <AdminOrderPage orderId={(await params).orderId} carrierPanel={panel} />
}
