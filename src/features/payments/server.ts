// The payments feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { PAID_EVENT_TYPES, REFUND_EVENT_TYPES } from './event-types'
export { paymentProvider } from './provider'
export { stripe, webhookSecret } from './stripe-client'
export { signedTestEvent, TEST_CARDS } from './test-provider'
export { transferMessage } from './transfer-mail'
