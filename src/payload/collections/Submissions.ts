import type { CollectionConfig } from 'payload'
import { adminOnly } from '../access'

/** Every contact and business request, stored before it is e-mailed; failed sends are retried from here. */
export const Submissions: CollectionConfig = {
  slug: 'submissions',
  admin: { useAsTitle: 'email', defaultColumns: ['kind', 'email', 'status', 'attempts', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: [
    { name: 'kind', type: 'select', required: true, options: ['contact', 'business'], index: true },
    { name: 'email', type: 'email', required: true },
    { name: 'name', type: 'text' },
    { name: 'data', type: 'json', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: ['pending', 'sent', 'failed'],
      index: true,
    },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'lastError', type: 'text' },
    { name: 'ip', type: 'text', admin: { readOnly: true } },
  ],
}
