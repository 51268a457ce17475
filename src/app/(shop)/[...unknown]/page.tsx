import { notFound } from 'next/navigation'

/** Every unknown storefront route answers 404 with the shop's not-found page. */
export default function Unknown() {
  notFound()
}
