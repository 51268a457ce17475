import type { Metadata } from 'next'
import { CheckoutPage } from '@/features/checkout/request'
import { getMessages } from '@/i18n/server'
import { pickupZones } from '@/features/carriers/server'
import { getShopPayload } from '@/payload/shop-payload'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getMessages()
  return { title: t.checkout.title, robots: { index: false } }
}

export default async function Page() {
  // Where pickup points and lockers are offered (the carrier settings, ADR 0043).
  return <CheckoutPage pickupZones={await pickupZones(await getShopPayload())} />
}
