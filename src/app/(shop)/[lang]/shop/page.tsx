import type { Metadata } from 'next'
import '@/features/catalog/listing.css'
import { DEFAULT_LISTING } from '@/features/products'
import { ShopPage, shopMetadata } from '@/features/catalog/request'

/** The shop's first page, unfiltered, rendered once per language and cached (other pages and filters: `shop-page`). */
export async function generateMetadata(): Promise<Metadata> {
  return shopMetadata(DEFAULT_LISTING)
}

export default async function Page() {
  return <ShopPage params={DEFAULT_LISTING} />
}
