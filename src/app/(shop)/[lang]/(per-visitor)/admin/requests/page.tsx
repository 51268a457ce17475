import type { Metadata } from 'next'
import { RequestsPage } from '@/features/operator/request'

export const metadata: Metadata = { title: 'Admin', robots: { index: false } }

export default async function Page({ searchParams }: { searchParams: Promise<{ state?: string; saved?: string }> }) {
  return <RequestsPage search={await searchParams} />
}
