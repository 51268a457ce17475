import type { Metadata } from 'next'
import '@/features/catalog/listing.css'
import { ShopPage, shopMetadata } from '@/features/catalog/request'

/** The whole catalogue, rendered once per language and cached (filtered listings: `shop-filtered`). */
export async function generateMetadata(): Promise<Metadata> {
  return shopMetadata({})
}

export default async function Page() {
  return <ShopPage search={{}} />
}
