import type { ReactNode } from 'react'
import { getMessages } from '@/features/i18n/server'
import { AccountMenu } from './AccountMenu'
import { getCurrentUser } from '@/features/sign-in/session'
import { SignInRequired } from '@/features/sign-in/SignInRequired'
import { pickMessages } from '@/features/i18n/messages'
import { PageMessages } from '@/features/ui/PageMessages'

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
