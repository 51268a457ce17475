import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { getProductBySlug } from '@/features/products/server'
import { getLang } from '@/i18n/server'

/** No product is rendered at build time; each is rendered on its first request and cached (ADR 0017). */
export function generateStaticParams(): { slug: string }[] {
  return []
}

/**
 * Decides 404 before the page's loading boundary starts streaming, so an unknown
 * slug answers a real HTTP 404 while client navigation still shows the skeleton.
 */
export default async function ProductLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ slug: string }>
}) {
  const product = await getProductBySlug(await getLang(), (await params).slug)
  if (!product) notFound()
  return children
}
