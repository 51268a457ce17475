// The wishlist feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { idsSchema } from './schema'
export { mergeWishlist, readWishlistIds, saveWishlistIds, wishlistItems } from './wishlist-service'
