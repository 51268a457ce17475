import { APIError, type CollectionConfig } from 'payload'
import { DEFAULT_LANG, LANGS } from '@/features/i18n/locales'
import { INITIAL_STATUS, ORDER_STATUSES } from '@/features/orders/lifecycle'
import { adminOnly, adminOrOwner } from '../access'

/**
 * Orders are written only by server code (checkout, payment webhook, operator
 * actions) with overrideAccess; through the API a customer may only read their own.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: { useAsTitle: 'id', defaultColumns: ['id', 'email', 'status', 'totalAmount', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: adminOrOwner('user'), create: adminOnly, update: adminOnly, delete: adminOnly },
  hooks: {
    beforeChange: [
      // The status changes only through the life cycle's table (features/orders/repository.moveOrder,
      // which claims the move in the database first): a new order starts in the first status, and a
      // write that would change the status itself — the operator in /cms, a script — is refused.
      ({ data, operation, originalDoc }) => {
        if (operation === 'create') data.status = INITIAL_STATUS
        else if (data.status !== undefined && originalDoc && data.status !== originalDoc.status)
          throw new APIError(
            'Change the status from the order page (/admin/orders): it follows the order life cycle.',
            400,
            undefined,
            true,
          )
        return data
      },
    ],
    afterChange: [
      // `ref` is the order id as text, so the operator can search ids by substring.
      async ({ doc, operation, req }) => {
        if (operation === 'create' && doc.ref !== String(doc.id)) {
          await req.payload.update({
            collection: 'orders',
            id: doc.id,
            data: { ref: String(doc.id) },
            overrideAccess: true,
            req,
          })
          doc.ref = String(doc.id)
        }
        return doc
      },
    ],
  },
  fields: [
    { name: 'ref', type: 'text', index: true, admin: { readOnly: true, description: 'Order id as text (search)' } },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'email', type: 'email', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: INITIAL_STATUS,
      index: true,
      // The life cycle's table owns the list; changes go through it (features/orders/repository.moveOrder).
      admin: { readOnly: true },
      options: ORDER_STATUSES,
    },
    { name: 'locale', type: 'select', options: LANGS, defaultValue: DEFAULT_LANG },
    {
      name: 'items',
      type: 'array',
      required: true,
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products' },
        { name: 'name', type: 'text', required: true },
        { name: 'url', type: 'text' },
        { name: 'sku', type: 'text' },
        { name: 'image', type: 'text' },
        { name: 'type', type: 'text' },
        { name: 'fragrance', type: 'text' },
        { name: 'sets', type: 'text' },
        { name: 'price', type: 'number', required: true },
        { name: 'quantity', type: 'number', required: true, min: 1 },
      ],
    },
    { name: 'subtotal', type: 'number', required: true },
    { name: 'shippingFee', type: 'number', required: true },
    { name: 'totalAmount', type: 'number', required: true },
    { name: 'note', type: 'textarea' },
    {
      name: 'billingData',
      type: 'group',
      fields: [
        { name: 'firstName', type: 'text' },
        { name: 'lastName', type: 'text' },
        { name: 'country', type: 'text', defaultValue: 'Italy' },
        { name: 'state', type: 'text' },
        { name: 'city', type: 'text' },
        { name: 'address', type: 'text' },
        { name: 'zip', type: 'text' },
        { name: 'phone', type: 'text' },
        { name: 'email', type: 'email' },
        { name: 'azienda', type: 'text' },
        { name: 'piva', type: 'text' },
        { name: 'sdi', type: 'text' },
        { name: 'pec', type: 'text' },
        { name: 'codiceFiscale', label: 'Codice fiscale (a private person asking for an invoice)', type: 'text' },
        { name: 'vatId', label: 'VAT number of a business outside Italy (with its prefix)', type: 'text' },
      ],
    },
    {
      // The VAT regime the order was sold under (features/invoices/regime.ts), fixed when it is placed:
      // no API write changes it, the operator's included (the documents and the e-invoice follow it).
      name: 'vat',
      type: 'group',
      access: { update: () => false },
      admin: { readOnly: true },
      fields: [
        {
          name: 'kind',
          type: 'select',
          defaultValue: 'domestic',
          options: [
            { value: 'domestic', label: 'Italian VAT' },
            { value: 'oss', label: 'OSS: VAT of the EU country of destination' },
            { value: 'intra-eu', label: 'Intra-EU supply, not taxable (N3.2)' },
          ],
        },
        { name: 'rate', type: 'number', defaultValue: 22 },
        { name: 'country', type: 'text', defaultValue: 'IT' },
        {
          name: 'vies',
          type: 'select',
          options: [
            { value: 'valid', label: 'Valid in VIES' },
            { value: 'unavailable', label: 'VIES not reachable: format checked only' },
          ],
        },
        { name: 'viesCheckedAt', type: 'date' },
      ],
    },
    {
      name: 'tracking',
      type: 'group',
      fields: [
        { name: 'code', type: 'text' },
        { name: 'link', type: 'text' },
      ],
    },
    {
      // The consumer's withdrawal, as confirmed on the withdrawal page (features/orders/withdrawal.ts).
      name: 'withdrawal',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        { name: 'at', type: 'date' },
        { name: 'name', type: 'text' },
        { name: 'email', type: 'text' },
        { name: 'lines', type: 'json' },
      ],
    },
    { name: 'paymentIntentId', type: 'text', index: true },
    { name: 'checkoutSessionId', type: 'text', index: true },
    { name: 'invoiceNumber', type: 'text', unique: true },
    {
      name: 'history',
      type: 'array',
      admin: { readOnly: true },
      fields: [
        { name: 'status', type: 'text', required: true },
        { name: 'by', type: 'text' },
        { name: 'at', type: 'date', required: true },
      ],
    },
  ],
}
