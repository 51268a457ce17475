// The catalog feature's public face for a request: server components and code that reads the page's language or cookies (App Directory only).
export { ProductCard, ProductGrid } from './ProductCard'
export { ProductPage } from './ProductPage'
export { one, readShopSearch, shopMetadata, ShopPage, type ShopSearch } from './ShopPage'
