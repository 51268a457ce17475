// The checkout feature's public face for a request: server components and code that reads the page's language or cookies (App Directory only).
export { CheckoutPage } from './CheckoutPage'
export { SuccessPage } from './SuccessPage'
export { TestCheckoutPage } from './TestCheckoutPage'
