import type { Field } from 'payload'

export const addressFields: Field[] = [
  { name: 'street', type: 'text', required: true },
  { name: 'city', type: 'text', required: true },
  { name: 'state', type: 'text' },
  { name: 'zip', type: 'text' },
  { name: 'country', type: 'text', required: true },
  {
    name: 'phone',
    type: 'group',
    fields: [
      { name: 'code', type: 'text' },
      { name: 'number', type: 'text' },
    ],
  },
  { name: 'label', type: 'text' },
]
