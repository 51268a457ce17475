import type { Metadata } from 'next'
import '@/features/catalog/listing.css'
import { getMessages } from '@/i18n/server'
import { HomePage, homeMetadata } from '@/features/home/request'

export async function generateMetadata(): Promise<Metadata> {
  return homeMetadata()
}

export default async function Page() {
  const { lang, t } = await getMessages()
  return <HomePage lang={lang} t={t} />
}
