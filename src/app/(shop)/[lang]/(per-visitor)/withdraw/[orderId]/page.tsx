import type { Metadata } from 'next'
import { getMessages } from '@/i18n/server'
import { confirmWithdrawalWithReturn } from '@/features/carriers/actions'
import { WithdrawalPage } from '@/features/orders/request'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getMessages()
  return { title: t.account.withdrawTitle, robots: { index: false } }
}

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ orderId: string }>
  searchParams: Promise<{ t?: string; outcome?: string }>
}) {
  const [{ orderId }, { t, outcome }] = await Promise.all([params, searchParams])
  // The form's action asks for a return label when the operator offers them (features/carriers).
  return <WithdrawalPage orderId={orderId} token={t} outcome={outcome} action={confirmWithdrawalWithReturn} />
}
