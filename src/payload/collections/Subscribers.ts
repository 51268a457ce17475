import { DEFAULT_LANG, LANGS } from '@/features/i18n/locales'
import type { CollectionConfig } from 'payload'
import { adminOnly } from '../access'

/** Newsletter subscribers (double opt-in). */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'status', 'lang', 'createdAt'] },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: ['pending', 'confirmed', 'unsubscribed'],
    },
    { name: 'lang', type: 'select', options: LANGS, defaultValue: DEFAULT_LANG },
    { name: 'token', type: 'text', required: true, index: true, admin: { hidden: true } },
    { name: 'confirmedAt', type: 'date' },
  ],
}
