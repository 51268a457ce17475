/**
 * The provider's events that confirm a payment (the Checkout Session's, paid) and a refund's state (a
 * refund Stripe accepted may fail later: `refund.failed`, or `refund.updated` with status failed/canceled).
 */
export const PAID_EVENT_TYPES = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'] as const
export const REFUND_EVENT_TYPES = ['refund.created', 'refund.updated', 'refund.failed'] as const
