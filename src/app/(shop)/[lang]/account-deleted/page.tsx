import { AccountDeletedPage } from '@/features/account/request'

export const metadata = { robots: { index: false } }

export default function Page() {
  return <AccountDeletedPage />
}
