import type { Metadata } from 'next'
import { CartPage } from '@/features/cart/client'
import { getMessages } from '@/i18n/server'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getMessages()
  return { title: t.cart.title, robots: { index: false } }
}

export default async function Page() {
  const { t } = await getMessages()
  return (
    <>
      <section className="title-banner">
        <h1>{t.cart.pageTitle}</h1>
      </section>
      <CartPage />
    </>
  )
}
