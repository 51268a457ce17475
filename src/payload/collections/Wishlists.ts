import type { CollectionConfig } from 'payload'
import { ownedDocumentAccess, pinOwner, isAdminUser } from '../access'

export const Wishlists: CollectionConfig = {
  slug: 'wishlists',
  admin: { hidden: ({ user }) => !isAdminUser(user) },
  access: ownedDocumentAccess,
  hooks: { beforeChange: [pinOwner] },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, unique: true, index: true },
    {
      name: 'items',
      type: 'array',
      maxRows: 200,
      fields: [{ name: 'product', type: 'relationship', relationTo: 'products', required: true }],
    },
  ],
}
