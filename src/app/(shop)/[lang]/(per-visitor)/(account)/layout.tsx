import type { ReactNode } from 'react'
import { AccountFrame } from '@/features/account/request'

export default function AccountLayout({ children }: { children: ReactNode }) {
  return <AccountFrame>{children}</AccountFrame>
}
