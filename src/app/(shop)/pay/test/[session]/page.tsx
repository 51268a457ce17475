import type { Metadata } from 'next'
import { TestCheckoutPage } from '@/features/checkout/TestCheckoutPage'

export const metadata: Metadata = { title: 'Test payment', robots: { index: false } }

export default async function Page({ params }: { params: Promise<{ session: string }> }) {
  return <TestCheckoutPage session={(await params).session} />
}
