// The products feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { getProductBySlug, getProducts, getPublishedProducts, getRelatedProducts } from './data'
export type { Pictogram, SafetyView } from './safety'
export { keepLiveStock, type LiveStock, type StockEdit, withLiveStock } from './stock-edit'
