import { AccountDeletedPage } from '@/features/account/AccountDeletedPage'

export const metadata = { robots: { index: false } }

export default function Page() {
  return <AccountDeletedPage />
}
