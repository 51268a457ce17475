import type { Metadata } from 'next'
import { ShopPage, shopMetadata, type ShopSearch } from '@/features/catalog/ShopPage'

type Props = { searchParams: Promise<ShopSearch> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return shopMetadata(await searchParams)
}

export default async function Page({ searchParams }: Props) {
  return <ShopPage search={await searchParams} />
}
