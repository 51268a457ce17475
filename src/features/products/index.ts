// The products feature's public face: what other features and the routes may import (client-safe modules).
export {
  DEFAULT_SORT,
  filterAction,
  type FilterMeaning,
  type FilterOption,
  filterProducts,
  isFilterMeaning,
  isSort,
  meaningFromLabel,
  type Sort,
  sortProducts,
  SORTS,
  type StockFilter,
} from './listing'
export { type ListingFacts, type ListingRoute, routeListing } from './listing-canonical'
export {
  DEFAULT_LISTING,
  fromListingKey,
  isFiltered,
  LISTING_KEYS,
  listingKey,
  type ListingParams,
  listingQuery,
  pager,
  PRICE_BANDS,
  type PriceBand,
  type RawSearch,
  readListing,
} from './listing-params'
