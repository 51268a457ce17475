import type { CollectionConfig } from 'payload'
import { adminOnly } from '../access'

const l = (it: string, en: string) => ({ it, en })

/**
 * Addresses that asked for no more e-mails of a kind that is not a reply to what they did (issue 40:
 * the review invitations, sent to customers under art. 130 c.4 of the Privacy Code, each with this
 * link). Written only by the link (features/reviews/invitations.ts); the operator reads them.
 */
export const MailOptOuts: CollectionConfig = {
  slug: 'mail-opt-outs',
  labels: { singular: l('Rinuncia alle email', 'E-mail opt-out'), plural: l('Rinunce alle email', 'E-mail opt-outs') },
  admin: { group: l('Clienti', 'Customers'), useAsTitle: 'email', defaultColumns: ['email', 'kind', 'createdAt'] },
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  indexes: [{ fields: ['email', 'kind'], unique: true }],
  fields: [
    { name: 'email', type: 'email', label: l('Email', 'E-mail'), required: true, index: true },
    {
      name: 'kind',
      type: 'select',
      label: l('Email', 'E-mails'),
      required: true,
      options: [{ value: 'review-invitations', label: l('Inviti a recensire', 'Review invitations') }],
    },
  ],
}
