// The wishlist feature's public face for client components ('use client' modules).
export { WishlistButton } from './WishlistButton'
export { WishlistGrid } from './WishlistGrid'
export { WishlistProvider } from './WishlistProvider'
