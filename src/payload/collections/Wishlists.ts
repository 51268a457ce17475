import type { CollectionConfig } from 'payload'
import { ownedDocument, ownerField } from '../access'
import { labelled, SYSTEM_GROUP } from '../labels'

export const Wishlists: CollectionConfig = {
  slug: 'wishlists',
  labels: {
    singular: { it: 'Lista dei desideri', en: 'Wishlist' },
    plural: { it: 'Liste dei desideri', en: 'Wishlists' },
  },
  ...ownedDocument,
  admin: { ...ownedDocument.admin, group: SYSTEM_GROUP },
  fields: labelled([
    ownerField,
    {
      name: 'items',
      type: 'array',
      maxRows: 200,
      fields: [{ name: 'product', type: 'relationship', relationTo: 'products', required: true }],
    },
  ]),
}
