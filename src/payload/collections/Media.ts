import type { CollectionConfig } from 'payload'
import { env } from '@/lib/env'
import { adminOnly, anyone } from '../access'

export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  admin: { useAsTitle: 'alt' },
  upload: {
    staticDir: env.mediaDir,
    mimeTypes: ['image/*', 'video/mp4', 'video/webm'],
    imageSizes: [
      { name: 'thumb', width: 160, height: 160, position: 'centre' },
      { name: 'card', width: 600, height: 600, position: 'centre' },
    ],
    adminThumbnail: 'thumb',
  },
  fields: [{ name: 'alt', type: 'text', localized: true, required: true }],
}
