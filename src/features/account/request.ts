// The account feature's public face for a request: server components and code that reads the page's language or cookies (App Directory only).
export { AccountDeletedPage } from './AccountDeletedPage'
export { AccountDetailsPage } from './AccountDetailsPage'
export { AccountFrame } from './AccountFrame'
export { AddressPage } from './AddressPage'
export { Dashboard } from './Dashboard'
export { OrderDetailPage } from './OrderDetailPage'
export { OrdersPage } from './OrdersPage'
