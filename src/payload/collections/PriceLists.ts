import type { CollectionConfig } from 'payload'
import { adminOnly } from '../access'

const l = (it: string, en: string) => ({ it, en })

/**
 * Dealers' price lists (issue 41, ADR 0026): a percentage off the list price net of VAT, one list per
 * dealer tier. Fixed trade prices per product or set are on the product. Nobody but the operator reads
 * them through Payload's API; the shop reads them on the server for the signed-in dealer only.
 */
export const PriceLists: CollectionConfig = {
  slug: 'price-lists',
  labels: {
    singular: l('Listino rivenditori', 'Trade price list'),
    plural: l('Listini rivenditori', 'Trade price lists'),
  },
  admin: {
    useAsTitle: 'name',
    group: l('Rivenditori', 'Dealers'),
    defaultColumns: ['name', 'percentOff'],
    description: l(
      'Ogni rivenditore ha un listino: lo sconto sul prezzo di listino senza IVA. Un prezzo rivenditore fisso sul prodotto (o sulla confezione) vale per tutti i listini.',
      'Each dealer has a price list: the percentage off the list price net of VAT. A fixed trade price on a product (or set) applies to every list.',
    ),
  },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: [
    { name: 'name', label: l('Nome', 'Name'), type: 'text', required: true, unique: true, maxLength: 80 },
    {
      name: 'percentOff',
      label: l('Sconto sul listino (%)', 'Off the list price (%)'),
      type: 'number',
      required: true,
      min: 0,
      max: 90,
      defaultValue: 40,
    },
  ],
}
