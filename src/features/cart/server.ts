// The cart feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { emptyAccountCart } from './account-cart'
export { mergeIntoAccount, quote, readAccountCart, saveAccountCart } from './cart-service'
export type { LineKey } from './pricing'
export { cartBodySchema, linesSchema, mergeTokenSchema, typedCodeSchema } from './schema'
export { parcelFactsOf, type ParcelFacts } from './parcel-facts'
export { parcelLines } from './pricing'
