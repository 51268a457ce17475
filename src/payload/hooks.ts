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

/**
 * A picture or video can show anywhere (products, every content page, the footer): saving, replacing or
 * deleting one revalidates the catalogue and every global, so no page keeps pointing at an old file.
 */
const revalidateAllContent = (globals: { slug: string }[]) => {
  for (const tag of cacheTags.everyContent(globals.map((g) => g.slug))) revalidate(tag)
}
export const revalidateMedia: CollectionAfterChangeHook = ({ doc, req }) => {
  revalidateAllContent(req.payload.config.globals)
  return doc
}
export const revalidateMediaAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  revalidateAllContent(req.payload.config.globals)
  return doc
}
