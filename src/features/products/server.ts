// The products feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { getPublishedProducts } from './data'
export {
  getCategories,
  getFeaturedProducts,
  getNewProducts,
  getProductBySlug,
  getProductsByIds,
  getPublishedProductsByIds,
  getRelatedProducts,
} from './lookups'
export type { Pictogram, SafetyView } from './safety'
export { publishedStockPages, type StockRow } from './stock-list'
export { keepLiveStock, type LiveStock, type StockEdit, withLiveStock } from './stock-edit'
export { getListingFacts, getListingPage, type ListingFacet, type ListingResult } from './listing-data'
export { sitemapFile, sitemapRoot } from './sitemap'
