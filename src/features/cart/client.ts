// The cart feature's public face for client components ('use client' modules).
export { CartDrawer } from './CartDrawer'
export { CartPage } from './CartPage'
export { CartProvider, clearLocalCart, shownPrice, useCart } from './CartProvider'
export { CodeField } from './CodeField'
export { QuantityControl } from './QuantityControl'
