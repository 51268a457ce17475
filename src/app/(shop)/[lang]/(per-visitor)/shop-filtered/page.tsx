import type { Metadata } from 'next'
import { ShopPage, shopMetadata, type ShopSearch } from '@/features/catalog/request'

/**
 * The listing with filters (`/shop?category=…&stock=…&sort=…`, mapped here by the proxy): it reads the
 * query, so it is rendered per request; the bare listing (`shop/page.tsx`) is cached. Filters are free
 * text, and caching every combination anyone sends would let the cache grow without bound.
 */
type Props = { searchParams: Promise<ShopSearch> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return shopMetadata(await searchParams)
}

export default async function Page({ searchParams }: Props) {
  return <ShopPage search={await searchParams} />
}
