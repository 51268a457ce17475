// The checkout feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { createPendingOrder } from './create-order'
export { openPaymentSession } from './open-session'
export { acceptHeld, refundHeld } from './payments/held-actions'
export { startRefund } from './payments/refund'
export { handlePaymentEvent, SignatureError, verifyEvent } from './payments/webhook'
export { checkoutRequestSchema } from './request-schema'
export { placeTransferOrder } from './transfer-order'
