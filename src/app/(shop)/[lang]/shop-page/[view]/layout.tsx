import { notFound, redirect } from 'next/navigation'
import type { ReactNode } from 'react'
import { fromListingKey, listingQuery } from '@/features/products'
import { getListingPage } from '@/features/products/server'
import { getLang } from '@/i18n/server'

/**
 * Every other page of the listing (`/shop?category=…&page=N`, mapped here by the proxy to the state's
 * canonical key): none is rendered at build time, each on its first request and then cached per
 * language, like a product. A key not in canonical form or a page past the last answers 404 here,
 * before anything streams; a category or fragrance this language's catalogue does not have sends to
 * the listing without it (ADR 0040).
 */
export function generateStaticParams(): { view: string }[] {
  return []
}

export default async function ListingLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ view: string }>
}) {
  const state = fromListingKey((await params).view)
  if (!state) notFound()
  const lang = await getLang()
  const res = await getListingPage(lang, state)
  if (res.unknownFilter) {
    const q = listingQuery({ ...state, category: null, fragrance: null, page: 1 })
    redirect(`/shop?${q ? `${q}&` : ''}lang=${lang}`)
  }
  if (!res.found) notFound()
  return children
}
