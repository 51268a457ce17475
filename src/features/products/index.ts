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
