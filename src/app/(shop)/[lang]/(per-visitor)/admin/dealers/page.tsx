import type { Metadata } from 'next'
import { DealersPage } from '@/features/dealers/request'

export const metadata: Metadata = { title: 'Admin', robots: { index: false } }

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ dealer?: string; refused?: string; field?: string; saved?: string }>
}) {
  return <DealersPage search={await searchParams} />
}
