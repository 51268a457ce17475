import type { ReactNode } from 'react'
import { getMessages } from '@/i18n/server'
import { AccountMenu } from './AccountMenu'
import { getCurrentUser } from '@/features/sign-in/server'
import { SignInRequired } from '@/features/sign-in/client'
import { pickMessages } from '@/i18n/messages'
import { PageMessages } from '@/features/ui/client'

/** Every account page: the side menu, and for a signed-out visitor the login dialog instead of any private data. */
export async function AccountFrame({ children }: { children: ReactNode }) {
  const [user, { t }] = await Promise.all([getCurrentUser(), getMessages()])
  if (!user) return <SignInRequired text={t.account.signInRequired} />
  return (
    <PageMessages messages={pickMessages(t, ['account'])}>
      <div className="container section account-layout">
        <AccountMenu />
        <div className="account-main">{children}</div>
      </div>
    </PageMessages>
  )
}
