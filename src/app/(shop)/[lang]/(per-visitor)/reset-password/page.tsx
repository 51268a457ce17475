import type { Metadata } from 'next'
import { ResetPasswordForm } from '@/features/sign-in/client'
import { getMessages } from '@/i18n/server'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getMessages()
  return { title: t.auth.resetTitle, robots: { index: false } }
}

export default async function Page({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { t } = await getMessages()
  return (
    <div className="container narrow section">
      <h1>{t.auth.resetTitle}</h1>
      <ResetPasswordForm token={(await searchParams).token ?? ''} />
    </div>
  )
}
