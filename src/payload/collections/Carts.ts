import type { CollectionConfig } from 'payload'
import { ownedDocumentAccess, pinOwner } from '../access'

/** One cart per signed-in customer. Prices are never stored: the server re-prices from the catalogue. */
export const Carts: CollectionConfig = {
  slug: 'carts',
  admin: { hidden: ({ user }) => user?.role !== 'admin' },
  access: ownedDocumentAccess,
  hooks: { beforeChange: [pinOwner] },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, unique: true, index: true },
    {
      name: 'items',
      type: 'array',
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products', required: true },
        { name: 'quantity', type: 'number', required: true, min: 1, max: 99 },
        { name: 'fragrance', type: 'text' },
        { name: 'sets', type: 'text' },
      ],
    },
    { name: 'note', type: 'textarea', maxLength: 1000 },
  ],
}
