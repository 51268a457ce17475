import type { CollectionConfig, FieldAccess } from 'payload'
import { languageOptions } from '@/i18n/locales'
import { isRejectionReason, MAX_RATING, MAX_TEXT, MIN_RATING, REASON_LABELS, REJECTION_REASONS } from '../values'
import { adminOnly } from '../access'

const l = (it: string, en: string) => ({ it, en })
/** Written by the shop's code only (the buyer's form): nobody changes it through the API or /cms. */
const shopOnly: { update: FieldAccess } = { update: () => false }

/**
 * Product reviews (issue 40, ADR 0025): one per order line, written only by the buyer of a delivered
 * order through the shop (features/reviews/data.ts) — never through the API. The operator publishes or
 * refuses them with one of the fixed reasons (never for being negative), may answer publicly, and every
 * decision is kept with who and when; the author is told by e-mail.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: l('Recensione', 'Review'), plural: l('Recensioni', 'Reviews') },
  admin: {
    group: l('Catalogo', 'Catalogue'),
    useAsTitle: 'author',
    defaultColumns: ['product', 'rating', 'author', 'status', 'writtenAt'],
    description: l(
      'Solo chi ha ricevuto il prodotto può recensirlo. Pubblica ogni recensione che parla del prodotto, anche negativa: si può rifiutare solo per uno dei motivi elencati (la legge vieta di nascondere le recensioni negative). L’autore riceve un’email con la decisione.',
      'Only buyers who received the product can review it. Publish every review about the product, negative ones too: it can be refused only for one of the listed reasons (the law forbids hiding negative reviews). The author is told by e-mail.',
    ),
  },
  defaultSort: '-writtenAt',
  access: { read: adminOnly, create: () => false, update: adminOnly, delete: adminOnly },
  indexes: [{ fields: ['order', 'line'], unique: true }],
  fields: [
    {
      name: 'product',
      type: 'relationship',
      relationTo: 'products',
      label: l('Prodotto', 'Product'),
      required: true,
      index: true,
      access: shopOnly,
    },
    {
      name: 'order',
      type: 'relationship',
      relationTo: 'orders',
      label: l('Ordine', 'Order'),
      required: true,
      access: shopOnly,
    },
    { name: 'line', type: 'text', required: true, admin: { hidden: true }, access: shopOnly },
    { name: 'user', type: 'relationship', relationTo: 'users', label: l('Account', 'Account'), access: shopOnly },
    {
      name: 'email',
      type: 'email',
      label: l('Email dell’autore', 'Author’s e-mail'),
      required: true,
      access: shopOnly,
    },
    {
      name: 'author',
      type: 'text',
      label: l('Autore (come appare)', 'Author (as shown)'),
      required: true,
      access: shopOnly,
    },
    {
      name: 'lang',
      type: 'select',
      label: l('Lingua', 'Language'),
      required: true,
      access: shopOnly,
      options: languageOptions(),
    },
    {
      name: 'rating',
      type: 'number',
      label: l('Stelle', 'Stars'),
      required: true,
      min: MIN_RATING,
      max: MAX_RATING,
      access: shopOnly,
    },
    {
      name: 'text',
      type: 'textarea',
      label: l('Testo', 'Text'),
      required: true,
      maxLength: MAX_TEXT,
      access: shopOnly,
    },
    {
      name: 'status',
      type: 'select',
      label: l('Stato', 'Status'),
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: l('Da moderare', 'Awaiting moderation') },
        { value: 'published', label: l('Pubblicata', 'Published') },
        { value: 'rejected', label: l('Rifiutata', 'Refused') },
      ],
    },
    {
      name: 'reason',
      type: 'select',
      label: l('Motivo del rifiuto', 'Reason for refusing'),
      options: REJECTION_REASONS.map((value) => ({ value, label: REASON_LABELS[value] })),
      // On every path (/cms, REST, Local API): a refusal names its reason.
      validate: (value: unknown, { siblingData }: { siblingData: { status?: string } }) =>
        siblingData.status !== 'rejected' ||
        isRejectionReason(value) ||
        'Scegli il motivo del rifiuto / Choose the reason for refusing',
      admin: {
        condition: (data) => data?.status === 'rejected',
        description: l('Mai perché la recensione è negativa.', 'Never because the review is negative.'),
      },
    },
    {
      name: 'reply',
      type: 'textarea',
      label: l('Risposta pubblica del negozio', 'The shop’s public answer'),
      maxLength: MAX_TEXT,
    },
    {
      name: 'decisions',
      type: 'array',
      label: l('Decisioni', 'Decisions'),
      admin: { readOnly: true },
      access: shopOnly,
      fields: [
        { name: 'status', type: 'text', required: true },
        { name: 'reason', type: 'text' },
        { name: 'by', type: 'text' },
        { name: 'at', type: 'date', required: true },
      ],
    },
    { name: 'writtenAt', type: 'date', label: l('Scritta il', 'Written on'), required: true, access: shopOnly },
    { name: 'editedAt', type: 'date', label: l('Modificata il', 'Edited on'), access: shopOnly },
    { name: 'helpful', type: 'number', label: l('Utile per', 'Helpful to'), defaultValue: 0, access: shopOnly },
  ],
}
