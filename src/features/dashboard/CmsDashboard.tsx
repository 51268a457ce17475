import type { ServerProps } from 'payload'
import { SalesDashboard as Dashboard } from './SalesDashboard'
import { isPeriod } from './period'
import { isAdminUser } from '@/payload/access'

/** The /cms home's overview of sales and what needs doing (features/dashboard), for operators. */
export async function SalesDashboard({ payload, i18n, searchParams, user }: ServerProps) {
  if (!isAdminUser(user)) return null
  const period = isPeriod(searchParams?.period) ? searchParams.period : 'week'
  return <Dashboard payload={payload} lang={i18n.language === 'en' ? 'en' : 'it'} period={period} />
}
