import type { CollectionConfig } from 'payload'
import { languageOptions } from '@/i18n/locales'
import { ALERT_STATUSES } from '../values'
import { adminOnly } from '../access'

const l = (it: string, en: string) => ({ it, en })

const STATUS_LABELS: Record<(typeof ALERT_STATUSES)[number], { it: string; en: string }> = {
  unconfirmed: l('Da confermare (email inviata)', 'Awaiting confirmation (e-mail sent)'),
  waiting: l('In attesa del ritorno', 'Waiting for the restock'),
  sent: l('Avviso inviato', 'Alert sent'),
  stopped: l('Annullato dal cliente', 'Stopped by the customer'),
}

/**
 * Back-in-stock alerts (issue 40, ADR 0025): one per address, product and fragrance (`''` = the whole
 * product), written only by the shop's code (features/stock-alerts/data.ts) — the sign-up form, the
 * confirmation and unsubscribe links, and the one e-mail. The operator reads them (and the waiting list
 * on each product) and may delete one (a person's request to erase it); nobody writes them through the API.
 */
export const StockAlerts: CollectionConfig = {
  slug: 'stock-alerts',
  labels: {
    singular: l('Avviso di disponibilità', 'Back-in-stock alert'),
    plural: l('Avvisi di disponibilità', 'Back-in-stock alerts'),
  },
  admin: {
    group: l('Catalogo', 'Catalogue'),
    useAsTitle: 'email',
    defaultColumns: ['email', 'product', 'fragranceName', 'status', 'createdAt', 'sentAt'],
    description: l(
      'Chi ha chiesto di essere avvisato quando un prodotto esaurito torna disponibile. L’email parte da sola, una volta, quando le scorte tornano (modifica qui, ordine annullato o scaduto, reso).',
      'Who asked to be told when a sold-out product is back. The e-mail goes by itself, once, when stock comes back (an edit here, a cancelled or expired order, a return).',
    ),
  },
  defaultSort: '-createdAt',
  access: { read: adminOnly, create: () => false, update: () => false, delete: adminOnly },
  indexes: [{ fields: ['email', 'product', 'fragrance'], unique: true }],
  fields: [
    { name: 'email', type: 'email', label: l('Email', 'E-mail'), required: true, index: true },
    {
      name: 'product',
      type: 'relationship',
      relationTo: 'products',
      label: l('Prodotto', 'Product'),
      required: true,
      index: true,
    },
    {
      name: 'fragrance',
      type: 'text',
      label: l('Fragranza (riga)', 'Fragrance (row)'),
      defaultValue: '',
      admin: { hidden: true },
    },
    {
      name: 'fragranceName',
      type: 'text',
      label: l('Fragranza', 'Fragrance'),
      admin: { description: l('Vuoto: il prodotto intero.', 'Empty: the whole product.') },
    },
    {
      name: 'status',
      type: 'select',
      label: l('Stato', 'Status'),
      required: true,
      index: true,
      options: ALERT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
    },
    {
      name: 'lang',
      type: 'select',
      label: l('Lingua', 'Language'),
      required: true,
      options: languageOptions(),
    },
    { name: 'user', type: 'relationship', relationTo: 'users', label: l('Account', 'Account') },
    /** Each new request after the e-mail went is a new round: the e-mail's dedupe key includes it. */
    { name: 'round', type: 'number', required: true, defaultValue: 1, admin: { hidden: true } },
    { name: 'token', type: 'text', required: true, index: true, admin: { hidden: true } },
    { name: 'confirmedAt', type: 'date', label: l('Confermato il', 'Confirmed on') },
    { name: 'sentAt', type: 'date', label: l('Inviato il', 'Sent on') },
  ],
}
