import type { CollectionConfig } from 'payload'
import { ownedDocument, ownerField } from '../access'

export const Wishlists: CollectionConfig = {
  slug: 'wishlists',
  ...ownedDocument,
  fields: [
    ownerField,
    {
      name: 'items',
      type: 'array',
      maxRows: 200,
      fields: [{ name: 'product', type: 'relationship', relationTo: 'products', required: true }],
    },
  ],
}
