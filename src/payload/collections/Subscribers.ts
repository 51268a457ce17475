import { DEFAULT_LANG, LANGS } from '@/i18n/locales'
import type { CollectionConfig } from 'payload'
import { adminOnly } from '../access'
import { labelled } from '../labels'

/** Newsletter subscribers (double opt-in). */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: {
    singular: { it: 'Iscritto alla newsletter', en: 'Newsletter subscriber' },
    plural: { it: 'Iscritti alla newsletter', en: 'Newsletter subscribers' },
  },
  admin: {
    useAsTitle: 'email',
    group: { it: 'Clienti', en: 'Customers' },
    defaultColumns: ['email', 'status', 'lang', 'confirmedAt'],
    description: {
      it: 'Iscrizione con doppia conferma: solo chi ha confermato riceve la newsletter (esportazione in Gestione → Ordini).',
      en: 'Double opt-in: only confirmed subscribers get the newsletter (export in Back office → Orders).',
    },
  },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: labelled([
    { name: 'email', type: 'email', required: true, unique: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [
        { value: 'pending', label: { it: 'In attesa di conferma', en: 'Awaiting confirmation' } },
        { value: 'confirmed', label: { it: 'Confermato', en: 'Confirmed' } },
        { value: 'unsubscribed', label: { it: 'Disiscritto', en: 'Unsubscribed' } },
      ],
    },
    { name: 'lang', type: 'select', options: LANGS, defaultValue: DEFAULT_LANG },
    { name: 'token', type: 'text', required: true, index: true, admin: { hidden: true } },
    { name: 'confirmedAt', type: 'date' },
  ]),
}
