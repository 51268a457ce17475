// The checkout feature's public face: what other features and the routes may import (client-safe modules).
export { type BillingData, billingSchema } from './billing'
