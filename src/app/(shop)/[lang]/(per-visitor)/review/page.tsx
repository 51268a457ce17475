import type { Metadata } from 'next'
import { getCurrentUser } from '@/features/sign-in/server'
import { ReviewOrderPage } from '@/features/reviews/request'

export const metadata: Metadata = { robots: { index: false } }

type Search = { token?: string; order?: string; status?: string }

/** An order's review page: `?token=` (the invitation's signed link) or `?order=` (the signed-in buyer). */
export default async function Page({ searchParams }: { searchParams: Promise<Search> }) {
  const q = await searchParams
  const access = q.token ? { token: q.token } : q.order ? { user: await getCurrentUser(), order: q.order } : null
  return <ReviewOrderPage access={access} status={q.status} />
}
