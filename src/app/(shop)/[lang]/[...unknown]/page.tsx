import { notFound } from 'next/navigation'
import { notFoundMetadata } from '@/features/shell/request'

export const generateMetadata = notFoundMetadata

/** Every unknown storefront route answers 404 with the shop's not-found page. */
export default function Unknown() {
  notFound()
}
