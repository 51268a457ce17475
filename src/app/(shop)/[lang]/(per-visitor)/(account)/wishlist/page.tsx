import type { Metadata } from 'next'
import { getMessages } from '@/i18n/server'
import { WishlistGrid } from '@/features/wishlist/client'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getMessages()
  return { title: t.wishlist.title, robots: { index: false } }
}

export default async function Page() {
  const { t } = await getMessages()
  return (
    <>
      <h1>{t.wishlist.title}</h1>
      <WishlistGrid />
    </>
  )
}
