import type { CollectionConfig } from 'payload'
import { adminOnly } from '../access'
import { labelled, SYSTEM_GROUP } from '../labels'

const internal = { read: adminOnly, create: () => false, update: () => false, delete: () => false }

/**
 * Payment events already processed (webhook idempotency), and the refunds confirmed by the provider
 * (one row per refund id, `type` 'refund', with its amount: the ledger the refunded total is read from).
 */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  labels: {
    singular: { it: 'Evento di pagamento', en: 'Payment event' },
    plural: { it: 'Eventi di pagamento', en: 'Payment events' },
  },
  admin: {
    group: SYSTEM_GROUP,
    useAsTitle: 'eventId',
    defaultColumns: ['eventId', 'type', 'order', 'amount', 'createdAt'],
  },
  access: internal,
  fields: labelled([
    { name: 'eventId', type: 'text', required: true, unique: true },
    { name: 'type', type: 'text', required: true, index: true },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    /** Refunds: the amount in cents. */
    { name: 'amount', type: 'number' },
    { name: 'by', type: 'text' },
    /**
     * The provider's Checkout Session and payment intent, kept for a payment that matched no order (ADR
     * 0031): the dashboard lists it with its amount until a refund of that payment intent arrives.
     */
    { name: 'session', type: 'text' },
    { name: 'paymentIntent', type: 'text', index: true },
    /** Refunds of invoiced orders: the credit note (TD04) issued for it, its number in the series and its day. */
    { name: 'creditNote', type: 'text', unique: true },
    { name: 'creditNoteDate', type: 'text', index: true },
  ]),
}

/** Last invoice number given per calendar year. */
export const InvoiceCounters: CollectionConfig = {
  slug: 'invoice-counters',
  labels: {
    singular: { it: 'Numerazione fatture', en: 'Invoice counter' },
    plural: { it: 'Numerazione fatture', en: 'Invoice counters' },
  },
  admin: { group: SYSTEM_GROUP, useAsTitle: 'year' },
  access: internal,
  fields: labelled([
    { name: 'year', type: 'number', required: true, unique: true },
    { name: 'last', type: 'number', required: true, defaultValue: 0 },
  ]),
}

/** Fixed-window counters for rate limits (login, sign-up, forms), and single-use captcha tokens. */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  labels: {
    singular: { it: 'Limite di richieste', en: 'Rate limit' },
    plural: { it: 'Limiti di richieste', en: 'Rate limits' },
  },
  admin: { group: SYSTEM_GROUP, useAsTitle: 'key' },
  access: internal,
  fields: labelled([
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    { name: 'windowStart', type: 'date', required: true },
  ]),
}

/** E-mails that could not be sent yet; retried by the mailer. */
export const MailQueue: CollectionConfig = {
  slug: 'mail-queue',
  labels: { singular: { en: 'E-mail', it: 'E-mail' }, plural: { en: 'Outbox', it: 'Posta in uscita' } },
  admin: {
    group: SYSTEM_GROUP,
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'nextAttemptAt', 'lastError'],
  },
  access: internal,
  fields: labelled([
    { name: 'to', type: 'text' },
    { name: 'subject', type: 'text' },
    /** 'message': the message is stored; otherwise what to render at send time (features/orders/mail.ts). */
    { name: 'kind', type: 'text', required: true, defaultValue: 'message' },
    { name: 'ref', type: 'text' },
    /** An order's message waits until the order reaches this status (services/outbox.ts). */
    { name: 'awaitStatus', type: 'text' },
    { name: 'message', type: 'json' },
    {
      name: 'status',
      type: 'select',
      options: [
        { value: 'pending', label: { it: 'Da inviare', en: 'Pending' } },
        { value: 'sent', label: { it: 'Inviata', en: 'Sent' } },
        { value: 'failed', label: { it: 'Non riuscita', en: 'Failed' } },
        { value: 'void', label: { it: 'Annullata', en: 'Void' } },
      ],
      defaultValue: 'pending',
      required: true,
      index: true,
    },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'nextAttemptAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'leaseUntil', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    /** Start of the retry window (the creation, or the operator's "send again"). */
    { name: 'retryFrom', type: 'date' },
    { name: 'sentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastError', type: 'text' },
    { name: 'dedupeKey', type: 'text', unique: true },
  ]),
}

/**
 * Guest carts already merged into an account (one row per account and browser cart token): the merge
 * on sign-in runs once however many tabs or retries submit the same cart.
 */
export const CartMerges: CollectionConfig = {
  slug: 'cart-merges',
  labels: {
    singular: { it: 'Unione di carrelli', en: 'Cart merge' },
    plural: { it: 'Unioni di carrelli', en: 'Cart merges' },
  },
  admin: { group: SYSTEM_GROUP, useAsTitle: 'key' },
  access: internal,
  fields: labelled([{ name: 'key', type: 'text', required: true, unique: true }]),
}

/**
 * "Useful" votes under reviews, kept for good (issue 52): one row per review and voter, the unique pair
 * refusing a second vote (features/reviews/votes.ts). The voter is an account (`user:<id>`) or an
 * address, never kept in clear (`addr:` and an HMAC of it with the shop's secret).
 */
export const ReviewVotes: CollectionConfig = {
  slug: 'review-votes',
  labels: {
    singular: { it: 'Voto a una recensione', en: 'Review vote' },
    plural: { it: 'Voti alle recensioni', en: 'Review votes' },
  },
  admin: { group: SYSTEM_GROUP, useAsTitle: 'voter', hidden: true },
  access: internal,
  indexes: [{ fields: ['review', 'voter'], unique: true }],
  fields: labelled([
    // Not required: a review's deletion clears its votes first (Reviews' beforeDelete), and a vote that
    // comes between is left without its review instead of refusing the deletion.
    { name: 'review', type: 'relationship', relationTo: 'reviews' },
    { name: 'voter', type: 'text', required: true },
  ]),
}
