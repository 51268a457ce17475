import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { safeReturnTo } from '@/features/sign-in/server'
import { getCurrentUser } from '@/features/sign-in/server'
import { SignInPage } from '@/features/sign-in/client'
import { getMessages } from '@/i18n/server'
import { isAdminUser } from '@/payload/access'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getMessages()
  return { title: t.auth.loginTitle, robots: { index: false } }
}

export default async function Page({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const next = safeReturnTo((await searchParams).next ?? '/account')
  const [user, { t }] = await Promise.all([getCurrentUser(), getMessages()])
  // Already signed in: straight on (the operator's pages check the role themselves).
  if (user && (isAdminUser(user) || !next.startsWith('/cms'))) redirect(next)
  return <SignInPage next={next} title={t.auth.loginTitle} text={t.account.signInRequired} />
}
