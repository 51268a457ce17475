import type { Metadata } from 'next'
import { ExportsPanel, LowStockPanel } from '@/features/operator/server'
import { AdminOrdersPage } from '@/features/orders/request'

export const metadata: Metadata = { title: 'Admin', robots: { index: false } }

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ tab?: string; q?: string; page?: string; mail?: string }>
}) {
  // The operator's panels (low stock, exports) go below the orders list: the route composes the two features.
  return (
    <AdminOrdersPage
      search={await searchParams}
      panels={(t) => (
        <>
          <LowStockPanel t={t} />
          <ExportsPanel t={t} />
        </>
      )}
    />
  )
}
