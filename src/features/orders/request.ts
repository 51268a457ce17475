// The orders feature's public face for a request: server components and code that reads the page's language or cookies (App Directory only).
export { AdminOrderPage } from './AdminOrderPage'
export { AdminOrdersPage } from './AdminOrdersPage'
export { WithdrawalLinkForm } from './WithdrawalLinkForm'
export { WithdrawalPage } from './WithdrawalPage'
export { withdrawFromForm } from './withdraw-form'
