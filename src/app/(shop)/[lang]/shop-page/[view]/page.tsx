import type { Metadata } from 'next'
import '@/features/catalog/listing.css'
import { notFound } from 'next/navigation'
import { fromListingKey } from '@/features/products'
import { ShopPage, shopMetadata } from '@/features/catalog/request'
import { notFoundMetadata } from '@/features/shell/request'

type Props = { params: Promise<{ view: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const state = fromListingKey((await params).view)
  return state ? shopMetadata(state) : notFoundMetadata()
}

export default async function Page({ params }: Props) {
  const state = fromListingKey((await params).view)
  if (!state) notFound()
  return <ShopPage params={state} />
}
