import type { Metadata } from 'next'
import '@/features/catalog/listing.css'
import { getMessages } from '@/features/i18n/server'
import { HomePage, homeMetadata } from '@/features/home/HomePage'

export async function generateMetadata(): Promise<Metadata> {
  return homeMetadata()
}

export default async function Page() {
  const { lang, t } = await getMessages()
  return <HomePage lang={lang} t={t} />
}
