import type { Metadata } from 'next'
import '@/features/catalog/listing.css'
import { notFound } from 'next/navigation'
import { getProductBySlug } from '@/features/products/server'
import { ProductPage } from '@/features/catalog/request'
import { getMessages } from '@/i18n/server'
import { pageMetadata } from '@/i18n/seo'
import { notFoundMetadata } from '@/features/shell/request'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await getMessages()
  const product = await getProductBySlug(lang, (await params).slug)
  if (!product) return notFoundMetadata()
  return pageMetadata(`/shop/${product.url}`, lang, product.name, product.summary, product.mainimage?.url)
}

export default async function Page({ params }: Props) {
  const { lang, t } = await getMessages()
  const product = await getProductBySlug(lang, (await params).slug)
  if (!product) notFound()
  return <ProductPage product={product} lang={lang} t={t} />
}
