import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { fromListingKey } from '@/features/products'
import { getListingPage } from '@/features/products/server'
import { getLang } from '@/i18n/server'

/**
 * Every other page of the listing (`/shop?category=…&page=N`, mapped here by the proxy to the state's
 * canonical key once it has checked its values against the catalogue, ADR 0040): none is rendered at
 * build time, each on its first request and then cached per language, like a product. A key not in
 * canonical form, a value not in the shop's own spelling (the proxy redirected those; reached only while
 * it could not ask) or a page past the last answers 404 here, before anything streams and before any
 * filter is counted. Never a redirect: this answer is cached under the key.
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
  const res = await getListingPage(await getLang(), state)
  if (!res.found) notFound()
  return children
}
