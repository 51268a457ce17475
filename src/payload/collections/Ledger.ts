import type { CollectionConfig } from 'payload'
import { adminOnly } from '../access'

const internal = { read: adminOnly, create: () => false, update: () => false, delete: () => false }

/** Payment events already processed (webhook idempotency). */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  admin: { group: 'System', useAsTitle: 'eventId' },
  access: internal,
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true },
    { name: 'type', type: 'text', required: true },
    { name: 'order', type: 'relationship', relationTo: 'orders' },
  ],
}

/** Last invoice number given per calendar year. */
export const InvoiceCounters: CollectionConfig = {
  slug: 'invoice-counters',
  admin: { group: 'System', useAsTitle: 'year' },
  access: internal,
  fields: [
    { name: 'year', type: 'number', required: true, unique: true },
    { name: 'last', type: 'number', required: true, defaultValue: 0 },
  ],
}

/** Fixed-window counters for rate limits (login, sign-up, forms), and single-use captcha tokens. */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  admin: { group: 'System', useAsTitle: 'key' },
  access: internal,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    { name: 'windowStart', type: 'date', required: true },
  ],
}

/** E-mails that could not be sent yet; retried by the mailer. */
export const MailQueue: CollectionConfig = {
  slug: 'mail-queue',
  admin: { group: 'System', useAsTitle: 'subject', defaultColumns: ['subject', 'to', 'status', 'attempts'] },
  access: internal,
  fields: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'message', type: 'json', required: true },
    { name: 'status', type: 'select', options: ['pending', 'sent', 'failed'], defaultValue: 'pending', index: true },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'lastError', type: 'text' },
    { name: 'dedupeKey', type: 'text', unique: true },
  ],
}

/**
 * Guest carts already merged into an account (one row per account and browser cart token): the merge
 * on sign-in runs once however many tabs or retries submit the same cart.
 */
export const CartMerges: CollectionConfig = {
  slug: 'cart-merges',
  admin: { group: 'System', useAsTitle: 'key' },
  access: internal,
  fields: [{ name: 'key', type: 'text', required: true, unique: true }],
}
