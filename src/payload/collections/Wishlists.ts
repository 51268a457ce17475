import type { CollectionConfig } from 'payload'
import { adminOnly, adminOrOwner } from '../access'

export const Wishlists: CollectionConfig = {
  slug: 'wishlists',
  admin: { hidden: ({ user }) => user?.role !== 'admin' },
  access: {
    read: adminOrOwner('user'),
    create: ({ req }) => Boolean(req.user),
    update: adminOrOwner('user'),
    delete: adminOnly,
  },
  hooks: {
    beforeChange: [
      ({ data, req, operation }) => {
        if (operation === 'create' && req.user && req.user.role !== 'admin') data.user = req.user.id
        return data
      },
    ],
  },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, unique: true, index: true },
    {
      name: 'items',
      type: 'array',
      fields: [{ name: 'product', type: 'relationship', relationTo: 'products', required: true }],
    },
  ],
}
