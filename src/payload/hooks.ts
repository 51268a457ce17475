import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { cacheTags, revalidate } from '@/lib/cache'

export const revalidateProducts: CollectionAfterChangeHook = ({ doc }) => {
  revalidate(cacheTags.products)
  return doc
}
export const revalidateProductsAfterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  revalidate(cacheTags.products)
  return doc
}
export const revalidateGlobal: GlobalAfterChangeHook = ({ doc, global }) => {
  revalidate(cacheTags.global(global.slug))
  return doc
}
